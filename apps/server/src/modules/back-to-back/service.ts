import {
  backToBackList,
  setsNoFilter,
  type BackToBackListFilters,
  type BackToBackSortField,
  type BackToBackSummary,
  type DownloadColumnId,
} from '@fxbo/domain';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BackToBackOperationsTable, Database } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The back-to-back list (/pending, spec 2 Treasury "Back to Back with Pending"): its filters as SQL, each in the
 * form its index serves (migrations 0005 and 0019, docs/data-model.md "Indexes"), the page, and the downloads'
 * SQL. Each leg's contract number comes by its primary key, for the page's rows only.
 */

export type Filters = Omit<BackToBackListFilters, 'page' | 'pageSize' | 'sort'>;
type OperationDb = Database & { o: BackToBackOperationsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type OperationQuery = SelectQueryBuilder<OperationDb, 'o', {}>;

const SORT_COLUMNS: SortColumns<BackToBackSortField> = {
  operationDate: ['o.operation_date'],
  operationNumber: ['o.operation_number'],
  value: ['o.value'],
  id: ['o.id'],
};

/** `from back_to_back_operations o where <client scope> and <filters>`. */
export function filteredOperations(db: Kysely<Database>, f: Filters, scope: ClientScope): OperationQuery {
  let q: OperationQuery = db
    .selectFrom('back_to_back_operations as o')
    .where(inClientScope('o.client_id', scope));
  if (f.clientId) q = q.where('o.client_id', '=', f.clientId);
  // One status is written as equality so that the pending screen's partial index serves it.
  if (f.status?.length === 1)
    q = q.where('o.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('o.status', 'in', f.status);
  if (f.operationDateFrom) q = q.where('o.operation_date', '>=', f.operationDateFrom);
  if (f.operationDateTo) q = q.where('o.operation_date', '<=', f.operationDateTo);
  if (f.currency) q = q.where('o.currency', '=', f.currency);
  if (f.operationNumber) q = q.where('o.operation_number', '=', f.operationNumber);
  return q;
}

/** The client and both legs' contracts (either may be missing). */
function joined(q: OperationQuery) {
  return q
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .leftJoin('contracts as ik', 'ik.id', 'o.import_contract_id')
    .leftJoin('contracts as ek', 'ek.id', 'o.export_contract_id');
}

export function withColumns(q: OperationQuery) {
  return joined(q).select([
    'o.id',
    'o.operation_number',
    'o.operation_date',
    'o.client_id',
    'c.name as client_name',
    'o.currency',
    'o.value',
    'o.import_contract_id',
    'ik.contract_number as import_contract_number',
    'o.export_contract_id',
    'ek.contract_number as export_contract_number',
    'o.status',
    'o.settlement_date',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const contractRef = (id: string | null, number: string | null) =>
  id && number ? { id, contractNumber: number } : null;

export const toSummary = (r: SummaryRow): BackToBackSummary => ({
  id: r.id,
  operationNumber: r.operation_number,
  operationDate: r.operation_date,
  client: { id: r.client_id, name: r.client_name },
  currency: r.currency,
  value: r.value,
  importContract: contractRef(r.import_contract_id, r.import_contract_number),
  exportContract: contractRef(r.export_contract_id, r.export_contract_number),
  status: r.status,
  settlementDate: r.settlement_date,
});

/** One page of the operations the user's scope allows. */
export async function listBackToBack(
  db: Kysely<Database>,
  query: BackToBackListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<BackToBackSummary>> {
  const filtered = filteredOperations(db, query, scope);
  return listPage({
    db,
    // The page's ids first, then their client and legs: a deep page joins 25 rows, not all those before it.
    // As an array, so that the ids are read by the primary key (`in (select …)` hashes a whole-table scan).
    rows: idsFirst({
      table: db.selectFrom('back_to_back_operations as o'),
      filtered,
      id: 'o.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(backToBackList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function backToBackDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, BackToBackSortField, DownloadColumnId<typeof backToBackList>> {
  return {
    filtered: (filters, scope) => filteredOperations(db, filters, scope),
    joined,
    expressions: {
      operationNumber: 'o.operation_number',
      operationDate: 'o.operation_date',
      client: 'c.name',
      currency: 'o.currency',
      value: 'o.value',
      importContract: 'ik.contract_number',
      exportContract: 'ek.contract_number',
      status: 'o.status',
      settlementDate: 'o.settlement_date',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'o.id',
  };
}
