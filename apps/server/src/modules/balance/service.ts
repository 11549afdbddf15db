import {
  todayInSaoPaulo,
  toMoneyString,
  type Balance,
  type BalanceShipper,
  type DownloadColumnId,
  type extractList,
  type ExtractEntry,
  type ExtractList,
  type SortString,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listPage, orderBySort, type SortColumns } from '../../http/list-query.js';
import { requestLocale, type Locale } from '../../http/locale.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import type { SessionUser } from '../../platform/sessions.js';
import { notFound } from '../../http/messages.js';
import { unknownCurrency } from './messages.js';

/*
 * The balance of a shipper (remittance company), computed from the ledger and the remittances so that it
 * always agrees with them: outstanding = Σ extract ME values; locked = Σ ME of blocked remittances; total paid
 * on the day = Σ ME of the day's debits (São Paulo day); pending wire = Σ ME of remittances received, pending
 * or processing. Last closure, last update and the reference rate come from the snapshot (shipper_balances)
 * and the newest extract entries.
 */

export interface BalanceContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
}

export function balanceContext(req: FastifyRequest, db: Kysely<Database>): BalanceContext {
  return { db, user: currentUser(req), locale: requestLocale(req) };
}

export interface ShipperRef {
  id: string;
  name: string;
  client: { id: string; name: string };
}

/** The shipper when the user may see its client's records; 404 otherwise. */
export async function visibleShipper(ctx: BalanceContext, shipperId: string): Promise<ShipperRef> {
  const row = await ctx.db
    .selectFrom('shippers as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select(['s.id', 's.name', 's.client_id', 'c.name as client_name'])
    .where('s.id', '=', shipperId)
    .where(inClientScope('s.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  return { id: row.id, name: row.name, client: { id: row.client_id, name: row.client_name } };
}

/** GET /api/balance/shippers: the shippers of the user's clients with the currencies they hold. */
export async function listBalanceShippers(ctx: BalanceContext): Promise<{ items: BalanceShipper[] }> {
  const rows = await ctx.db
    .selectFrom('shippers as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      's.id',
      's.name',
      's.code',
      's.status',
      's.client_id',
      'c.name as client_name',
      sql<
        string[]
      >`array(select b.currency::text from shipper_balances b where b.shipper_id = s.id order by 1)`.as(
        'currencies',
      ),
    ])
    .where(inClientScope('s.client_id', clientScope(ctx.user)))
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(2000)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      status: r.status,
      client: { id: r.client_id, name: r.client_name },
      currencies: r.currencies,
    })),
  };
}

/** Currencies of a shipper: those of its snapshot and of its extract, alphabetical. */
async function shipperCurrencies(db: Kysely<Database>, shipperId: string): Promise<string[]> {
  const rows = await sql<{ currency: string }>`
    select currency::text as currency from shipper_balances where shipper_id = ${shipperId}
    union
    select distinct currency::text from shipper_extract_entries where shipper_id = ${shipperId}
    order by 1`.execute(db);
  return rows.rows.map((r) => r.currency);
}

/** The currency asked for (it must exist), else USD when the shipper holds it, else its first currency. */
async function chooseCurrency(
  ctx: BalanceContext,
  currencies: readonly string[],
  asked: string | undefined,
): Promise<string> {
  if (asked) {
    if (currencies.includes(asked)) return asked;
    const known = await ctx.db
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', asked)
      .executeTakeFirst();
    if (!known) throw unknownCurrency(ctx.locale);
    return asked;
  }
  return currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD');
}

/** GET /api/balance/:shipperId. */
export async function getBalance(
  ctx: BalanceContext,
  shipperId: string,
  asked: string | undefined,
  today: string = todayInSaoPaulo(),
): Promise<Balance> {
  const shipper = await visibleShipper(ctx, shipperId);
  const currencies = await shipperCurrencies(ctx.db, shipper.id);
  const currency = await chooseCurrency(ctx, currencies, asked);
  const row = (
    await sql<{
      outstanding: string;
      paid_on_day: string;
      locked: string;
      pending_wire: string;
      last_closure_at: Date | null;
      last_update_at: Date | null;
      reference_rate: string | null;
    }>`
      with ledger as (
        select coalesce(sum(e.me_value), 0) as outstanding,
               coalesce(-sum(e.me_value) filter (where e.release_type = 'debit' and e.release_date = ${today}::date), 0) as paid_on_day,
               max(e.created_at) as last_entry_at,
               max(e.created_at) filter (where e.release_type = 'closure') as last_closure_entry_at
          from shipper_extract_entries e
         where e.shipper_id = ${shipper.id} and e.currency = ${currency}
      ), open_remittances as (
        select coalesce(sum(r.me_value) filter (where r.status = 'blocked'), 0) as locked,
               coalesce(sum(r.me_value) filter (where r.status <> 'blocked'), 0) as pending_wire
          from remittances r
         where r.shipper_id = ${shipper.id} and r.currency = ${currency}
           and r.status in ('received', 'pending', 'blocked', 'processing')
      )
      select l.outstanding::text, l.paid_on_day::text, o.locked::text, o.pending_wire::text,
             greatest(sb.last_closure_at, l.last_closure_entry_at) as last_closure_at,
             greatest(sb.updated_at, l.last_entry_at) as last_update_at,
             sb.reference_rate::text
        from ledger l
       cross join open_remittances o
        left join shipper_balances sb on sb.shipper_id = ${shipper.id} and sb.currency = ${currency}`.execute(
      ctx.db,
    )
  ).rows[0];
  if (!row) throw notFound(ctx.locale);
  const money = (v: string) => toMoneyString(v);
  return {
    shipper,
    currency,
    currencies: currencies.includes(currency) ? currencies : [...currencies, currency].sort(),
    outstandingBalance: money(row.outstanding),
    lockedBalance: money(row.locked),
    totalPaidOnDay: money(row.paid_on_day),
    paidOnDay: today,
    pendingWire: money(row.pending_wire),
    lastClosureAt: row.last_closure_at ? row.last_closure_at.toISOString() : null,
    lastUpdateAt: row.last_update_at ? row.last_update_at.toISOString() : null,
    referenceRate: row.reference_rate,
  };
}

