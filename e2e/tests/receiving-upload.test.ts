import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser, insertPaymentOrder } from '../harness/payment-orders';
import { signIn } from '../harness/signin';

// The server answers a receiving it refuses before reading its file (another client's order, an unknown
// quote) while the file is still being sent, then ends the connection without the rest (decisions §40). The
// browser must still read that answer: Chromium sends a 10 MB PDF and gets the problem, not a network error.

const session = useBrowser();
const tag = randomDigits(6);
let db: pg.Client;
let own = '';
let foreign = '';

beforeAll(async () => {
  db = await connectDatabase();
  const order = (clientId: string, opr: string) =>
    insertPaymentOrder(db, {
      opr,
      clientId,
      issuerName: `Acme Imports ${tag} LLC`,
      state: 'confirmed',
      creditValue: '10000.00',
      bankerExpenses: '0.00',
      registerDate: '2026-11-02',
    });
  const client = await createClient(db, `Exportadora ${tag} Ltda`);
  own = await order(client.id, `OPR-${tag}-U`);
  foreign = await order((await createClient(db, `Comercial ${tag} Ltda`)).id, `OPR-${tag}-F`);
  const user = await createLinkedUser(db, `envio${tag}`, {
    clientId: client.id,
    permissions: ['payment-orders.consult', 'payment-orders.receive'],
    kind: 'client',
  });
  await signIn(session.page, user);
}, 120_000);

afterAll(async () => {
  await db?.end();
});

/** POSTs a receiving with a 10 MB PDF from the page, as the screen's FormData does; its status and problem. */
async function upload(orderId: string): Promise<{ status: number; code: string; title: string }> {
  const csrf = (await session.page.context().cookies()).find((c) => c.name === 'fxbo_csrf')?.value ?? '';
  return session.page.evaluate(
    async ({ orderId, csrf }) => {
      const file = new Uint8Array(10 * 1024 * 1024).fill(0x20);
      file.set(new TextEncoder().encode('%PDF-1.7\n'));
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({
          quoteId: '6f1c1d3e-0000-4000-8000-000000000000',
          payer: 'ACME Trading Inc.',
          payerCountry: 'US',
          bindingRelationship: 'client_abroad',
          reason: 'goods_export',
          receiptValue: '3500.00',
          pixKeyType: 'email',
          pixKey: 'financeiro@alfa.example',
        }),
      );
      form.append('document', new File([file], 'fatura.pdf', { type: 'application/pdf' }));
      const res = await fetch(`/api/payment-orders/${orderId}/receivings`, {
        method: 'POST',
        headers: { 'X-CSRF-Token': csrf },
        body: form,
      });
      const problem = (await res.json()) as { code: string; title: string };
      return { status: res.status, code: problem.code, title: problem.title };
    },
    { orderId, csrf },
  );
}

describe('a receiving refused before its file is read', () => {
  it('reaches the browser as its problem, for another client’s order and for an unknown quote', async () => {
    expect(await upload(foreign)).toEqual({
      status: 404,
      code: 'not_found',
      title: 'Ordem de pagamento não encontrada.',
    });
    expect(await upload(own)).toEqual({
      status: 409,
      code: 'quote_refused',
      title: 'Cotação não encontrada para esta ordem de pagamento. Atualize a cotação.',
    });
  });
});
