import {
  parseSort,
  paymentOrdersList,
  setsNoFilter,
  type DownloadColumnId,
  type PaymentOrderListFilters,
  type PaymentOrderSortField,
  type PaymentOrderSummary,
} from '@fxbo/domain';
import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { Database, PaymentOrdersTable } from '../../db/schema.js';
import {
  listPage,
  listPageCountFirst,
  listPageSmallSetFirst,
  orderBySort,
  unaccentContains,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { pageIdsAside } from '../../http/page-ids-aside.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The payment orders list (/payment-order, spec 3 "Payment order"): its filters as SQL, each in the form its
 * index serves (migrations 0004 and 0013, docs/data-model.md "Indexes"), the page, and the downloads' SQL.
 */

export type Filters = Omit<PaymentOrderListFilters, 'page' | 'pageSize' | 'sort'>;
type OrderDb = Database & { p: PaymentOrdersTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
type OrderQuery = SelectQueryBuilder<OrderDb, 'p', {}>;

const SORT_COLUMNS: SortColumns<PaymentOrderSortField> = {
  registerDate: ['p.register_date'],
  creditDate: ['p.credit_date'],
  oprNumber: ['p.opr_number'],
  // payment_orders_credit_value (migration 0013) serves it; the id ties are an incremental sort.
  creditValue: ['p.credit_value'],
  id: ['p.id'],
};

/** `from payment_orders p where <scope> and <filters>`; `issuerIndexed: false` for plans that walk a sort index. */
function filteredOrders(
  db: Kysely<Database>,
  f: Filters,
  scope: ClientScope,
  opts: { issuerIndexed?: boolean } = {},
): OrderQuery {
  let q: OrderQuery = db.selectFrom('payment_orders as p').where(inClientScope('p.client_id', scope));
  if (f.clientId) q = q.where('p.client_id', '=', f.clientId);
  if (f.state?.length === 1) q = q.where('p.state', '=', f.state[0] as NonNullable<typeof f.state>[number]);
  else if (f.state?.length) q = q.where('p.state', 'in', f.state);
  if (f.issuer)
    q = q.where(unaccentContains('p.issuer_name', f.issuer, { indexed: opts.issuerIndexed ?? true }));
  if (f.oprNumber) q = q.where('p.opr_number', '=', f.oprNumber);
  if (f.reference) q = q.where('p.reference', '=', f.reference);
  if (f.currency) q = q.where('p.currency', '=', f.currency);
  if (f.registerDateFrom) q = q.where('p.register_date', '>=', f.registerDateFrom);
  if (f.registerDateTo) q = q.where('p.register_date', '<=', f.registerDateTo);
  if (f.documentDateFrom) q = q.where('p.document_date', '>=', f.documentDateFrom);
  if (f.documentDateTo) q = q.where('p.document_date', '<=', f.documentDateTo);
  if (f.creditDateFrom) q = q.where('p.credit_date', '>=', f.creditDateFrom);
  if (f.creditDateTo) q = q.where('p.credit_date', '<=', f.creditDateTo);
  if (f.creditValueFrom) q = q.where('p.credit_value', '>=', f.creditValueFrom);
  if (f.creditValueTo) q = q.where('p.credit_value', '<=', f.creditValueTo);
  return q;
}

/** The order's three dates follow one another by a day or two, which the planner cannot know. */
const DATE_RANGES = {
  registerDate: ['registerDateFrom', 'registerDateTo'],
  documentDate: ['documentDateFrom', 'documentDateTo'],
  creditDate: ['creditDateFrom', 'creditDateTo'],
} as const;

/** A date range on another date than the sort's: the correlated case of listPageCountFirst. */
function crossDateRange(query: PaymentOrderListFilters): boolean {
  const field = parseSort(query.sort).field;
  return Object.entries(DATE_RANGES).some(
    ([date, [from, to]]) => date !== field && Boolean(query[from] || query[to]),
  );
}

function withColumns(db: Kysely<Database>, q: OrderQuery) {
  return q
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .leftJoin('users as u', 'u.id', 'p.manager_user_id')
    .select([
      'p.id',
      'p.opr_number',
      'p.client_id',
      'c.name as client_name',
      'p.issuer_name',
      'u.name as manager_name',
      'p.state',
      'p.register_date',
      'p.document_date',
      'p.credit_date',
      'p.currency',
      'p.credit_value',
      'p.open_dispatch_balance',
      'p.closed_dispatch_balance',
      'p.reference',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toSummary = (r: Row): PaymentOrderSummary => ({
  id: r.id,
  oprNumber: r.opr_number,
  client: { id: r.client_id, name: r.client_name },
  issuer: r.issuer_name,
  manager: r.manager_name,
  state: r.state,
  registerDate: r.register_date,
  documentDate: r.document_date,
  creditDate: r.credit_date,
  currency: r.currency,
  creditValue: r.credit_value,
  openDispatchBalance: r.open_dispatch_balance,
  closedDispatchBalance: r.closed_dispatch_balance,
  reference: r.reference,
});

/** One page of the orders the user's scope allows, by the planning strategy its filters need. */
export async function listPaymentOrders(
  db: Kysely<Database>,
  query: PaymentOrderListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<PaymentOrderSummary>> {
  const filtered = filteredOrders(db, query, scope);
  const ordered = (q: OrderQuery) => orderBySort(withColumns(db, q), query.sort, SORT_COLUMNS, 'p.id');
  const byIds = (ids: readonly string[] | RawBuilder<string>) =>
    ordered(db.selectFrom('payment_orders as p').where('p.id', 'in', ids as string[]));
  if (query.issuer) {
    // A contains-search: few matches are read once by the trigram index, many walk the sort index.
    return listPageSmallSetFirst({
      db,
      filtered,
      sort: query.sort,
      columns: SORT_COLUMNS,
      tiebreaker: 'p.id',
      request: query,
      countThreshold: opts.countThreshold,
      rowsOf: async (ids) => (await byIds(ids).execute()).map(toSummary),
      largeRows: async (limit, offset) =>
        (
          await ordered(filteredOrders(db, query, scope, { issuerIndexed: false }))
            .limit(limit)
            .offset(offset)
            .execute()
        ).map(toSummary),
    });
  }
  if (crossDateRange(query)) {
    return listPageCountFirst({
      db,
      filtered,
      // The page's ids sorted out of the date range's index, then joined.
      sorted: (limit, offset) =>
        byIds(pageIdsAside(filtered.select('p.id'), query.sort, SORT_COLUMNS, 'p.id', { limit, offset })),
      walked: (limit, offset) => ordered(filtered).limit(limit).offset(offset),
      request: query,
      map: toSummary,
      countThreshold: opts.countThreshold,
    });
  }
  return listPage({
    db,
    rows: ordered(filtered),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(paymentOrdersList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function paymentOrderDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, PaymentOrderSortField, DownloadColumnId<typeof paymentOrdersList>> {
  return {
    filtered: (filters, scope) => filteredOrders(db, filters, scope),
    joined: (q) =>
      q.innerJoin('clients as c', 'c.id', 'p.client_id').leftJoin('users as u', 'u.id', 'p.manager_user_id'),
    expressions: {
      oprNumber: 'p.opr_number',
      client: 'c.name',
      issuer: 'p.issuer_name',
      manager: 'u.name',
      state: 'p.state',
      registerDate: 'p.register_date',
      documentDate: 'p.document_date',
      creditDate: 'p.credit_date',
      currency: 'p.currency',
      creditValue: 'p.credit_value',
      openDispatchBalance: 'p.open_dispatch_balance',
      closedDispatchBalance: 'p.closed_dispatch_balance',
      reference: 'p.reference',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'p.id',
  };
}