// ------------------------------------------------------------------------------------------ extract

export interface ExtractFilters {
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
}

const EXTRACT_SORT: SortColumns<'releaseDate'> = { releaseDate: ['e.release_date'] };

function filteredExtract(db: Kysely<Database>, shipperId: string, f: ExtractFilters) {
  let q = db.selectFrom('shipper_extract_entries as e').where('e.shipper_id', '=', shipperId);
  if (f.currency) q = q.where('e.currency', '=', f.currency);
  if (f.from) q = q.where('e.release_date', '>=', f.from);
  if (f.to) q = q.where('e.release_date', '<=', f.to);
  return q;
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.release_date',
  'e.release_type',
  'e.currency',
  'e.me_value',
  'e.me_open_balance',
  'e.description',
  'e.remittance_id',
  'r.reference as remittance_reference',
] as const;

function toEntry(r: {
  id: string;
  release_date: string;
  release_type: ExtractEntry['releaseType'];
  currency: string;
  me_value: string;
  me_open_balance: string;
  description: string | null;
  remittance_id: string | null;
  remittance_reference: string | null;
}): ExtractEntry {
  return {
    id: r.id,
    releaseDate: r.release_date,
    releaseType: r.release_type,
    currency: r.currency,
    meValue: r.me_value,
    meOpenBalance: r.me_open_balance,
    description: r.description,
    remittance:
      r.remittance_id && r.remittance_reference
        ? { id: r.remittance_id, reference: r.remittance_reference }
        : null,
  };
}

/** GET /api/balance/:shipperId/extract: a page of the ledger for the period, newest first by default. */
export async function listExtract(
  db: Kysely<Database>,
  shipper: ShipperRef,
  query: ExtractFilters & { page: number; pageSize: number; sort: SortString<'releaseDate'> },
): Promise<ExtractList> {
  const filtered = filteredExtract(db, shipper.id, query);
  const rows = orderBySort(
    filtered.leftJoin('remittances as r', 'r.id', 'e.remittance_id').select(ENTRY_COLUMNS),
    query.sort,
    EXTRACT_SORT,
    'e.id',
  );
  return listPage({ db, rows, filtered, request: query, map: toEntry });
}

/** The extract's downloads (CSV and XLSX, oldest first: extractList.downloadOrder) of the path's shipper. */
export function extractDownloads(
  db: Kysely<Database>,
): DownloadMapping<ExtractFilters, 'releaseDate', DownloadColumnId<typeof extractList>, ShipperRef> {
  return {
    filtered: (filters, _scope, shipper) => filteredExtract(db, shipper.id, filters),
    joined: (filtered) => filtered.leftJoin('remittances as r', 'r.id', 'e.remittance_id'),
    expressions: {
      releaseDate: 'e.release_date',
      releaseType: 'e.release_type',
      currency: 'e.currency',
      meValue: 'e.me_value',
      meOpenBalance: 'e.me_open_balance',
      description: 'e.description',
      remittance: 'r.reference',
    },
    sortColumns: EXTRACT_SORT,
    tiebreaker: 'e.id',
  };
}

/** Entries of the report: chronological, at most `limit` (one more tells the caller there are more). */
export async function reportEntries(
  db: Kysely<Database>,
  shipperId: string,
  f: ExtractFilters,
  limit: number,
): Promise<ExtractEntry[]> {
  const rows = await filteredExtract(db, shipperId, f)
    .leftJoin('remittances as r', 'r.id', 'e.remittance_id')
    .select(ENTRY_COLUMNS)
    .orderBy('e.release_date')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** Totals of the period: opening balance (ledger before `from`), credits, debits, closing balance. */
export async function periodTotals(
  db: Kysely<Database>,
  shipperId: string,
  currency: string,
  from: string,
  to: string,
): Promise<{ opening: string; credits: string; debits: string; closing: string }> {
  const row = (
    await sql<{ opening: string; credits: string; debits: string; closing: string }>`
      select coalesce(sum(me_value) filter (where release_date < ${from}::date), 0)::text as opening,
             coalesce(sum(me_value) filter (where release_date between ${from}::date and ${to}::date and me_value > 0), 0)::text as credits,
             coalesce(sum(me_value) filter (where release_date between ${from}::date and ${to}::date and me_value < 0), 0)::text as debits,
             coalesce(sum(me_value) filter (where release_date <= ${to}::date), 0)::text as closing
        from shipper_extract_entries
       where shipper_id = ${shipperId} and currency = ${currency} and release_date <= ${to}::date`.execute(db)
  ).rows[0];
  const zero = { opening: '0', credits: '0', debits: '0', closing: '0' };
  const r = row ?? zero;
  return {
    opening: toMoneyString(r.opening),
    credits: toMoneyString(r.credits),
    debits: toMoneyString(r.debits),
    closing: toMoneyString(r.closing),
  };
}
