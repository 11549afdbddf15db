import {
  parcelsList,
  setsNoFilter,
  type DownloadColumnId,
  type ParcelListFilters,
  type ParcelSortField,
  type ParcelSummary,
} from '@fxbo/domain';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, ParcelsTable } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The parcels list (/parcels-to-authorize, spec 3 "Parcel"): its filters as SQL, each in the form its index
 * serves (migrations 0005 and 0025, docs/data-model.md "Indexes"), the page, and the downloads' SQL.
 */

export type Filters = Omit<ParcelListFilters, 'page' | 'pageSize' | 'sort'>;
type ParcelDb = Database & { p: ParcelsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type ParcelQuery = SelectQueryBuilder<ParcelDb, 'p', {}>;

const SORT_COLUMNS: SortColumns<ParcelSortField> = {
  closureDate: ['p.closure_date'],
  value: ['p.value'],
  id: ['p.id'],
};

/** `from parcels p where <client scope> and <filters>`. */
export function filteredParcels(db: Kysely<Database>, f: Filters, scope: ClientScope): ParcelQuery {
  let q: ParcelQuery = db.selectFrom('parcels as p').where(inClientScope('p.client_id', scope));
  if (f.clientId) q = q.where('p.client_id', '=', f.clientId);
  // Equality, so that the pending queue's partial indexes serve it.
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.closureDateFrom) q = q.where('p.closure_date', '>=', f.closureDateFrom);
  if (f.closureDateTo) q = q.where('p.closure_date', '<=', f.closureDateTo);
  if (f.currency) q = q.where('p.currency', '=', f.currency);
  if (f.valueFrom) q = q.where('p.value', '>=', f.valueFrom);
  if (f.valueTo) q = q.where('p.value', '<=', f.valueTo);
  if (f.reference) q = q.where('p.reference', '=', f.reference);
  if (f.invoice) q = q.where('p.invoice', '=', f.invoice);
  return q;
}

const joined = (q: ParcelQuery) => q.innerJoin('clients as c', 'c.id', 'p.client_id');

export function withColumns(q: ParcelQuery) {
  return joined(q).select([
    'p.id',
    'p.parcel_number',
    'p.closure_date',
    'p.client_id',
    'c.name as client_name',
    'p.currency',
    'p.value',
    'p.nature',
    'p.reference',
    'p.invoice',
    'p.ir_value',
    'p.ir_without_renounce',
    'p.status',
    'p.decided_at',
    'p.decision_reason',
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toSummary = (r: SummaryRow): ParcelSummary => ({
  id: r.id,
  parcelNumber: r.parcel_number,
  closureDate: r.closure_date,
  client: { id: r.client_id, name: r.client_name },
  currency: r.currency,
  value: r.value,
  nature: r.nature,
  reference: r.reference,
  invoice: r.invoice,
  irValue: r.ir_value,
  irWithoutRenounce: r.ir_without_renounce,
  status: r.status,
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  decisionReason: r.decision_reason,
});

/** One page of the parcels the user's scope allows. */
export async function listParcels(
  db: Kysely<Database>,
  query: ParcelListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<ParcelSummary>> {
  const filtered = filteredParcels(db, query, scope);
  return listPage({
    db,
    // The page's ids first (an array, read by the primary key), then their clients.
    rows: idsFirst({
      table: db.selectFrom('parcels as p'),
      filtered,
      id: 'p.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(parcelsList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function parcelDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, ParcelSortField, DownloadColumnId<typeof parcelsList>> {
  return {
    filtered: (filters, scope) => filteredParcels(db, filters, scope),
    joined,
    expressions: {
      parcelNumber: 'p.parcel_number',
      closureDate: 'p.closure_date',
      client: 'c.name',
      currency: 'p.currency',
      value: 'p.value',
      nature: 'p.nature',
      reference: 'p.reference',
      invoice: 'p.invoice',
      irValue: 'p.ir_value',
      irWithoutRenounce: 'p.ir_without_renounce',
      status: 'p.status',
      decidedAt: 'p.decided_at',
      decisionReason: 'p.decision_reason',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'p.id',
  };
}
