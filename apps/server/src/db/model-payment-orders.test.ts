import { type Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderReceivingsTable } from './schema.js';
import {
  t,
  next,
  RESTRICTED,
  rejects,
  newUser,
  newClient,
  newPaymentOrder,
  newAttachment,
} from './model-setup.js';

describe('payment orders and receivings', () => {
  let clientId: string;
  let orderId: string;
  beforeAll(async () => {
    clientId = await newClient();
    orderId = await newPaymentOrder(clientId);
  });

  const receiving = (over: Partial<Insertable<PaymentOrderReceivingsTable>>) =>
    t.db.insertInto('payment_order_receivings').values({
      payment_order_id: orderId,
      payer_name: 'ACME Inc.',
      payer_country: 'US',
      binding_relationship: 'client_abroad',
      reason_for_receipt: 'services_export',
      receipt_value: '1000.00',
      exchange_rate: '5.40000000',
      operation_fee: '10.00',
      value_to_receive: '5390.00',
      vet_rate: '5.39000000',
      expected_payment_date: '2026-11-23',
      usd_equivalent: '1000.00',
      ...over,
    });
  const bank = {
    bank_code: '001',
    bank_account_type: 'checking' as const,
    agency: '1234',
    account: '99887766',
  };
  const pix = { pix_key_type: 'cnpj' as const, pix_key: '11222333000181' };

  it('takes a bank account or a PIX key, not both and not neither', async () => {
    await receiving(bank).execute();
    await receiving(pix).execute();
    await rejects(receiving({ ...bank, ...pix }), '23514', 'payment_order_receivings_one_destination');
    await rejects(receiving({}), '23514', 'payment_order_receivings_one_destination');
    await rejects(
      receiving({ bank_code: '001', agency: '1234' }),
      '23514',
      'payment_order_receivings_one_destination',
    );
  });

  it('requires a document of the same order above USD 3,000.00', async () => {
    await receiving({ ...pix, usd_equivalent: '3000.00' }).execute();
    await rejects(
      receiving({ ...pix, usd_equivalent: '3000.01' }),
      '23514',
      'payment_order_receivings_document_when_required',
    );
    const foreignAttachment = await newAttachment(await newPaymentOrder(clientId));
    await rejects(
      receiving({ ...pix, usd_equivalent: '5000.00', document_attachment_id: foreignAttachment }),
      '23503',
      'payment_order_receivings_document_same_order',
    );
    const own = await newAttachment(orderId);
    const row = await receiving({ ...pix, usd_equivalent: '5000.00', document_attachment_id: own })
      .returning('document_required')
      .executeTakeFirstOrThrow();
    expect(row.document_required).toBe(true);
  });

  it('rejects negative fees and values', async () => {
    await rejects(receiving({ ...pix, operation_fee: '-1.00' }), '23514');
    await rejects(receiving({ ...pix, receipt_value: '-5.00' }), '23514');
  });

  it('keeps the available balance within the credited amount and records confirmation', async () => {
    const order = (over: object) =>
      t.db.insertInto('payment_orders').values({
        opr_number: `OPR-${next()}`,
        client_id: clientId,
        issuer_name: 'X',
        currency: 'EUR',
        credit_value: '100.00',
        available_balance: '100.00',
        register_date: '2026-11-20',
        ...over,
      });
    await rejects(order({ available_balance: '100.01' }), '23514', 'payment_orders_available_within_credit');
    await rejects(order({ banker_expenses: '-1.00' }), '23514');
    await rejects(order({ state: 'paid' }), '23514');
    await rejects(order({ state: 'confirmed' }), '23514', 'payment_orders_confirmed_recorded');
  });

  it('cascades an order delete to attachments, comments, write-offs and notifications', async () => {
    const id = await newPaymentOrder(clientId);
    const userId = await newUser();
    await newAttachment(id);
    await t.db
      .insertInto('payment_order_comments')
      .values({ payment_order_id: id, user_id: userId, body: 'ok' })
      .execute();
    await t.db
      .insertInto('payment_order_write_offs')
      .values({
        payment_order_id: id,
        user_id: userId,
        amount: '1.00',
        write_off_date: '2026-11-20',
        reason: 'fee',
      })
      .execute();
    await t.db
      .insertInto('payment_order_notifications')
      .values({ payment_order_id: id, channel: 'swift' })
      .execute();
    await t.db.deleteFrom('payment_orders').where('id', '=', id).execute();
    for (const table of [
      'payment_order_attachments',
      'payment_order_comments',
      'payment_order_write_offs',
      'payment_order_notifications',
    ] as const) {
      expect(
        await t.db.selectFrom(table).where('payment_order_id', '=', id).select('id').execute(),
        table,
      ).toEqual([]);
    }
  });

  it('refuses to delete an order that has receivings', async () => {
    const id = await newPaymentOrder(clientId);
    await t.db
      .insertInto('payment_order_receivings')
      .values({
        payment_order_id: id,
        payer_name: 'P',
        payer_country: 'US',
        binding_relationship: 'self',
        reason_for_receipt: 'own_funds',
        receipt_value: '1.00',
        exchange_rate: '5',
        value_to_receive: '5.00',
        vet_rate: '5',
        expected_payment_date: '2026-11-20',
        usd_equivalent: '1.00',
        ...pix,
      })
      .execute();
    await rejects(t.db.deleteFrom('payment_orders').where('id', '=', id), RESTRICTED);
  });
});
