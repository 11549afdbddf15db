import type { FxQuote, ReceivingRequest } from '@fxbo/domain';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Agent } from './auth.js';

/* What the receiving flow's tests share (payment-orders/receiving-setup.ts, receiving-upload-setup.ts). */

/** The permissions of a client user who receives. */
export const RECEIVE = ['payment-orders.consult', 'payment-orders.receive'];

/** A quote for receiving `orderId`, asked as `agent` (the test fails unless it is given). */
export async function quoteFor(t: Pick<TestApp, 'app'>, agent: Agent, orderId: string): Promise<FxQuote> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payment-orders/${orderId}/quote`,
    headers: { ...agent.headers, 'accept-language': 'pt-BR' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FxQuote>();
}

/** A receiving's form on `quoteId`: USD 1,000.00 from a client abroad for goods, to an e-mail Pix key. */
export const receivingForm = (quoteId: string, over: Partial<ReceivingRequest> = {}): ReceivingRequest => ({
  quoteId,
  payer: 'ACME Trading Inc.',
  payerCountry: 'US',
  bindingRelationship: 'client_abroad',
  reason: 'goods_export',
  receiptValue: '1000.00',
  pixKeyType: 'email',
  pixKey: 'financeiro@alfa.example',
  ...over,
});

export type Part = [name: string, value: string | { content: Buffer; filename: string; type?: string }];

/** A multipart body as a browser's FormData writes it, parts in the order given. */
export async function formBody(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts)
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([value.content], { type: value.type ?? 'application/pdf' }), value.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
