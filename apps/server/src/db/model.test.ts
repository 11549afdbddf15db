import { createHash, randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderReceivingsTable, RemittancesTable } from './schema.js';
import { suiteDatabase } from '../../test/suite.js';

/*
 * Each test here fails if the data model loses one of its rules: a check, a foreign key, a cascade, the
 * duplicate-detection trigger or an index a list endpoint depends on. Violations are recognised by SQLSTATE
 * (23514 check, 23503 foreign key, 23001 restricted delete, 23505 unique) and, where it matters, by constraint name.
 */

const t = suiteDatabase();

let seq = 0;
const next = () => ++seq;
const digits = (n: number, len: number) => String(n).padStart(len, '0');
const cpf = () => digits(next(), 11);
const cnpj = () => `${digits(next(), 12)}00`;
const sha = (s: string) => createHash('sha256').update(s).digest();

// ON DELETE RESTRICT reports restrict_violation (23001) from PostgreSQL 16 on, foreign_key_violation (23503)
// before: both mean the delete was refused by the key.
const RESTRICTED = '23001|23503';

async function rejects(
  query: { execute(): Promise<unknown> },
  code: string,
  constraint?: string,
): Promise<void> {
  const error = (await query.execute().then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; constraint?: string } | undefined;
  expect(error, 'the statement should have been refused').toBeDefined();
  expect(code.split('|')).toContain(error?.code);
  if (constraint) expect(error?.constraint).toBe(constraint);
}

