import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { verifyPassword } from '../platform/password-hash.js';
import { SEED_BANKS } from './banks.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { BRAZILIAN_BANKS, isBusinessDay, isValidCnpj, isValidCpf, validatePixKey } from './domain.js';
import { RUNTIME_ONLY_TABLES, runSeed, SeedRefusedError, type SeedSummary } from './run.js';
import { HISTORICAL_ANCHOR, REFERENCE_NOW } from './time.js';

/*
 * One small seed (seed 7) checked from every side, a second one with the same seed for determinism, and a
 * third database where a seed is aborted midway (nothing may remain) and then run with another seed.
 */

let a: TestDatabase;
let b: TestDatabase;
let c: TestDatabase;
let summary: SeedSummary;
let fresh: string[];
const stages: string[] = [];

beforeAll(async () => {
  [a, b, c] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
  fresh = await catalogue(b);
  summary = await runSeed(a.pool, {
    size: 'small',
    seed: 7,
    anchor: HISTORICAL_ANCHOR,
    onProgress: (p) => void stages.push(p.stage),
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.drop(), b?.drop(), c?.drop()]);
});

async function rows<T>(db: TestDatabase, text: string, values?: unknown[]): Promise<T[]> {
  return (await db.pool.query(text, values)).rows as T[];
}
async function one<T>(db: TestDatabase, text: string, values?: unknown[]): Promise<T> {
  const [row] = await rows<T>(db, text, values);
  return row as T;
}
async function zero(db: TestDatabase, text: string): Promise<void> {
  const { n } = await one<{ n: string }>(db, `select count(*) as n from (${text}) q`);
  expect(Number(n), text).toBe(0);
}

/** Every index, constraint and trigger of the schema, with its definition and state. */
async function catalogue(db: TestDatabase): Promise<string[]> {
  const found = await rows<{ item: string }>(
    db,
    `select 'index ' || indexname || ': ' || indexdef as item from pg_indexes where schemaname = 'public'
     union all
     select 'constraint ' || conname || ' on ' || conrelid::regclass || ': ' || pg_get_constraintdef(oid) || ' ' || convalidated
       from pg_constraint where connamespace = 'public'::regnamespace
     union all
     select 'trigger ' || tgname || ': ' || tgenabled::text from pg_trigger where not tgisinternal
     union all
     select 'statistics target ' || c.relname || '.' || a.attname || ': ' || a.attstattarget
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and a.attstattarget >= 0
     order by 1`,
  );
  return found.map((r) => r.item);
}

async function publicTables(db: TestDatabase): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  return found.map((r) => r.name);
}

async function counts(db: TestDatabase, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = Number((await one<{ n: string }>(db, `select count(*) as n from ${table}`)).n);
  }
  return out;
}

