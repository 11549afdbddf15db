import type { ListTotal } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inClientScope } from './client-scope.js';

/** The tables whose ME and MN sums per client and currency the database keeps (migrations 0038, 0039). */
const KEPT = {
  remittances: 'remittance_amount_totals',
  contracts: 'contract_amount_totals',
} as const;

/**
 * The totals per currency of every row of `source` in the scope, from the sums the database keeps per client and
 * currency: a few rows, where the list holds a million. For a list's totals with no filter but the scope.
 */
export async function keptScopeTotals(
  db: Kysely<Database>,
  source: keyof typeof KEPT,
  scope: readonly string[] | undefined,
): Promise<ListTotal[]> {
  // Both tables have the same shape but for the count column (read by name below): typed as one of them.
  const table = `${KEPT[source]} as t` as 'remittance_amount_totals as t';
  const rows = await db
    .selectFrom(table)
    .where(inClientScope('t.client_id', scope))
    .select([
      't.currency',
      sql<string>`sum(${sql.ref(`t.${source}`)})::text`.as('count'),
      sql<string>`sum(t.me_value)::text`.as('me'),
      sql<string>`sum(t.mn_value)::text`.as('mn'),
    ])
    .groupBy('t.currency')
    // A currency whose rows all left (deleted, or moved to another client) keeps a row of zeros.
    .having(sql<boolean>`sum(${sql.ref(`t.${source}`)}) > 0`)
    .orderBy('t.currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    count: Number(row.count),
    sums: { meValue: row.me, mnValue: row.mn },
  }));
}