async function newUser(over: { email?: string; cpf?: string | null } = {}): Promise<string> {
  const n = next();
  const row = await t.db
    .insertInto('users')
    .values({ name: `User ${n}`, email: over.email ?? `user${n}@example.com`, cpf: over.cpf ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newClient(over: { group_id?: string } = {}): Promise<string> {
  const row = await t.db
    .insertInto('clients')
    .values({ person_type: 'PJ', tax_id: cnpj(), name: `Client ${next()}`, ...over })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newShipper(clientId: string): Promise<string> {
  const row = await t.db
    .insertInto('shippers')
    .values({ client_id: clientId, name: `Shipper ${next()}`, country: 'US' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function remittance(clientId: string, shipperId: string, over: Partial<Insertable<RemittancesTable>> = {}) {
  return {
    client_id: clientId,
    shipper_id: shipperId,
    reference: `REF-${next()}`,
    payment_date: '2026-11-20',
    currency: 'USD',
    me_value: '100.00',
    sender_name: 'John Smith',
    sender_country: 'US',
    sender_person_type: 'PF' as const,
    beneficiary_name: 'Maria da Silva',
    beneficiary_tax_id: cpf(),
    payment_type: 'pix' as const,
    pix_key_type: 'email' as const,
    pix_key: 'maria@example.com',
    ...over,
  } satisfies Insertable<RemittancesTable>;
}

async function newRemittance(
  clientId: string,
  shipperId: string,
  over: Partial<Insertable<RemittancesTable>> = {},
) {
  return t.db
    .insertInto('remittances')
    .values(remittance(clientId, shipperId, over))
    .returning(['id', 'duplicate_of_id'])
    .executeTakeFirstOrThrow();
}

async function newPaymentOrder(clientId: string): Promise<string> {
  const row = await t.db
    .insertInto('payment_orders')
    .values({
      opr_number: `OPR-${next()}`,
      client_id: clientId,
      issuer_name: 'ACME Inc.',
      currency: 'USD',
      credit_value: '10000.00',
      available_balance: '10000.00',
      register_date: '2026-11-20',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newAttachment(orderId: string): Promise<string> {
  const content = Buffer.from('%PDF-1.4 invoice');
  const row = await t.db
    .insertInto('payment_order_attachments')
    .values({
      payment_order_id: orderId,
      file_name: 'invoice.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      sha256: sha(content.toString()),
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newContract(
  clientId: string,
  over: { contract_type?: 'import' | 'export' } = {},
): Promise<string> {
  const row = await t.db
    .insertInto('contracts')
    .values({
      contract_number: `C-${next()}`,
      contract_date: '2026-11-20',
      contract_type: over.contract_type ?? 'import',
      client_id: clientId,
      currency: 'USD',
      me_value: '1000.00',
      mn_value: '5400.00',
      rate: '5.40000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('clients and users', () => {
  it('accepts CPF for PF and numeric or alphanumeric CNPJ for PJ', async () => {
    for (const [person_type, tax_id] of [
      ['PF', '52998224725'],
      ['PJ', '11222333000181'],
      ['PJ', '12ABC34501DE35'],
    ] as const) {
      await t.db.insertInto('clients').values({ person_type, tax_id, name: 'Ok' }).execute();
    }
  });

  it('rejects tax ids of the wrong length, with punctuation, lower case, or not matching the person type', async () => {
    for (const [person_type, tax_id] of [
      ['PF', '5299822472'],
      ['PF', '529.982.247-25'],
      ['PF', '11222333000181'],
      ['PJ', '52998224725'],
      ['PJ', '12abc34501de35'],
      ['PJ', '12ABC34501DE3X'],
    ] as const) {
      await rejects(
        t.db.insertInto('clients').values({ person_type, tax_id: `${tax_id}`, name: 'Bad' }),
        '23514',
      );
    }
  });

  it('keeps tax ids unique', async () => {
    const tax_id = cnpj();
    await t.db.insertInto('clients').values({ person_type: 'PJ', tax_id, name: 'A' }).execute();
    await rejects(t.db.insertInto('clients').values({ person_type: 'PJ', tax_id, name: 'B' }), '23505');
  });

  it('rejects a lower-case country code', async () => {
    await rejects(
      t.db
        .insertInto('clients')
        .values({ person_type: 'PJ', tax_id: cnpj(), name: 'X', address_country: 'br' }),
      '23514',
    );
  });

  it('treats e-mails case-insensitively and frees them when the user is soft-deleted', async () => {
    const id = await newUser({ email: 'Ana.Souza@Example.com' });
    await rejects(
      t.db.insertInto('users').values({ name: 'Other', email: 'ana.souza@example.com' }),
      '23505',
    );
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    await newUser({ email: 'ana.souza@example.com' });
  });

  it('keeps a CPF to one live user', async () => {
    const c = cpf();
    await newUser({ cpf: c });
    await rejects(
      t.db.insertInto('users').values({ name: 'Twin', email: `twin${next()}@example.com`, cpf: c }),
      '23505',
    );
  });

  it('enforces the user value sets and shapes', async () => {
    const base = () => ({ name: 'U', email: `u${next()}@example.com` });
    await rejects(t.db.insertInto('users').values({ ...base(), status: 'banned' as 'active' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), locale: 'fr' as 'en' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), shortcuts: '{"a":1}' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), password_hash: 'plaintext' }), '23514');
    await rejects(
      t.db.insertInto('users').values({ ...base(), blocked: true }),
      '23514',
      'users_blocked_has_time',
    );
    await rejects(
      t.db.insertInto('users').values({ ...base(), all_clients: true }),
      '23514',
      'users_all_clients_staff_only',
    );
    const ok = await t.db
      .insertInto('users')
      .values({
        ...base(),
        shortcuts: JSON.stringify(['remittance', 'balance']),
        settings: JSON.stringify({ layout: 'layout3' }),
      })
      .returning(['shortcuts', 'settings', 'locale', 'status'])
      .executeTakeFirstOrThrow();
    expect(ok).toEqual({
      shortcuts: ['remittance', 'balance'],
      settings: { layout: 'layout3' },
      locale: 'pt-BR',
      status: 'pending',
    });
  });

  it('rejects permissions that are not in the catalogue and cascades a user delete to owned rows', async () => {
    const userId = await newUser();
    const clientId = await newClient();
    await rejects(
      t.db.insertInto('user_permissions').values({ user_id: userId, permission_key: 'nope' }),
      '23503',
    );
    await t.db.insertInto('permissions').values({ key: 'remittance.view', area: 'remittances' }).execute();
    await t.db
      .insertInto('user_permissions')
      .values({ user_id: userId, permission_key: 'remittance.view' })
      .execute();
    await t.db.insertInto('user_clients').values({ user_id: userId, client_id: clientId }).execute();
    await t.db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: randomBytes(32), expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', userId).execute();
    for (const table of ['user_permissions', 'user_clients', 'sessions'] as const) {
      const left = await t.db.selectFrom(table).where('user_id', '=', userId).select('user_id').execute();
      expect(left, table).toEqual([]);
    }
  });

  it('requires 32-byte token hashes and an expiry after creation', async () => {
    const userId = await newUser();
    const inAnHour = new Date(Date.now() + 3600_000);
    await rejects(
      t.db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: randomBytes(16), expires_at: inAnHour }),
      '23514',
    );
    await rejects(
      t.db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: randomBytes(32), expires_at: new Date(0) }),
      '23514',
      'sessions_expiry_after_creation',
    );
  });

  it('validates access requests: tax ids, one pending request per CPF, decisions recorded', async () => {
    const request = (c: string, ids: string[]) => ({
      name: 'Pedro Alves',
      cpf: c,
      email: 'pedro@example.com',
      birth_date: '1990-01-31',
      password_hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
      company: 'ACME',
      client_tax_ids: ids,
    });
    await rejects(
      t.db.insertInto('access_requests').values(request(cpf(), ['11222333000181', '123'])),
      '23514',
    );
    await rejects(t.db.insertInto('access_requests').values(request(cpf(), [])), '23514');
    const c = cpf();
    await t.db
      .insertInto('access_requests')
      .values(request(c, ['11222333000181', '12ABC34501DE35']))
      .execute();
    await rejects(t.db.insertInto('access_requests').values(request(c, ['11222333000181'])), '23505');
    await rejects(
      t.db.insertInto('access_requests').values({ ...request(cpf(), ['52998224725']), status: 'approved' }),
      '23514',
      'access_requests_decision_recorded',
    );
  });

  it('keeps app_settings to a single row', async () => {
    const rows = await t.db.selectFrom('app_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    await rejects(t.db.insertInto('app_settings').values({ id: 2 }), '23514');
  });
});

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

describe('logs record the moment of the change (migration 0029)', () => {
  /*
   * A change that waited for a lock is logged when it happens, not when its transaction began: a transaction
   * begun before another one's log row must still log after it when it writes later, so the logs' time order
   * is the order the changes were made (the audit screen and the remittance history sort by it).
   */
  it('audit_log and remittance_history take the insert’s time, not the transaction’s start', async () => {
    const clientId = await newClient();
    const remittance = await newRemittance(clientId, await newShipper(clientId));
    const logs = {
      audit_log: (db: typeof t.db) =>
        db.insertInto('audit_log').values({ action: 'sign_in' }).returning('id'),
      remittance_history: (db: typeof t.db) =>
        db
          .insertInto('remittance_history')
          .values({ remittance_id: remittance.id, action: 'created' })
          .returning('id'),
    };
    for (const [table, insert] of Object.entries(logs)) {
      let other = '';
      const late = await t.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx); // the transaction has begun
        other = (await insert(t.db).executeTakeFirstOrThrow()).id; // another connection logs and commits
        return (await insert(trx).executeTakeFirstOrThrow()).id;
      });
      // Compared in PostgreSQL, to the microsecond.
      const { rows } = await sql<{ later: boolean }>`
        select (select at from ${sql.table(table)} where id = ${late})
             > (select at from ${sql.table(table)} where id = ${other}) as later`.execute(t.db);
      expect(rows[0]?.later, table).toBe(true);
    }
  });
});

describe('indexes the list endpoints depend on', () => {
  const required: Record<string, string[]> = {
    remittances: [
      'remittances_client_include (client_id, include_date DESC, id DESC)',
      'remittances_include (include_date DESC, id DESC)',
      "remittances_beneficiary_dup_id (beneficiary_tax_id, payment_date, me_value, currency, id) WHERE (status <> 'canceled'::text)",
      'remittances_beneficiary (beneficiary_tax_id, include_date DESC, id DESC)',
      'remittances_status_payment (status, payment_date, include_date DESC, id DESC)',
      'remittances_payment_date (payment_date DESC, id DESC)',
      'remittances_shipper (shipper_id, include_date DESC, id DESC)',
      'remittances_beneficiary_name_trgm',
      'remittances_duplicates (include_date DESC, id DESC) WHERE (duplicate_of_id IS NOT NULL)',
      'remittances_data_issues (include_date DESC, id DESC) WHERE has_data_issues',
      'remittances_reference_key (reference, client_id)',
    ],
    contracts: [
      'contracts_client_date (client_id, contract_date DESC, id DESC)',
      'contracts_client_type_date (client_id, contract_type, contract_date DESC, id DESC)',
      'contracts_client_figures (client_id, contract_date) INCLUDE (currency, contract_type, me_value, mn_value, status)',
      'contracts_date (contract_date DESC, id DESC)',
      'contracts_type_date (contract_type, contract_date DESC)',
      'contracts_bacen_number_key (bacen_number)',
      'contracts_counterparty_trgm',
      "contracts_export_open_liquidation (liquidation_date, id) WHERE ((status = 'open'::text) AND (contract_type = 'export'::text))",
      'contracts_export_open_client (client_id, liquidation_date, id)',
    ],
    export_dispatch_requests: [
      'export_dispatch_requests_status (status, request_date, id)',
      'export_dispatch_requests_date (request_date, id)',
    ],
    contract_references: ['contract_references_kind_number (kind, number)'],
    payment_orders: [
      'payment_orders_client_register (client_id, register_date DESC, id DESC)',
      'payment_orders_register (register_date DESC, id DESC)',
      'payment_orders_opr_number_key (opr_number)',
    ],
    quotations: [
      'quotations_client_date',
      'quotations_group_date',
      'quotations_date (quotation_date DESC, id DESC)',
    ],
    documents: [
      'documents_client_issue (client_id, issue_date DESC, id DESC)',
      'documents_number (number)',
      'documents_export_pending_due (due_date, id) INCLUDE (client_id, currency, value)',
      'documents_export_pending_client (client_id, due_date, id)',
      'documents_export_pending_currency (currency, due_date, id) INCLUDE (value)',
      'documents_export_pending_value (value, id)',
      'documents_po_number (po_number) WHERE (po_number IS NOT NULL)',
      'documents_counterparty_trgm',
      'documents_merchandise_trgm',
      'documents_shipping_company_trgm',
      'documents_currency_issue (currency, issue_date DESC, id DESC)',
      'documents_value_desc (value DESC NULLS LAST, id DESC)',
      'documents_due_desc (due_date DESC NULLS LAST, id DESC)',
    ],
    shipper_extract_entries: ['shipper_extract_entries_shipper (shipper_id, release_date DESC, id DESC)'],
    treasury_bills: [
      'treasury_bills_client_figures (client_id, direction, due_date) INCLUDE (currency, category, status, amount, mn_amount, contract_id)',
    ],
    rdes: [
      'rdes_client_registration (client_id, registration_date DESC, id DESC)',
      'rdes_registration (registration_date DESC, id DESC)',
      'rdes_type_registration (rde_type, registration_date DESC, id DESC)',
      'rdes_status_registration (status, registration_date DESC, id DESC)',
      'rdes_search_trgm',
    ],
    parcels: [
      "parcels_pending (closure_date, id) WHERE (status = 'pending'::text)",
      'parcels_closure (closure_date, id)',
      'parcels_value (value, id)',
      "parcels_pending_value (value, id) WHERE (status = 'pending'::text)",
      'parcels_reference (reference) WHERE (reference IS NOT NULL)',
      'parcels_invoice (invoice) WHERE (invoice IS NOT NULL)',
    ],
    document_pendencies: [
      'document_pendencies_open (created_at, id) WHERE (resolved_at IS NULL)',
      'document_pendencies_created (created_at, id)',
      'document_pendencies_summary_trgm',
    ],
    audit_log: ['audit_log_at (at DESC, id DESC)', 'audit_log_actor (actor_user_id, at DESC)'],
    mail_outbox: ["mail_outbox_pending (send_after, id) WHERE (status = 'pending'::text)"],
    users: ['users_email_key (email) WHERE (deleted_at IS NULL)'],
  };

  it('exist with the expected columns and order', async () => {
    const { rows } = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = current_schema()`.execute(t.db);
    for (const [table, indexes] of Object.entries(required)) {
      const defs = rows.filter((r) => r.tablename === table).map((r) => r.indexdef);
      for (const spec of indexes) {
        const [name, ...rest] = spec.split(' ');
        const def = defs.find((d) => d.includes(` ${name} ON `));
        expect(def, `${table}: ${name}`).toBeDefined();
        if (rest.length) expect(def, `${table}: ${name}`).toContain(rest.join(' '));
      }
    }
  });

  it('index every foreign key of the large tables', async () => {
    // A foreign key without an index led by one of its columns makes deletes on the parent scan the child table.
    const { rows } = await sql<{ child: string; columns: string }>`
      select c.conrelid::regclass::text as child,
             (select string_agg(a.attname, ',' order by k.ord) from unnest(c.conkey) with ordinality as k(num, ord)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num) as columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and c.conrelid::regclass::text in ('remittances', 'remittance_history', 'remittance_blocks',
          'shipper_extract_entries', 'contracts', 'contract_references', 'contract_documents', 'payment_orders',
          'payment_order_attachments', 'payment_order_receivings', 'documents', 'document_pendencies')
        and not exists (
          select 1 from pg_index i
          cross join lateral (select i.indkey::int2[] as k, array_lower(i.indkey::int2[], 1) as lo) x
          where i.indrelid = c.conrelid and x.k[x.lo] = any(c.conkey))`.execute(t.db);
    // Currencies are never deleted and users only soft-deleted, so references to them need no index.
    const exempt = /^(currency|[a-z_]*by|[a-z_]*user_id|bank_id)$/;
    const missing = rows.filter((r) => !exempt.test(r.columns));
    expect(missing).toEqual([]);
  });
});