describe('small seed', () => {
  it('fills every table of the model except the runtime-only ones, and reports what it wrote', async () => {
    const tables = (await publicTables(a)).filter(
      (t) => !(RUNTIME_ONLY_TABLES as readonly string[]).includes(t),
    );
    expect(tables.length).toBeGreaterThan(30);
    const n = await counts(a, tables);
    for (const table of tables) expect(n[table], table).toBeGreaterThan(0);
    for (const [table, written] of Object.entries(summary)) {
      if (table !== 'banks' && table !== 'permissions') expect(n[table], table).toBe(written);
    }
    expect(n.remittances).toBe(5000);
    // What only real use creates stays empty.
    const runtime = await counts(a, [
      'sessions',
      'sign_in_attempts',
      'trusted_devices',
      'password_reset_tokens',
      'mail_outbox',
      'rate_limits',
      'idempotency_keys',
    ]);
    expect(Object.values(runtime).every((x) => x === 0)).toBe(true);
    expect(stages).toContain('remittances');
    expect(stages.at(-1)).toBe('vacuum');
    expect(stages.lastIndexOf('commit')).toBeLessThan(stages.indexOf('vacuum'));
  });

  it('leaves the loaded tables vacuumed: every page of remittances all-visible, for index-only scans', async () => {
    const { pages, visible } = await one<{ pages: number; visible: number }>(
      a,
      `select relpages as pages, relallvisible as visible from pg_class where relname = 'remittances'`,
    );
    expect(pages).toBeGreaterThan(0);
    expect(visible).toBe(pages);
  });

  it('writes valid CPFs and CNPJs, alphanumeric ones included', async () => {
    const clients = await rows<{ person_type: string; tax_id: string }>(
      a,
      'select person_type, tax_id from clients',
    );
    for (const cl of clients)
      expect(cl.person_type === 'PF' ? isValidCpf(cl.tax_id) : isValidCnpj(cl.tax_id), cl.tax_id).toBe(true);
    expect(clients.some((cl) => /[A-Z]/.test(cl.tax_id))).toBe(true);
    const beneficiaries = await rows<{ v: string }>(
      a,
      'select distinct beneficiary_tax_id as v from remittances',
    );
    for (const { v } of beneficiaries) expect(v.length === 11 ? isValidCpf(v) : isValidCnpj(v), v).toBe(true);
    const cpfs = await rows<{ v: string }>(
      a,
      `select cpf as v from users where cpf is not null union all select cpf from access_requests
       union all select unnest(client_tax_ids) from access_requests`,
    );
    for (const { v } of cpfs) expect(v.length === 11 ? isValidCpf(v) : isValidCnpj(v), v).toBe(true);
    const pix = await rows<{ type: string; key: string }>(
      a,
      `select pix_key_type as type, pix_key as key from remittances where pix_key is not null
       union all select pix_key_type, pix_key from payment_order_receivings where pix_key is not null`,
    );
    expect(pix.length).toBeGreaterThan(100);
    for (const p of pix) expect(validatePixKey(p.type as never, p.key), `${p.type} ${p.key}`).toBe(true);
  });

  it('uses real bank codes with their ISPB', async () => {
    const known = new Map(SEED_BANKS.map((x) => [x.compe, x.ispb]));
    for (const bank of BRAZILIAN_BANKS) expect(known.get(bank.code), bank.code).toBe(bank.ispb);
    await zero(
      a,
      `select 1 from remittances r left join banks b on b.compe_code = r.bank_code
        where r.payment_type = 'credit_account' and not r.has_data_issues and (b.id is null or b.ispb <> r.bank_ispb)`,
    );
  });

  it('keeps remittances consistent: client = shipper client, statuses, timestamps, pricing, history', async () => {
    await zero(
      a,
      'select 1 from remittances r join shippers s on s.id = r.shipper_id where s.client_id <> r.client_id',
    );
    const now = new Date(REFERENCE_NOW * 1000).toISOString();
    await zero(
      a,
      `select 1 from remittances where include_date > '${now}' or greatest(paid_at, canceled_at, returned_at, updated_at) > '${now}'
         or paid_at < include_date or canceled_at < include_date or returned_at < paid_at or updated_at < include_date
         or payment_date < (include_date at time zone 'America/Sao_Paulo')::date`,
    );
    await zero(
      a,
      `select 1 from remittances where status = 'canceled' and (cancel_reason is null or canceled_at is null)`,
    );
    await zero(a, `select 1 from remittances where status in ('paid', 'returned') and paid_at is null`);
    await zero(
      a,
      `select 1 from remittances where status not in ('paid', 'returned') and paid_at is not null`,
    );
    // Blocked remittances have an open blocking reason and a "blocked" history entry.
    await zero(
      a,
      `select 1 from remittances r where r.status = 'blocked' and not exists (
         select 1 from remittance_blocks b where b.remittance_id = r.id and b.unblocked_at is null)`,
    );
    await zero(
      a,
      `select 1 from remittances r where r.has_data_issues and not exists (select 1 from remittance_blocks b where b.remittance_id = r.id and b.reason_kind = 'data')`,
    );
    // The last history entry lands on the current status; the first is the inclusion.
    await zero(
      a,
      `select 1 from remittances r join lateral (
         select to_status from remittance_history h where h.remittance_id = r.id order by h.at desc, h.id desc limit 1) l on true
        where l.to_status <> r.status`,
    );
    await zero(
      a,
      `select 1 from remittances r join lateral (
         select action, at from remittance_history h where h.remittance_id = r.id order by h.at, h.id limit 1) f on true
        where f.action <> 'created' or f.at <> r.include_date`,
    );
    // Coded data is written as codes (labelled on screen), not as Portuguese text the English screens would show.
    await zero(
      a,
      `select 1 from remittances where purpose is null or remittance_type_description is not null`,
    );
    await zero(
      a,
      `select 1 from shipper_extract_entries where remittance_id is not null and description is not null`,
    );
    // Pricing: MN = round2(ME × rate) − IOF 0.38 %, VET = MN / ME.
    await zero(
      a,
      `select 1 from remittances where mn_value is not null and (
         mn_value <> round(me_value * exchange_rate, 2) - round(round(me_value * exchange_rate, 2) * 0.0038, 2)
         or vet_rate <> round(mn_value / me_value, 8))`,
    );
    const days = await rows<{ d: string }>(a, 'select distinct payment_date::text as d from remittances');
    for (const { d } of days) expect(isBusinessDay(d), d).toBe(true);
    const statuses = await rows<{ status: string; n: string }>(
      a,
      'select status, count(*) as n from remittances group by 1',
    );
    const share = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n) / 5000]));
    expect(share.paid).toBeGreaterThan(0.85);
    for (const s of ['received', 'pending', 'blocked', 'processing', 'returned', 'canceled'])
      expect(share[s], s).toBeGreaterThan(0);
  });

  it('prices every currency in a plausible band and sends typical amounts', async () => {
    const bands: Record<string, [number, number]> = {
      USD: [5.2, 5.6],
      EUR: [5.7, 6.2],
      GBP: [6.68, 7.2],
      JPY: [0.034, 0.0375],
    };
    const found = await rows<{ currency: string; lo: string; hi: string }>(
      a,
      'select currency, min(exchange_rate) as lo, max(exchange_rate) as hi from remittances where exchange_rate is not null group by 1',
    );
    for (const f of found) {
      const band = bands[f.currency];
      if (!band) continue;
      expect(Number(f.lo), f.currency).toBeGreaterThanOrEqual(band[0]);
      expect(Number(f.hi), f.currency).toBeLessThanOrEqual(band[1]);
    }
    const usd = await one<{ typical: string }>(
      a,
      `select avg(case when me_value between 50 and 5000 then 1.0 else 0 end) as typical from remittances where currency in ('USD', 'EUR')`,
    );
    expect(Number(usd.typical)).toBeGreaterThan(0.9);
  });

  it('sets duplicate_of_id exactly as the insert trigger would', async () => {
    await zero(
      a,
      `select 1 from remittances r where r.duplicate_of_id is distinct from (
         select min(x.id) from remittances x
          where x.beneficiary_tax_id = r.beneficiary_tax_id and x.payment_date = r.payment_date
            and x.me_value = r.me_value and x.currency = r.currency and x.status <> 'canceled' and x.id < r.id)`,
    );
    const { n } = await one<{ n: string }>(
      a,
      'select count(*) as n from remittances where duplicate_of_id is not null',
    );
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('keeps extract open balances as running sums, matching the paid and returned remittances', async () => {
    await zero(
      a,
      `select 1 from (select me_open_balance, sum(me_value) over (partition by shipper_id, currency order by release_date, id) as s
                        from shipper_extract_entries) q where s <> me_open_balance`,
    );
    await zero(
      a,
      `select 1 from shipper_balances sb where sb.outstanding_balance <> (
         select me_open_balance from shipper_extract_entries e where e.shipper_id = sb.shipper_id and e.currency = sb.currency
          order by release_date desc, id desc limit 1)`,
    );
    await zero(
      a,
      `select 1 from remittances r full join (select * from shipper_extract_entries where release_type = 'debit') e on e.remittance_id = r.id
        where (r.paid_at is not null) <> (e.id is not null)
           or e.shipper_id <> r.shipper_id or e.currency <> r.currency or e.me_value <> -r.me_value
           or e.release_date <> (r.paid_at at time zone 'America/Sao_Paulo')::date`,
    );
    await zero(
      a,
      `select 1 from remittances r full join (select * from shipper_extract_entries where release_type = 'reversal') e on e.remittance_id = r.id
        where (r.status = 'returned') <> (e.id is not null) or e.me_value <> r.me_value`,
    );
    await zero(
      a,
      `select 1 from shipper_balances sb where locked_balance <> coalesce((select sum(me_value) from remittances r
         join shippers s on s.id = r.shipper_id where s.id = sb.shipper_id and r.currency = sb.currency and r.status = 'blocked'), 0)`,
    );
  });

  it('links quotations to contracts of the same client, currency, amount, rate and bank', async () => {
    await zero(
      a,
      `select 1 from quotation_contracts qc join quotations q on q.id = qc.quotation_id join contracts c on c.id = qc.contract_id
        left join clients cl on cl.id = c.client_id
        where q.currency <> c.currency or q.quoted_amount <> c.me_value or q.winning_rate <> c.rate
           or q.winning_bank_id <> c.bank_id or q.quotation_date <> c.contract_date or q.status <> 'closed'
           or q.quotation_type <> c.direction
           or (q.client_id is not null and q.client_id <> c.client_id)
           or (q.group_id is not null and q.group_id is distinct from cl.group_id)`,
    );
    await zero(
      a,
      `select 1 from quotations q where status = 'closed' and (select count(*) from quotation_bank_quotes w where w.quotation_id = q.id and w.winner) <> 1`,
    );
    await zero(
      a,
      `select 1 from quotation_bank_quotes w join quotations q on q.id = w.quotation_id
        where w.winner and (w.bank_id <> q.winning_bank_id or w.rate <> q.winning_rate)`,
    );
    const { groups } = await one<{ groups: string }>(
      a,
      'select count(*) as groups from quotations where group_id is not null',
    );
    expect(Number(groups)).toBeGreaterThan(0);
  });

  it('balances payment orders: purchase contracts and receivings in the order currency, documents above USD 3,000', async () => {
    await zero(
      a,
      `select 1 from payment_orders o where o.state = 'confirmed' and o.available_balance <> o.credit_value - o.banker_expenses
         - o.open_dispatch_balance - o.closed_dispatch_balance
         - coalesce((select sum(amount) from payment_order_write_offs w where w.payment_order_id = o.id), 0)`,
    );
    await zero(
      a,
      `select 1 from payment_orders o where o.closed_dispatch_balance <>
          coalesce((select sum(receipt_value) from payment_order_receivings r where r.payment_order_id = o.id and r.status = 'paid'), 0)
        + coalesce((select sum(amount) from payment_order_purchase_contracts p where p.payment_order_id = o.id), 0)`,
    );
    await zero(
      a,
      `select 1 from payment_order_purchase_contracts p join payment_orders o on o.id = p.payment_order_id
         join contracts c on c.id = p.contract_id
        where c.client_id <> o.client_id or c.currency <> o.currency or c.direction <> 'purchase' or c.me_value <> p.amount`,
    );
    await zero(
      a,
      `select 1 from payment_order_receivings r where gross_value <> round(receipt_value * exchange_rate, 2)
         or iof_rate <> case when reason_for_receipt in ('goods_export', 'services_export') then 0 else 0.38 end
         or iof_value <> round(gross_value * iof_rate / 100, 2)
         or value_to_receive <> gross_value - iof_value - operation_fee
         or vet_rate <> round(value_to_receive / receipt_value, 8)`,
    );
    const docs = await one<{ n: string }>(
      a,
      'select count(*) as n from payment_order_receivings where document_required',
    );
    expect(Number(docs.n)).toBeGreaterThan(0);
    // Receivings are priced in their order's currency (a buy rate of that currency, under its band's top).
    const bands: Record<string, [number, number]> = { USD: [5.2, 5.6], EUR: [5.7, 6.2], GBP: [6.68, 7.2] };
    const rates = await rows<{ currency: string; lo: string; hi: string }>(
      a,
      `select o.currency, min(r.exchange_rate) as lo, max(r.exchange_rate) as hi
         from payment_order_receivings r join payment_orders o on o.id = r.payment_order_id group by 1`,
    );
    expect(rates.length).toBeGreaterThan(0);
    for (const r of rates) {
      const band = bands[r.currency];
      if (!band) continue;
      expect(Number(r.lo), r.currency).toBeGreaterThanOrEqual(band[0]);
      expect(Number(r.hi), r.currency).toBeLessThanOrEqual(band[1]);
    }
    await zero(
      a,
      `select 1 from payment_order_receivings r join payment_orders o on o.id = r.payment_order_id
        where r.created_at < o.confirmed_at or o.state <> 'confirmed'`,
    );
  });

  it('links documents, bills and back-to-back operations to contracts of the same client and currency', async () => {
    await zero(
      a,
      `select 1 from documents d join contracts c on c.id = d.contract_id
        where d.client_id <> c.client_id or d.currency <> c.currency or d.value > c.me_value or d.issue_date > c.contract_date`,
    );
    await zero(
      a,
      `select 1 from treasury_bills t join contracts c on c.id = t.contract_id
        where t.client_id <> c.client_id or t.currency <> c.currency or t.amount <> c.me_value
           or t.direction <> (case c.direction when 'sale' then 'pay' else 'receive' end)`,
    );
    await zero(
      a,
      `select 1 from back_to_back_operations o join contracts i on i.id = o.import_contract_id join contracts e on e.id = o.export_contract_id
        where i.contract_type <> 'import' or e.contract_type <> 'export' or i.client_id <> o.client_id or e.client_id <> o.client_id
           or i.currency <> o.currency or e.currency <> o.currency`,
    );
    await zero(
      a,
      `select 1 from exchange_to_hire x where x.month <= date_trunc('month', '${new Date(REFERENCE_NOW * 1000).toISOString()}'::timestamptz at time zone 'America/Sao_Paulo')
         and x.hired_amount <> coalesce((select sum(me_value) from contracts c where c.client_id = x.client_id and c.currency = x.currency
           and c.status <> 'canceled' and date_trunc('month', c.contract_date) = x.month
           and (case c.contract_type when 'import' then 'import' when 'export' then 'export' else 'financial' end) = x.category), 0)`,
    );
    await zero(
      a,
      `select 1 from contract_references r join rdes d on d.rde_number = r.number join contracts c on c.id = r.contract_id where d.client_id <> c.client_id`,
    );
  });

  it('seeds staff managers, client users with 1–3 clients and one argon2id demo password', async () => {
    await zero(a, `select 1 from clients c join users u on u.id = c.manager_user_id where u.kind <> 'staff'`);
    await zero(
      a,
      `select 1 from users u where u.kind = 'client' and (select count(*) from user_clients uc where uc.user_id = u.id) not between 1 and 3`,
    );
    // Sign-in identifiers follow the login rule (11 to 80 characters) and never reach a real mailbox.
    await zero(
      a,
      `select 1 from users where length(email) not between 11 and 80 or email not like '%.example'`,
    );
    const hashes = await rows<{ h: string }>(a, 'select distinct password_hash as h from users');
    expect(hashes).toHaveLength(1);
    expect(hashes[0]?.h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hashes[0]?.h ?? '', DEMO_PASSWORD)).toBe(true);
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,40}$/);
    const perms = await one<{ n: string }>(a, 'select count(distinct user_id) as n from user_permissions');
    expect(Number(perms.n)).toBe(Number((await one<{ n: string }>(a, 'select count(*) as n from users')).n));
  });

  it('puts every recorded instant at or before the reference moment, and files match their hashes', async () => {
    const columns = await rows<{ table: string; column: string }>(
      a,
      `select c.relname as table, a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'timestamptz'::regtype`,
    );
    const now = new Date(REFERENCE_NOW * 1000).toISOString();
    const late: string[] = [];
    for (const { table, column } of columns) {
      if ((RUNTIME_ONLY_TABLES as readonly string[]).includes(table)) continue;
      if (table === 'permission_profiles') continue; // catalogue rows written by migration 0034 when it runs
      const r = await one<{ n: string }>(
        a,
        `select count(*) as n from ${table} where "${column}" > '${now}'`,
      );
      if (Number(r.n) > 0) late.push(`${table}.${column}`);
    }
    expect(late).toEqual([]);
    await zero(
      a,
      `select 1 from contracts where liquidated_at < created_at or canceled_at < created_at or updated_at < created_at`,
    );
    await zero(
      a,
      `select 1 from payment_order_receivings where paid_at < created_at or canceled_at < created_at`,
    );
    for (const table of ['payment_order_attachments', 'contract_documents', 'documents']) {
      await zero(
        a,
        `select 1 from ${table} where content is not null and (sha256 <> sha256(content) or size_bytes <> octet_length(content)
           or substring(content from 1 for 8) <> '%PDF-1.4'::bytea)`,
      );
    }
  });

  it('restores every index, constraint and trigger it set aside for the load', async () => {
    expect(fresh.length).toBeGreaterThan(150);
    expect(await catalogue(a)).toEqual(fresh);
  });

  it('leaves identity sequences after the seeded ids', async () => {
    const next = await one<{ id: string }>(
      a,
      `insert into client_groups (name) values ('Grupo Novo Pós-seed') returning id`,
    );
    expect(Number(next.id)).toBe(
      Number((await one<{ n: string }>(a, 'select count(*) as n from client_groups')).n),
    );
    await a.pool.query(`delete from client_groups where name = 'Grupo Novo Pós-seed'`);
  });

  it('refuses to run on a database that already has business data, naming the table', async () => {
    const before = await one<{ n: string }>(a, 'select count(*) as n from remittances');
    await expect(runSeed(a.pool, { size: 'small', seed: 7, anchor: HISTORICAL_ANCHOR })).rejects.toThrow(
      SeedRefusedError,
    );
    await expect(runSeed(a.pool, { size: 'small', seed: 7, anchor: HISTORICAL_ANCHOR })).rejects.toThrow(
      /table "client_groups" already has data/,
    );
    expect((await one<{ n: string }>(a, 'select count(*) as n from remittances')).n).toBe(before.n);
  });
});

