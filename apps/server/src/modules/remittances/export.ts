import type { RemittanceSortField, remittancesList } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { keptScopeTotals } from '../../platform/kept-amount-totals.js';
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
    scopeTotals: (scope) => keptScopeTotals(db, 'remittances', scope),
  };
}
