import { type FxQuote, type ReceivingRequest } from '@fxbo/domain';
import { beforeAll, beforeEach, expect } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { testClock } from '../../../test/clock.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../../test/suite.js';

/* The receiving flow tests' clock, clients, users and request helpers (receiving.test.ts, receiving-submission.test.ts). */

// Wednesday 2026-11-25, 10:00 in São Paulo (UTC−03:00).
export const WEDNESDAY_10H = '2026-11-25T13:00:00Z';
export const clock = testClock(WEDNESDAY_10H);

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart body as a browser's FormData sends it. */
export async function multipart(data: unknown, file?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (file)
    form.set('document', new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export const t = suiteApp({ clock });
export let a: ClientFixture;
export let b: ClientFixture;
export let ofA: Agent;
export let ofAId: string;
export let ofAEmail: string;
export let ofB: Agent;
export let consultOnly: Agent;

beforeAll(async () => {
  a = await createClient(t.database.db, 'Exportadora Alfa Ltda');
  b = await createClient(t.database.db, 'Comercial Beta Ltda');
  const receive = ['payment-orders.consult', 'payment-orders.receive'];
  ({
    id: ofAId,
    email: ofAEmail,
    agent: ofA,
  } = await signedInUser(t, {
    kind: 'client',
    clientIds: [a.id],
    permissions: receive,
    name: 'Beatriz Souza Lima',
  }));
  ofB = (await signedInUser(t, { kind: 'client', clientIds: [b.id], permissions: receive })).agent;
  consultOnly = (
    await signedInUser(t, { kind: 'client', clientIds: [a.id], permissions: ['payment-orders.consult'] })
  ).agent;
});
beforeEach(() => clock.set(WEDNESDAY_10H));

export const order = (values = {}) =>
  createPaymentOrder(t.database.db, a.id, {
    state: 'confirmed',
    credit_value: '10000.00',
    available_balance: '10000.00',
    credit_date: '2026-11-20',
    confirmed_at: new Date('2026-11-20T15:00:00Z'),
    ...values,
  });
export const send = (agent: Agent, method: 'GET' | 'POST', url: string, payload?: object, lang = 'pt-BR') =>
  t.app.inject({
    method,
    url,
    headers: { ...agent.headers, 'accept-language': lang },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
export const quote = async (id: string, agent = ofA) => {
  const res = await send(agent, 'POST', `/api/payment-orders/${id}/quote`);
  expect(res.statusCode).toBe(200);
  return res.json<FxQuote>();
};
export const form = (quoteId: string, over: Partial<ReceivingRequest> = {}): ReceivingRequest => ({
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
export const submit = async (
  id: string,
  data: unknown,
  file?: { name: string; content: Buffer; type?: string },
  lang = 'pt-BR',
  agent = ofA,
  idempotencyKey?: string,
) => {
  const body = await multipart(data, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/payment-orders/${id}/receivings`,
    headers: {
      ...agent.headers,
      'accept-language': lang,
      'content-type': body.contentType,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body.payload,
  });
};
export const receivings = async (id: string) =>
  (
    await t.database.db
      .selectFrom('payment_order_receivings')
      .select('id')
      .where('payment_order_id', '=', id)
      .execute()
  ).length;
export const balance = async (id: string) =>
  await t.database.db
    .selectFrom('payment_orders')
    .select(['available_balance', 'open_dispatch_balance'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