const CHECKSUMS = [
  'remittances',
  'remittance_history',
  'shipper_extract_entries',
  'contracts',
  'quotations',
  'payment_orders',
  'payment_order_receivings',
  'documents',
  'users',
];

async function checksums(db: TestDatabase): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CHECKSUMS) {
    const order = table === 'users' ? 'x.email' : 'x.id';
    out[table] = (
      await one<{ md5: string }>(
        db,
        `select md5(string_agg(x::text, E'\\n' order by ${order})) as md5 from ${table} x`,
      )
    ).md5;
  }
  return out;
}

describe('determinism and atomicity', () => {
  it('gives identical data for the same seed', async () => {
    await runSeed(b.pool, { size: 'small', seed: 7, anchor: HISTORICAL_ANCHOR });
    expect(await checksums(b)).toEqual(await checksums(a));
  }, 60_000);

  it('leaves nothing behind when aborted midway, then seeds normally (another seed, other data)', async () => {
    const tables = (await publicTables(c)).filter(
      (t) => !(RUNTIME_ONLY_TABLES as readonly string[]).includes(t),
    );
    const before = await counts(c, tables);
    await expect(
      runSeed(c.pool, {
        size: 'small',
        seed: 8,
        anchor: HISTORICAL_ANCHOR,
        onProgress: (p) => {
          if (p.stage === 'payment_orders') throw new Error('stop here');
        },
      }),
    ).rejects.toThrow('stop here');
    expect(await counts(c, tables)).toEqual(before);
    // The connection was dropped, not returned dirty: the pool still works and the next run succeeds.
    await runSeed(c.pool, { size: 'small', seed: 8, anchor: HISTORICAL_ANCHOR });
    const sums = await checksums(c);
    const reference = await checksums(a);
    expect(sums.remittances).not.toBe(reference.remittances);
  }, 60_000);
});
