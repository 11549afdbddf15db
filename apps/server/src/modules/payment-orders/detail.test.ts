import { createHash } from 'node:crypto';
import { ALL_PERMISSION_KEYS, type PaymentOrderDetail } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../../test/suite.js';

describe('GET /api/payment-orders/:id and its attachments', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { consultOnly, ofA, ofB } = suiteAgents(t, {
    consultOnly: staffWith('payment-orders.consult'),
    ofA: () => clientOf([a.id], 'payment-orders.consult', 'payment-orders.receive'),
    ofB: () => clientOf([b.id], 'payment-orders.consult'),
  });
  let staff: Agent;
  let staffId: string;
  let full: string;
  let empty: string;
  let attachmentId: string;
  const pdf = Buffer.from('%PDF-1.7\n% comprovante\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  beforeAll(async () => {
    const db = t.database.db;
    ({ id: staffId, agent: staff } = await signedInUser(t, {
      ...staffWith(...ALL_PERMISSION_KEYS),
      name: 'Operador Caio Prado',
    }));

    full = (
      await createPaymentOrder(db, a.id, {
        state: 'confirmed',
        credit_value: '5000.00',
        available_balance: '3800.00',
        banker_expenses: '25.00',
        credit_date: '2026-03-04',
        operation_date: '2026-03-03',
        confirmed_by: staffId,
        confirmed_at: new Date('2026-03-04T14:00:00Z'),
        foreign_account: 'Citibank N.A., New York - conta 36912345',
        issuer_country: 'US',
      })
    ).id;
    empty = (await createPaymentOrder(db, a.id)).id;

    attachmentId = (
      await db
        .insertInto('payment_order_attachments')
        .values({
          payment_order_id: full,
          file_name: 'fatura comercial nº 12.pdf',
          mime_type: 'application/pdf',
          size_bytes: pdf.length,
          sha256: createHash('sha256').update(pdf).digest(),
          content: pdf,
          uploaded_by: staffId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('payment_order_write_offs')
      .values({
        payment_order_id: full,
        amount: '175.00',
        write_off_date: '2026-03-05',
        user_id: staffId,
        reason: 'Tarifa',
      })
      .execute();
    await db
      .insertInto('payment_order_comments')
      .values({ payment_order_id: full, user_id: staffId, body: 'Crédito confirmado no extrato.' })
      .execute();
    await db
      .insertInto('payment_order_notifications')
      .values({ payment_order_id: full, channel: 'swift', sender: 'CITIUS33', message_type: 'MT103' })
      .execute();
    await db
      .insertInto('payment_order_receivings')
      .values({
        payment_order_id: full,
        payer_name: 'ACME Inc.',
        payer_country: 'US',
        binding_relationship: 'client_abroad',
        pix_key_type: 'email',
        pix_key: 'financeiro@alfa.example',
        reason_for_receipt: 'goods_export',
        receipt_value: '1000.00',
        exchange_rate: '5.40000000',
        operation_fee: '0',
        value_to_receive: '5400.00',
        vet_rate: '5.40000000',
        expected_payment_date: '2026-03-06',
        usd_equivalent: '1000.00',
        requested_by: staffId,
      })
      .execute();
  });

  const get = (agent: Agent, url: string) => t.app.inject({ method: 'GET', url, headers: agent.headers });

  it('answers every field of spec 2 and every section', async () => {
    const res = await get(staff, `/api/payment-orders/${full}`);
    expect(res.statusCode).toBe(200);
    const d = res.json<PaymentOrderDetail>();
    expect(d).toMatchObject({
      id: full,
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      foreignAccount: 'Citibank N.A., New York - conta 36912345',
      creditValue: '5000.00',
      availableBalance: '3800.00',
      bankerExpenses: '25.00',
      operationDate: '2026-03-03',
      creditDate: '2026-03-04',
      state: 'confirmed',
      registerDate: '2026-03-02',
      confirmedBy: { id: staffId, name: 'Operador Caio Prado' },
      confirmedAt: '2026-03-04T14:00:00.000Z',
    });
    expect(d.attachments).toEqual([
      expect.objectContaining({
        id: attachmentId,
        fileName: 'fatura comercial nº 12.pdf',
        sizeBytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      }),
    ]);
    expect(d.writeOffs).toEqual([
      expect.objectContaining({ amount: '175.00', reason: 'Tarifa', date: '2026-03-05' }),
    ]);
    expect(d.comments).toEqual([expect.objectContaining({ body: 'Crédito confirmado no extrato.' })]);
    expect(d.notifications).toEqual([expect.objectContaining({ channel: 'swift', sender: 'CITIUS33' })]);
    expect(d.receivings).toEqual([
      expect.objectContaining({
        reason: 'goods_export',
        bindingRelationship: 'client_abroad',
        destination: { kind: 'pix', pixKeyType: 'email', pixKey: 'financeiro@alfa.example' },
      }),
    ]);
    expect(d.purchaseContracts).toEqual([]);
    // Something was received: no cancel; the rest is open to a holder of every permission.
    expect(d.actions).toEqual({
      confirm: false,
      cancel: false,
      comment: true,
      writeOff: true,
      receive: true,
    });
  });

  it('answers empty sections for an order with none, and the actions its state allows', async () => {
    const d = (await get(staff, `/api/payment-orders/${empty}`)).json<PaymentOrderDetail>();
    for (const section of [
      'attachments',
      'purchaseContracts',
      'writeOffs',
      'comments',
      'notifications',
      'receivings',
    ] as const)
      expect(d[section], section).toEqual([]);
    expect(d.actions).toEqual({
      confirm: true,
      cancel: true,
      comment: true,
      writeOff: false,
      receive: false,
    });
  });

  it('offers no action to a user without the permissions', async () => {
    const d = (await get(consultOnly, `/api/payment-orders/${full}`)).json<PaymentOrderDetail>();
    expect(d.actions).toEqual({
      confirm: false,
      cancel: false,
      comment: false,
      writeOff: false,
      receive: false,
    });
    const client = (await get(ofA, `/api/payment-orders/${full}`)).json<PaymentOrderDetail>();
    expect(client.actions).toEqual({
      confirm: false,
      cancel: false,
      comment: false,
      writeOff: false,
      receive: true,
    });
  });

  it('serves an attachment as stored, with its name', async () => {
    const res = await get(ofA, `/api/payment-orders/${full}/attachments/${attachmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''fatura%20comercial%20n%C2%BA%2012.pdf",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it("keeps another client's order and its files out of reach: 404, as if they did not exist", async () => {
    expect((await get(ofB, `/api/payment-orders/${full}`)).statusCode).toBe(404);
    expect((await get(ofB, `/api/payment-orders/${full}/attachments/${attachmentId}`)).statusCode).toBe(404);
    expect((await get(ofA, `/api/payment-orders/999999999`)).statusCode).toBe(404);
    // An attachment is reached only through its own order.
    expect((await get(staff, `/api/payment-orders/${empty}/attachments/${attachmentId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a user without payment-orders.consult and a malformed id', async () => {
    const none = (await signedInUser(t, staffWith('home.view'))).agent;
    expect((await get(none, `/api/payment-orders/${full}`)).statusCode).toBe(403);
    expect((await get(none, `/api/payment-orders/${full}/attachments/${attachmentId}`)).statusCode).toBe(403);
    expect((await get(staff, '/api/payment-orders/abc')).statusCode).toBe(400);
    expect((await get(staff, `/api/payment-orders/${full}/attachments/1e3`)).statusCode).toBe(400);
  });
});
