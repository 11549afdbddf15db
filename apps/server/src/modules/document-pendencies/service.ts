import {
  documentPendenciesList,
  setsNoFilter,
  type DocumentPendencyListFilters,
  type DocumentPendencySortField,
  type DocumentPendencySummary,
  type DownloadColumnId,
} from '@fxbo/domain';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, DocumentPendenciesTable } from '../../db/schema.js';
import {
  listPage,
  saoPauloDayStart,
  unaccentContains,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The pending documents list (/documents-pending): pendencies with their document and client. A pendency
 * carries its document's client and type (migration 0027, held equal by a foreign key), so the client scope,
 * the client and the type filter the pendency's own columns; each filter in the form its index serves
 * (migrations 0025 and 0027): the open ones and all by creation, by client and by type, the summary by
 * trigrams. The document and the client are joined for the page's rows only.
 */

export type Filters = Omit<DocumentPendencyListFilters, 'page' | 'pageSize' | 'sort'>;
type PendencyDb = Database & { p: DocumentPendenciesTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type PendencyQuery = SelectQueryBuilder<PendencyDb, 'p', {}>;

const SORT_COLUMNS: SortColumns<DocumentPendencySortField> = {
  createdAt: ['p.created_at'],
  id: ['p.id'],
};

/** `from document_pendencies p where <filters>`, the scope included: the pendencies alone. */
export function filteredPendencies(db: Kysely<Database>, f: Filters, scope: ClientScope): PendencyQuery {
  let q: PendencyQuery = db.selectFrom('document_pendencies as p');
  if (scope !== undefined) q = q.where(inClientScope('p.client_id', scope));
  if (f.clientId) q = q.where('p.client_id', '=', f.clientId);
  if (f.documentType) q = q.where('p.document_type', '=', f.documentType);
  if (f.status === 'open') q = q.where('p.resolved_at', 'is', null);
  if (f.status === 'resolved') q = q.where('p.resolved_at', 'is not', null);
  // São Paulo days over the timestamp.
  if (f.createdAtFrom) q = q.where('p.created_at', '>=', saoPauloDayStart(f.createdAtFrom));
  if (f.createdAtTo) q = q.where('p.created_at', '<', saoPauloDayStart(f.createdAtTo, 1));
  if (f.summary) q = q.where(unaccentContains('p.summary', f.summary));
  return q;
}

const joined = (q: PendencyQuery) =>
  q.innerJoin('documents as d', 'd.id', 'p.document_id').innerJoin('clients as c', 'c.id', 'p.client_id');

function withColumns(q: PendencyQuery) {
  return joined(q).select([
    'p.id',
    'p.document_id',
    'd.number as document_number',
    'p.document_type',
    'p.client_id',
    'c.name as client_name',
    'p.summary',
    'p.description',
    'p.created_at',
    'p.resolved_at',
    'p.resolution_note',
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toSummary = (r: SummaryRow): DocumentPendencySummary => ({
  id: r.id,
  document: { id: r.document_id, number: r.document_number, type: r.document_type },
  client: { id: r.client_id, name: r.client_name },
  summary: r.summary,
  description: r.description,
  createdAt: r.created_at.toISOString(),
  status: r.resolved_at ? 'resolved' : 'open',
  resolvedAt: r.resolved_at?.toISOString() ?? null,
  resolutionNote: r.resolution_note,
});

/** One pendency as the list shows it (after an action, once its scope was checked). */
export async function getPendency(db: Kysely<Database>, id: string): Promise<DocumentPendencySummary> {
  const row = await withColumns(
    db.selectFrom('document_pendencies as p').where('p.id', '=', id),
  ).executeTakeFirstOrThrow();
  return toSummary(row);
}

/** One page of the pendencies the user's scope allows. */
export async function listPendencies(
  db: Kysely<Database>,
  query: DocumentPendencyListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<DocumentPendencySummary>> {
  const filtered = filteredPendencies(db, query, scope);
  return listPage({
    db,
    // The page's ids first (an array, read by the primary key), then their documents and clients.
    rows: idsFirst({
      table: db.selectFrom('document_pendencies as p'),
      filtered,
      id: 'p.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(documentPendenciesList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX): the list's filters and sort, each column's SQL. */
export function pendencyDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, DocumentPendencySortField, DownloadColumnId<typeof documentPendenciesList>> {
  return {
    filtered: (filters, scope) => filteredPendencies(db, filters, scope),
    joined,
    expressions: {
      documentType: 'p.document_type',
      documentNumber: 'd.number',
      client: 'c.name',
      summary: 'p.summary',
      description: 'p.description',
      createdAt: 'p.created_at',
      status: "case when p.resolved_at is null then 'open' else 'resolved' end",
      resolvedAt: 'p.resolved_at',
      resolutionNote: 'p.resolution_note',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'p.id',
  };
}
