import type { ListTotal, RemittanceSortField, remittancesList } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { inClientScope } from '../../platform/client-scope.js';
import { filteredRemittances, SORT_COLUMNS, type Filters } from './query.js';

/*
 * The downloads of the remittance list (CSV and XLSX, platform/list-routes.ts): the list's filters and sort,
 * every matching row, in the columns the resource declares (remittancesList), each from its SQL here.
 */

type RemittanceColumn = keyof typeof remittancesList.columns;

/** The SQL of each download column (the resource's columns; their kinds say how each is written). */
const EXPRESSIONS: Readonly<Record<RemittanceColumn, string>> = {
  id: 'r.id',
  reference: 'r.reference',
  includeDate: 'r.include_date',
  paymentDate: 'r.payment_date',
  status: 'r.status',
  shipper: 's.name',
  client: 'c.name',
  beneficiary: 'r.beneficiary_name',
  taxId: 'r.beneficiary_tax_id',
  currency: 'r.currency',
  meValue: 'r.me_value',
  mnValue: 'r.mn_value',
  vetRate: 'r.vet_rate',
};

/** How the list's downloads are read: its filters, the joins of the shipper and client names, each column. */
export function remittanceDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, RemittanceSortField, RemittanceColumn> {
  return {
    filtered: (filters, scope) => filteredRemittances(db, filters, scope),
    // Shippers and clients are small: their names come from a lookup cached per key (Memoize) in list order.
    joined: (q) =>
      q.innerJoin('shippers as s', 's.id', 'r.shipper_id').innerJoin('clients as c', 'c.id', 'r.client_id'),
    expressions: EXPRESSIONS,
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'r.id',
    totalsUnjoined: true,
    scopeTotals: (scope) => remittanceScopeTotals(db, scope),
  };
}

/**
 * The totals per currency of every remittance in the scope, from the sums the database keeps per client and
 * currency (migration 0038, remittance_amount_totals): a few rows, where the remittances are 1,000,000.
 */
async function remittanceScopeTotals(
  db: Kysely<Database>,
  scope: readonly string[] | undefined,
): Promise<ListTotal[]> {
  const rows = await db
    .selectFrom('remittance_amount_totals as t')
    .where(inClientScope('t.client_id', scope))
    .select([
      't.currency',
      sql<string>`sum(t.remittances)::text`.as('count'),
      sql<string>`sum(t.me_value)::text`.as('me'),
      sql<string>`sum(t.mn_value)::text`.as('mn'),
    ])
    .groupBy('t.currency')
    // A currency whose remittances all left (deleted, or moved to another client) keeps a row of zeros.
    .having(sql<boolean>`sum(t.remittances) > 0`)
    .orderBy('t.currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    count: Number(row.count),
    sums: { meValue: row.me, mnValue: row.mn },
  }));
}
