import { extractEntrySchema, extractList, toMoneyString, type ExtractEntry } from '@fxbo/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pageJoined } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * A shipper's ME extract (spec 3, "Balance"), a list nested under its shipper, declared
 * (platform/list-source.ts): the path's shipper's entries (checked against the user's scope when the path is
 * resolved, visibleShipper), each with the remittance it moved; its page joined and cut in one query. The
 * printable report reads the same rows chronologically, with the period's totals.
 */

export interface ExtractFilters {
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
}

export const extractSource = listSource({
  resource: extractList,
  row: extractEntrySchema,
  from: 'shipper_extract_entries as e',
  joins: (q) => q.leftJoin('remittances as r', 'r.id', 'e.remittance_id'),
  where: (shipper: { id: string }) => [sql<SqlBool>`${sql.ref('e.shipper_id')} = ${shipper.id}`],
  // The shipper's own entries: its client was checked when its path was resolved.
  scope: () => undefined,
  fields: {
    id: 'e.id',
    releaseDate: 'e.release_date',
    releaseType: 'e.release_type',
    currency: 'e.currency',
    meValue: 'e.me_value',
    meOpenBalance: 'e.me_open_balance',
    description: 'e.description',
    remittance: { id: 'e.remittance_id', reference: 'r.reference' },
  },
  // The period's release days, both included.
  filters: { from: 'e.release_date', to: 'e.release_date' },
  downloads: { remittance: 'r.reference' },
  plan: pageJoined,
  partOfTable: true,
});

/** Entries of the report: chronological, at most `limit` (one more tells the caller there are more). */
export async function reportEntries(
  db: Kysely<Database>,
  shipperId: string,
  f: ExtractFilters,
  limit: number,
): Promise<ExtractEntry[]> {
  const rows = await extractSource
    .select(extractSource.filtered(db, f, undefined, { id: shipperId }))
    .orderBy('e.release_date')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(extractSource.map);
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
