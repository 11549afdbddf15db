import { beforeAll, describe, expect, it } from 'vitest';
import {
  t,
  next,
  RESTRICTED,
  rejects,
  newUser,
  newClient,
  newPaymentOrder,
  newContract,
} from './model-setup.js';

describe('contracts, quotations, documents and treasury', () => {
  let clientId: string;
  beforeAll(async () => {
    clientId = await newClient();
  });

  it('derives the direction from the type and checks values, liquidation and dates', async () => {
    const id = await newContract(clientId, { contract_type: 'export' });
    const row = await t.db
      .selectFrom('contracts')
      .select('direction')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.direction).toBe('purchase');
    const contract = (over: object) =>
      t.db.insertInto('contracts').values({
        contract_number: `C-${next()}`,
        contract_date: '2026-11-20',
        contract_type: 'import',
        client_id: clientId,
        currency: 'USD',
        me_value: '10.00',
        mn_value: '54.00',
        rate: '5.4',
        ...over,
      });
    await rejects(contract({ me_value: '-10.00' }), '23514');
    await rejects(contract({ rate: '0' }), '23514');
    await rejects(contract({ contract_type: 'swap' }), '23514');
    await rejects(
      contract({ liquidation_date: '2026-11-19' }),
      '23514',
      'contracts_liquidation_after_contract',
    );
    await rejects(contract({ liquidated_me_value: '10.01' }), '23514', 'contracts_liquidated_within_value');
    await rejects(
      contract({ status: 'liquidated', liquidated_at: new Date() }),
      '23514',
      'contracts_liquidated_recorded',
    );
    await rejects(contract({ client_id: '999999999' }), '23503');
  });

  it('finds contracts by reference number and cascades references and documents', async () => {
    const id = await newContract(clientId);
    await t.db
      .insertInto('contract_references')
      .values([
        { contract_id: id, kind: 'di', number: '26/1234567-8' },
        { contract_id: id, kind: 'knowledge', number: 'MAEU123456789' },
      ])
      .execute();
    await rejects(
      t.db.insertInto('contract_references').values({ contract_id: id, kind: 'xyz' as 'di', number: '1' }),
      '23514',
    );
    await t.db
      .insertInto('contract_documents')
      .values({ contract_id: id, kind: 'invoice', number: 'INV-1' })
      .execute();
    await rejects(
      t.db.insertInto('contract_documents').values({ contract_id: id, kind: 'invoice', file_name: 'a.pdf' }),
      '23514',
      'contract_documents_file_complete',
    );
    const found = await t.db
      .selectFrom('contract_references')
      .select('contract_id')
      .where('kind', '=', 'di')
      .where('number', '=', '26/1234567-8')
      .execute();
    expect(found).toEqual([{ contract_id: id }]);
    await t.db.deleteFrom('contracts').where('id', '=', id).execute();
    expect(
      await t.db.selectFrom('contract_references').where('contract_id', '=', id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('contract_documents').where('contract_id', '=', id).select('id').execute(),
    ).toEqual([]);
  });

  it('refuses to delete a contract linked to a payment order', async () => {
    const contractId = await newContract(clientId);
    const orderId = await newPaymentOrder(clientId);
    await t.db
      .insertInto('payment_order_purchase_contracts')
      .values({ payment_order_id: orderId, contract_id: contractId })
      .execute();
    await rejects(t.db.deleteFrom('contracts').where('id', '=', contractId), RESTRICTED);
  });

  it('quotes a client or a group, never both, with at most one winning bank quote', async () => {
    const group = await t.db
      .insertInto('client_groups')
      .values({ name: `G${next()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quotation = (over: object) =>
      t.db.insertInto('quotations').values({
        quotation_date: '2026-11-20',
        quotation_type: 'sale',
        currency: 'USD',
        quoted_amount: '50000.00',
        ...over,
      });
    await rejects(quotation({}), '23514', 'quotations_client_or_group');
    await rejects(
      quotation({ client_id: clientId, group_id: group.id }),
      '23514',
      'quotations_client_or_group',
    );
    await quotation({ group_id: group.id }).execute();
    const q = await quotation({ client_id: clientId }).returning('id').executeTakeFirstOrThrow();
    const bankIds = [];
    for (const [compe, ispb] of [
      ['001', '00000000'],
      ['237', '60746948'],
    ]) {
      const b = await t.db
        .insertInto('banks')
        .values({ compe_code: compe, ispb, name: `Bank ${compe}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      bankIds.push(b.id);
    }
    await t.db
      .insertInto('quotation_bank_quotes')
      .values({ quotation_id: q.id, bank_id: bankIds[0]!, rate: '5.41', winner: true })
      .execute();
    await rejects(
      t.db
        .insertInto('quotation_bank_quotes')
        .values({ quotation_id: q.id, bank_id: bankIds[1]!, rate: '5.40', winner: true }),
      '23505',
      'quotation_bank_quotes_one_winner',
    );
    await rejects(
      t.db.insertInto('banks').values({ name: 'No ISPB', country: 'BR' }),
      '23514',
      'banks_brazilian_have_ispb',
    );
  });

  it('checks documents: type list, due date after issue, value with currency, pendencies cascade', async () => {
    const doc = (over: object) =>
      t.db.insertInto('documents').values({
        client_id: clientId,
        document_type: 'import_invoice',
        number: `INV-${next()}`,
        issue_date: '2026-11-20',
        ...over,
      });
    await rejects(doc({ document_type: 'receipt' }), '23514');
    await rejects(doc({ due_date: '2026-11-19' }), '23514', 'documents_due_after_issue');
    await rejects(doc({ value: '10.00' }), '23514', 'documents_value_has_currency');
    await rejects(doc({ status: 'contracted' }), '23514', 'documents_contracted_has_contract');
    const d = await doc({ value: '10.00', currency: 'EUR', due_date: '2026-12-20' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('document_pendencies')
      .values({ document_id: d.id, summary: 'Missing signature' })
      .execute();
    // The pendency carries its document's client and type (migration 0027): filled on insert, carried on a
    // change of the document, and never different from the document's.
    const facts = () =>
      t.db
        .selectFrom('document_pendencies as p')
        .innerJoin('documents as x', 'x.id', 'p.document_id')
        .where('p.document_id', '=', d.id)
        .select([
          'p.client_id',
          'p.document_type',
          'x.client_id as doc_client',
          'x.document_type as doc_type',
        ])
        .executeTakeFirstOrThrow();
    const filled = await facts();
    expect([filled.client_id, filled.document_type]).toEqual([filled.doc_client, filled.doc_type]);
    await t.db.updateTable('documents').set({ document_type: 're' }).where('id', '=', d.id).execute();
    expect((await facts()).document_type).toBe('re');
    await rejects(
      t.db.insertInto('document_pendencies').values({
        document_id: d.id,
        client_id: filled.client_id,
        document_type: 'di',
        summary: 'Wrong type',
      }),
      '23503',
      'document_pendencies_document_fkey',
    );
    await rejects(
      t.db.insertInto('document_pendencies').values({ document_id: '999999999', summary: 'No document' }),
      '23503',
      'document_pendencies_document_fkey',
    );
    await t.db.deleteFrom('documents').where('id', '=', d.id).execute();
    expect(
      await t.db.selectFrom('document_pendencies').where('document_id', '=', d.id).select('id').execute(),
    ).toEqual([]);
  });

  it('records parcel decisions and RDE types', async () => {
    const parcel = (over: object) =>
      t.db.insertInto('parcels').values({
        client_id: clientId,
        parcel_number: '1/3',
        closure_date: '2026-11-20',
        currency: 'USD',
        value: '100.00',
        ...over,
      });
    await parcel({}).execute();
    await rejects(parcel({ status: 'authorized' }), '23514', 'parcels_decision_recorded');
    await rejects(
      parcel({ status: 'rejected', decided_by: await newUser(), decided_at: new Date() }),
      '23514',
    );
    await rejects(parcel({ ir_value: '-1.00' }), '23514');
    await parcel({ status: 'authorized', decided_by: await newUser(), decided_at: new Date() }).execute();
    await rejects(
      t.db.insertInto('rdes').values({
        client_id: clientId,
        rde_number: 'X1',
        rde_type: 'abc' as 'rof',
        currency: 'USD',
        value: '1.00',
        registration_date: '2026-11-20',
      }),
      '23514',
    );
  });

  it('checks treasury rows: positive amounts, back-to-back dates, months on the first day', async () => {
    const bill = (amount: string) =>
      t.db.insertInto('treasury_bills').values({
        client_id: clientId,
        direction: 'pay',
        category: 'import',
        due_date: '2026-11-20',
        currency: 'USD',
        amount,
      });
    await bill('1.00').execute();
    await rejects(bill('-1.00'), '23514');
    await rejects(
      t.db.insertInto('back_to_back_operations').values({
        client_id: clientId,
        operation_number: `B2B-${next()}`,
        currency: 'USD',
        value: '10.00',
        operation_date: '2026-11-20',
        settlement_date: '2026-11-19',
        status: 'settled',
      }),
      '23514',
      'back_to_back_operations_settlement_after_operation',
    );
    const plan = (month: string) =>
      t.db.insertInto('exchange_to_hire').values({
        client_id: clientId,
        month,
        category: 'import',
        currency: 'USD',
        planned_amount: '1000.00',
      });
    await plan('2026-11-01').execute();
    await rejects(plan('2026-11-01'), '23505');
    await rejects(plan('2026-12-15'), '23514');
  });
});
