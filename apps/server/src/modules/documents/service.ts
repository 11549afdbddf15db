import {
  documentsList,
  setsNoFilter,
  type DocumentListFilters,
  type DocumentSortField,
  type DocumentSummary,
  type DownloadColumnId,
} from '@fxbo/domain';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema.js';
import {
  listPage,
  listPageSmallSetFirst,
  nullsLast,
  orderBySort,
  unaccentContains,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The documents list (/document, spec 3 "Document filters") and the document report (/document-report): their
 * filters as SQL, each in the form its index serves (migrations 0005 and 0022, docs/data-model.md "Indexes"),
 * the page, and the downloads' SQL. The report is the same query over its required issue period.
 */

export type Filters = Omit<DocumentListFilters, 'page' | 'pageSize' | 'sort'>;
type DocumentDb = Database & { d: DocumentsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type DocumentQuery = SelectQueryBuilder<DocumentDb, 'd', {}>;

/** Documents without due date or value come last in both directions (migration 0022's two indexes each). */
export const SORT_COLUMNS: SortColumns<DocumentSortField> = {
  issueDate: ['d.issue_date'],
  dueDate: [nullsLast('d.due_date')],
  value: [nullsLast('d.value')],
  id: ['d.id'],
};

/** The most matches of a contains-search read whole (http/list-query.ts `listPageSmallSetFirst`). */
export const WHOLE_SET_LIMIT = 1_000;

/** The contains-searches, each on its trigram index (migration 0022). */
const CONTAINS = {
  counterparty: 'd.counterparty_name',
  merchandise: 'd.merchandise',
  shippingCompany: 'd.shipping_company',
} as const;

/** `from documents d where <client scope> and <filters>`. */
export function filteredDocuments(db: Kysely<Database>, f: Filters, scope: ClientScope): DocumentQuery {
  let q: DocumentQuery = db.selectFrom('documents as d').where(inClientScope('d.client_id', scope));
  if (f.clientId) q = q.where('d.client_id', '=', f.clientId);
  if (f.type) q = q.where('d.document_type', '=', f.type);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.number) q = q.where('d.number', '=', f.number);
  if (f.poNumber) q = q.where('d.po_number', '=', f.poNumber);
  if (f.reference) q = q.where('d.reference', '=', f.reference);
  if (f.process) q = q.where('d.process', '=', f.process);
  for (const [filter, column] of Object.entries(CONTAINS)) {
    const text = f[filter as keyof typeof CONTAINS];
    if (text) q = q.where(unaccentContains(column, text));
  }
  if (f.issueDateFrom) q = q.where('d.issue_date', '>=', f.issueDateFrom);
  if (f.issueDateTo) q = q.where('d.issue_date', '<=', f.issueDateTo);
  if (f.dueDateFrom) q = q.where('d.due_date', '>=', f.dueDateFrom);
  if (f.dueDateTo) q = q.where('d.due_date', '<=', f.dueDateTo);
  if (f.currency) q = q.where('d.currency', '=', f.currency);
  if (f.valueFrom) q = q.where('d.value', '>=', f.valueFrom);
  if (f.valueTo) q = q.where('d.value', '<=', f.valueTo);
  return q;
}

const joined = (q: DocumentQuery) => q.innerJoin('clients as c', 'c.id', 'd.client_id');

export function withColumns(q: DocumentQuery) {
  return joined(q).select([
    'd.id',
    'd.document_type',
    'd.number',
    'd.client_id',
    'c.name as client_name',
    'd.issue_date',
    'd.due_date',
    'd.currency',
    'd.value',
    'd.status',
    'd.po_number',
    'd.reference',
    'd.process',
    'd.counterparty_name',
    'd.merchandise',
    'd.shipping_company',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const toSummary = (r: SummaryRow): DocumentSummary => ({
  id: r.id,
  type: r.document_type,
  number: r.number,
  client: { id: r.client_id, name: r.client_name },
  issueDate: r.issue_date,
  dueDate: r.due_date,
  // char(3): a value recorded without a currency cannot exist (documents_value_has_currency).
  currency: r.currency?.trim() ?? null,
  value: r.value,
  status: r.status,
  poNumber: r.po_number,
  reference: r.reference,
  process: r.process,
  counterparty: r.counterparty_name,
  merchandise: r.merchandise,
  shippingCompany: r.shipping_company,
});

/** The query's contains-search, if any: its page is planned by the number of matches. */
const searches = (f: Filters) => Object.keys(CONTAINS).some((k) => f[k as keyof typeof CONTAINS]);

/** One page of the documents the user's scope allows (the list's and the report's). */
export async function listDocuments(
  db: Kysely<Database>,
  query: DocumentListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<DocumentSummary>> {
  const filtered = filteredDocuments(db, query, scope);
  const ordered = <O>(q: SelectQueryBuilder<DocumentDb, 'd', O>) =>
    orderBySort(q, query.sort, SORT_COLUMNS, 'd.id');
  const byIds = (ids: string[]) =>
    ordered(withColumns(db.selectFrom('documents as d').where('d.id', 'in', ids)));
  if (searches(query)) {
    // A contains-search: few matches are read once by the trigram indexes, many walk the sort index.
    return listPageSmallSetFirst({
      db,
      filtered,
      sort: query.sort,
      columns: SORT_COLUMNS,
      tiebreaker: 'd.id',
      request: query,
      countThreshold: opts.countThreshold,
      // A merchandise or shipping company is shared by thousands of documents (a few dozen of each at the 1m
      // seed): beyond 1,000 matches the sort index is walked (1–11 ms) rather than every match read (17 ms).
      wholeSetLimit: WHOLE_SET_LIMIT,
      rowsOf: async (ids) => (await byIds(ids).execute()).map(toSummary),
      // The search in its indexed form, whose estimate the expression's statistics make right (10,071 for
      // "maersk"): the planner then walks the sort index. Hidden from the statistics (`|| ''`), it was guessed
      // at 20 rows, and the plan became a sequential scan with a sort (1.4 s) or a parallel walk (52 ms).
      largeRows: async (limit, offset) =>
        (await ordered(withColumns(filtered)).limit(limit).offset(offset).execute()).map(toSummary),
    });
  }
  return listPage({
    db,
    // The page's ids first, then their client: a deep page joins 25 rows, not all those before it. As an
    // array, so that the ids are read by the primary key.
    rows: idsFirst({
      table: db.selectFrom('documents as d'),
      filtered,
      id: 'd.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(documentsList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV, XLSX and the report's PDF): the filters and sort, each column's SQL. */
export function documentDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, DocumentSortField, DownloadColumnId<typeof documentsList>> {
  return {
    filtered: (filters, scope) => filteredDocuments(db, filters, scope),
    joined: (q) => q.innerJoin('clients as c', 'c.id', 'd.client_id'),
    expressions: {
      type: 'd.document_type',
      number: 'd.number',
      client: 'c.name',
      issueDate: 'd.issue_date',
      dueDate: 'd.due_date',
      currency: 'd.currency',
      value: 'd.value',
      status: 'd.status',
      poNumber: 'd.po_number',
      reference: 'd.reference',
      process: 'd.process',
      counterparty: 'd.counterparty_name',
      merchandise: 'd.merchandise',
      shippingCompany: 'd.shipping_company',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'd.id',
  };
}
