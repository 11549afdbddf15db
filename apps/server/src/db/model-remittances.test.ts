import { sql, type Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemittancesTable } from './schema.js';
import {
  t,
  cpf,
  RESTRICTED,
  rejects,
  newClient,
  newShipper,
  remittance,
  newRemittance,
} from './model-setup.js';

describe('remittances', () => {
  let clientId: string;
  let shipperId: string;
  beforeAll(async () => {
    clientId = await newClient();
    shipperId = await newShipper(clientId);
  });
  const insert = (over: Partial<Insertable<RemittancesTable>>) =>
    t.db.insertInto('remittances').values(remittance(clientId, shipperId, over));

  it('accepts a valid PIX remittance and a valid account remittance', async () => {
    await insert({}).execute();
    await insert({
      payment_type: 'credit_account',
      pix_key_type: null,
      pix_key: null,
      no_pix_key: true,
      bank_code: '341',
      agency: '1234',
      account: '123456',
      account_check_digit: '7',
      account_type: 'checking',
    }).execute();
  });

  it('rejects non-positive values, unknown status and currency, and negative MN values', async () => {
    await rejects(insert({ me_value: '-1.00' }), '23514');
    await rejects(insert({ me_value: '0' }), '23514');
    await rejects(insert({ mn_value: '-0.01' }), '23514');
    await rejects(insert({ status: 'lost' as 'paid' }), '23514');
    await rejects(insert({ currency: 'ZZZ' }), '23503');
  });

  it('checks PIX keys against their type and requires one for PIX payments', async () => {
    await rejects(insert({ pix_key_type: 'cpf', pix_key: '123' }), '23514', 'remittances_pix_key_valid');
    await rejects(
      insert({ pix_key_type: 'phone', pix_key: '11987654321' }),
      '23514',
      'remittances_pix_key_valid',
    );
    await rejects(
      insert({ pix_key_type: 'random', pix_key: 'not-a-uuid' }),
      '23514',
      'remittances_pix_key_valid',
    );
    await rejects(insert({ pix_key_type: 'bank' as 'cpf', pix_key: '52998224725' }), '23514');
    await rejects(insert({ pix_key_type: null, pix_key: null }), '23514', 'remittances_pix_payment_has_key');
    await rejects(insert({ no_pix_key: true }), '23514');
    await insert({ pix_key_type: 'phone', pix_key: '+5511987654321' }).execute();
    await insert({ pix_key_type: 'random', pix_key: '123e4567-e89b-12d3-a456-426614174000' }).execute();
  });

  it('requires bank, agency, account and account type for account payments', async () => {
    await rejects(
      insert({
        payment_type: 'credit_account',
        pix_key_type: null,
        pix_key: null,
        bank_code: '341',
        agency: '1234',
      }),
      '23514',
      'remittances_account_payment_has_account',
    );
    await rejects(
      insert({
        payment_type: 'credit_account',
        pix_key_type: null,
        pix_key: null,
        bank_code: '341',
        agency: '1234',
        account: '1',
        account_type: 'investment' as 'checking',
      }),
      '23514',
    );
  });

  it('records cancellation, payment and pricing with the status', async () => {
    await rejects(insert({ status: 'canceled' }), '23514', 'remittances_canceled_recorded');
    await rejects(
      insert({ status: 'paid', paid_at: new Date() }),
      '23514',
      'remittances_priced_before_payment',
    );
    await rejects(
      insert({ status: 'paid', mn_value: '540.00', exchange_rate: '5.4' }),
      '23514',
      'remittances_paid_recorded',
    );
    await insert({
      status: 'paid',
      paid_at: new Date(),
      mn_value: '540.00',
      exchange_rate: '5.4',
      vet_rate: '5.45',
    }).execute();
  });

  it('keeps the reference unique per client', async () => {
    await insert({ reference: 'SAME-REF' }).execute();
    await rejects(insert({ reference: 'SAME-REF' }), '23505', 'remittances_reference_key');
  });

  it("keeps client_id equal to the shipper's client", async () => {
    const otherClient = await newClient();
    await rejects(
      t.db.insertInto('remittances').values(remittance(otherClient, shipperId)),
      '23503',
      'remittances_shipper_fk',
    );
  });

  it('flags a later remittance with the same beneficiary, currency, value and payment date as a duplicate', async () => {
    const tax = cpf();
    const first = await newRemittance(clientId, shipperId, { beneficiary_tax_id: tax, me_value: '250.00' });
    const second = await newRemittance(clientId, shipperId, { beneficiary_tax_id: tax, me_value: '250.00' });
    const otherValue = await newRemittance(clientId, shipperId, {
      beneficiary_tax_id: tax,
      me_value: '250.01',
    });
    const otherDay = await newRemittance(clientId, shipperId, {
      beneficiary_tax_id: tax,
      me_value: '250.00',
      payment_date: '2026-11-23',
    });
    expect(first.duplicate_of_id).toBeNull();
    expect(second.duplicate_of_id).toBe(first.id);
    expect(otherValue.duplicate_of_id).toBeNull();
    expect(otherDay.duplicate_of_id).toBeNull();
  });

  it('does not count a canceled remittance as the original of a duplicate', async () => {
    const tax = cpf();
    await newRemittance(clientId, shipperId, {
      beneficiary_tax_id: tax,
      status: 'canceled',
      canceled_at: new Date(),
      cancel_reason: 'sent twice',
    });
    const again = await newRemittance(clientId, shipperId, { beneficiary_tax_id: tax });
    expect(again.duplicate_of_id).toBeNull();
  });

  it('cascades a remittance delete to its history and blocks, and refuses a client delete', async () => {
    const r = await newRemittance(clientId, shipperId);
    await t.db
      .insertInto('remittance_history')
      .values({ remittance_id: r.id, action: 'created', to_status: 'received' })
      .execute();
    await t.db
      .insertInto('remittance_blocks')
      .values({
        remittance_id: r.id,
        reason_kind: 'data',
        reason_code: 'INVALID_ACCOUNT',
        description: 'Conta inválida',
      })
      .execute();
    await rejects(t.db.deleteFrom('clients').where('id', '=', clientId), RESTRICTED);
    await t.db.deleteFrom('remittances').where('id', '=', r.id).execute();
    expect(
      await t.db.selectFrom('remittance_history').where('remittance_id', '=', r.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('remittance_blocks').where('remittance_id', '=', r.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('rejects history of a remittance that does not exist and unknown history statuses', async () => {
    await rejects(
      t.db.insertInto('remittance_history').values({ remittance_id: '999999999', action: 'created' }),
      '23503',
    );
    const r = await newRemittance(clientId, shipperId);
    await rejects(
      t.db
        .insertInto('remittance_history')
        .values({ remittance_id: r.id, action: 'created', to_status: 'gone' as 'paid' }),
      '23514',
    );
  });

  it('finds beneficiaries by name without regard to accents or case, through the trigram index', async () => {
    await newRemittance(clientId, shipperId, { beneficiary_name: 'João Conceição' });
    const found = await t.db
      .selectFrom('remittances')
      .select('beneficiary_name')
      .where(sql<boolean>`f_unaccent(beneficiary_name) ilike '%' || f_unaccent(${'JOAO CONC'}) || '%'`)
      .execute();
    expect(found.map((r) => r.beneficiary_name)).toContain('João Conceição');
    const plan = await t.db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      const p = await sql<{ 'QUERY PLAN': string }>`explain select id from remittances
        where f_unaccent(beneficiary_name) ilike '%' || f_unaccent('joao') || '%'`.execute(conn);
      await sql`reset enable_seqscan`.execute(conn);
      return p.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('remittances_beneficiary_name_trgm');
  });

  it('keeps extract entry signs consistent with their type', async () => {
    const entry = (release_type: 'credit' | 'debit', me_value: string) =>
      t.db.insertInto('shipper_extract_entries').values({
        shipper_id: shipperId,
        release_date: '2026-11-20',
        release_type,
        currency: 'USD',
        me_value,
        me_open_balance: '0',
      });
    await entry('credit', '100.00').execute();
    await entry('debit', '-100.00').execute();
    await rejects(entry('credit', '-1.00'), '23514');
    await rejects(entry('debit', '1.00'), '23514');
  });
});
