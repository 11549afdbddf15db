import { todayInSaoPaulo, toMoneyString, type Balance, type BalanceShipper } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RecordContext } from '../../platform/record-route.js';
import { notFound } from '../../http/messages.js';
import { unknownCurrency } from './messages.js';

/*
 * The balance of a shipper (remittance company), computed from the ledger and the remittances so that it
 * always agrees with them: outstanding = Σ extract ME values; locked = Σ ME of blocked remittances; total paid
 * on the day = Σ ME of the day's debits (São Paulo day); pending wire = Σ ME of remittances received, pending
 * or processing. Last closure, last update and the reference rate come from the snapshot (shipper_balances)
 * and the newest extract entries.
 */

export interface ShipperRef {
  id: string;
  name: string;
  client: { id: string; name: string };
}

/** The shipper when the user may see its client's records; 404 otherwise. */
export async function visibleShipper(ctx: RecordContext, shipperId: string): Promise<ShipperRef> {
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
export async function listBalanceShippers(ctx: RecordContext): Promise<{ items: BalanceShipper[] }> {
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
  ctx: RecordContext,
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
  ctx: RecordContext,
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
