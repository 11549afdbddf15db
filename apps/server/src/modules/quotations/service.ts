import {
  quotationsList,
  setsNoFilter,
  type DownloadColumnId,
  type QuotationListFilters,
  type QuotationSortField,
  type QuotationSummary,
} from '@fxbo/domain';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, QuotationsTable } from '../../db/schema.js';
import { listPage, nullsLast, orderBySort, type Page, type SortColumns } from '../../http/list-query.js';
import type { ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { quotationInScope, quotationOfClient } from './scope.js';

/*
 * The quotations list (/quotation, spec 3 "Quotation"): its filters as SQL, each in the form its index serves
 * (migrations 0003, 0016 and 0018, docs/data-model.md "Indexes"), the page, and the downloads' SQL.
 */

export type Filters = Omit<QuotationListFilters, 'page' | 'pageSize' | 'sort'>;
type QuotationDb = Database & { q: QuotationsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
type QuotationQuery = SelectQueryBuilder<QuotationDb, 'q', {}>;

const SORT_COLUMNS: SortColumns<QuotationSortField> = {
  quotationDate: ['q.quotation_date'],
  quotedAmount: ['q.quoted_amount'],
  // An open or canceled quotation has no rate: last either way (migration 0018's index for the descending).
  winningRate: [nullsLast('q.winning_rate')],
  id: ['q.id'],
};

/** `from quotations q where <scope> and <filters>`. */
function filteredQuotations(db: Kysely<Database>, f: Filters, scope: ClientScope): QuotationQuery {
  let q: QuotationQuery = db.selectFrom('quotations as q').where(quotationInScope(scope));
  if (f.clientId) q = q.where(quotationOfClient(f.clientId));
  if (f.quotationType) q = q.where('q.quotation_type', '=', f.quotationType);
  if (f.currency) q = q.where('q.currency', '=', f.currency);
  if (f.status?.length === 1)
    q = q.where('q.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('q.status', 'in', f.status);
  if (f.quotationDateFrom) q = q.where('q.quotation_date', '>=', f.quotationDateFrom);
  if (f.quotationDateTo) q = q.where('q.quotation_date', '<=', f.quotationDateTo);
  if (f.winningRateFrom) q = q.where('q.winning_rate', '>=', f.winningRateFrom);
  if (f.winningRateTo) q = q.where('q.winning_rate', '<=', f.winningRateTo);
  if (f.quotedAmountFrom) q = q.where('q.quoted_amount', '>=', f.quotedAmountFrom);
  if (f.quotedAmountTo) q = q.where('q.quoted_amount', '<=', f.quotedAmountTo);
  // The bank by its unique COMPE code: one index probe, then the bank's own quotations index.
  if (f.bankCode)
    q = q.where(
      'q.winning_bank_id',
      '=',
      sql<string>`(select bk.id from banks bk where bk.compe_code = ${f.bankCode})`,
    );
  return q;
}

/** The client, and the group quoted for or the client's group. */
function joined(q: QuotationQuery) {
  return q
    .leftJoin('clients as c', 'c.id', 'q.client_id')
    .leftJoin('client_groups as g', (j) => j.on(sql<SqlBool>`g.id = coalesce(q.group_id, c.group_id)`))
    .leftJoin('banks as b', 'b.id', 'q.winning_bank_id');
}

export function withColumns(q: QuotationQuery) {
  return joined(q).select([
    'q.id',
    'q.quotation_date',
    'q.client_id',
    'c.name as client_name',
    'g.id as group_id',
    'g.name as group_name',
    sql<boolean>`q.group_id is not null`.as('by_group'),
    'q.quotation_type',
    'q.currency',
    'q.winning_rate',
    'q.quoted_amount',
    'b.id as bank_id',
    'b.compe_code as bank_code',
    'b.name as bank_name',
    'q.status',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const toSummary = (r: SummaryRow): QuotationSummary => ({
  id: r.id,
  quotationDate: r.quotation_date,
  client: r.client_id && r.client_name ? { id: r.client_id, name: r.client_name } : null,
  group: r.group_id && r.group_name ? { id: r.group_id, name: r.group_name } : null,
  byGroup: r.by_group,
  quotationType: r.quotation_type,
  currency: r.currency,
  winningRate: r.winning_rate,
  quotedAmount: r.quoted_amount,
  bank: r.bank_id && r.bank_name ? { id: r.bank_id, code: r.bank_code, name: r.bank_name } : null,
  status: r.status,
});

/** One page of the quotations the user's scope allows. */
export async function listQuotations(
  db: Kysely<Database>,
  query: QuotationListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<QuotationSummary>> {
  const filtered = filteredQuotations(db, query, scope);
  return listPage({
    db,
    rows: orderBySort(withColumns(filtered), query.sort, SORT_COLUMNS, 'q.id'),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(quotationsList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function quotationDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, QuotationSortField, DownloadColumnId<typeof quotationsList>> {
  return {
    filtered: (filters, scope) => filteredQuotations(db, filters, scope),
    joined,
    expressions: {
      quotationDate: 'q.quotation_date',
      party: 'case when q.group_id is null then c.name else g.name end',
      quotationType: 'q.quotation_type',
      currency: 'q.currency',
      winningRate: 'q.winning_rate',
      quotedAmount: 'q.quoted_amount',
      bank: "concat_ws(' - ', b.compe_code, b.name)",
      status: 'q.status',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'q.id',
    totalsUnjoined: true,
  };
}
