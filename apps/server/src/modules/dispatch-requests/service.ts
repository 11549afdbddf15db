import {
  dispatchRequestsList,
  setsNoFilter,
  type DispatchRequestListFilters,
  type DispatchRequestSortField,
  type DispatchRequestSummary,
  type DownloadColumnId,
} from '@fxbo/domain';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, ExportDispatchRequestsTable } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The dispatch (DU-E) requests (/import-export/export-contracts/dispatch-request-to-register): their filters
 * as SQL, each in the form its index serves (migrations 0003 and 0026, docs/data-model.md "Indexes"), the page
 * and the downloads' SQL. The contract's number comes by its primary key, for the page's rows only.
 */

export type Filters = Omit<DispatchRequestListFilters, 'page' | 'pageSize' | 'sort'>;
type RequestDb = Database & { r: ExportDispatchRequestsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type RequestQuery = SelectQueryBuilder<RequestDb, 'r', {}>;

const SORT_COLUMNS: SortColumns<DispatchRequestSortField> = {
  requestDate: ['r.request_date'],
  value: ['r.value'],
  id: ['r.id'],
};

/** `from export_dispatch_requests r where <client scope> and <filters>`. */
export function filteredRequests(db: Kysely<Database>, f: Filters, scope: ClientScope): RequestQuery {
  let q: RequestQuery = db
    .selectFrom('export_dispatch_requests as r')
    .where(inClientScope('r.client_id', scope));
  if (f.clientId) q = q.where('r.client_id', '=', f.clientId);
  // One status is written as equality so that the (status, request_date, id) index serves it in order.
  if (f.status?.length === 1)
    q = q.where('r.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('r.status', 'in', f.status);
  if (f.requestDateFrom) q = q.where('r.request_date', '>=', f.requestDateFrom);
  if (f.requestDateTo) q = q.where('r.request_date', '<=', f.requestDateTo);
  if (f.currency) q = q.where('r.currency', '=', f.currency);
  if (f.invoiceNumber) q = q.where('r.invoice_number', '=', f.invoiceNumber);
  return q;
}

function joined(q: RequestQuery) {
  return q
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('contracts as k', 'k.id', 'r.contract_id');
}

export function withColumns(q: RequestQuery) {
  return joined(q).select([
    'r.id',
    'r.client_id',
    'c.name as client_name',
    'r.request_date',
    'r.shipment_date',
    'r.invoice_number',
    'r.contract_id',
    'k.contract_number',
    'r.currency',
    'r.value',
    'r.status',
    'r.due_number',
    'r.registered_at',
    'r.rejection_reason',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const toSummary = (r: SummaryRow): DispatchRequestSummary => ({
  id: r.id,
  client: { id: r.client_id, name: r.client_name },
  requestDate: r.request_date,
  shipmentDate: r.shipment_date,
  invoiceNumber: r.invoice_number,
  contract:
    r.contract_id && r.contract_number ? { id: r.contract_id, contractNumber: r.contract_number } : null,
  currency: r.currency,
  value: r.value,
  status: r.status,
  dueNumber: r.due_number,
  registeredAt: r.registered_at ? r.registered_at.toISOString() : null,
  rejectionReason: r.rejection_reason,
});

/** One page of the requests the user's scope allows. */
export async function listDispatchRequests(
  db: Kysely<Database>,
  query: DispatchRequestListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<DispatchRequestSummary>> {
  const filtered = filteredRequests(db, query, scope);
  return listPage({
    db,
    // The page's ids first, then their client and contract: a deep page joins 25 rows, not all before it.
    rows: idsFirst({
      table: db.selectFrom('export_dispatch_requests as r'),
      filtered,
      id: 'r.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(dispatchRequestsList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function dispatchRequestDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, DispatchRequestSortField, DownloadColumnId<typeof dispatchRequestsList>> {
  return {
    filtered: (filters, scope) => filteredRequests(db, filters, scope),
    joined,
    expressions: {
      client: 'c.name',
      requestDate: 'r.request_date',
      shipmentDate: 'r.shipment_date',
      invoiceNumber: 'r.invoice_number',
      contract: 'k.contract_number',
      currency: 'r.currency',
      value: 'r.value',
      status: 'r.status',
      dueNumber: 'r.due_number',
      rejectionReason: 'r.rejection_reason',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'r.id',
    totalsUnjoined: true,
  };
}
