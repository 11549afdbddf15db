import {
  rdesList,
  rdeTypesNamed,
  setsNoFilter,
  type DownloadColumnId,
  type RdeListFilters,
  type RdeSortField,
  type RdeSummary,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, RdesTable } from '../../db/schema.js';
import {
  containsPattern,
  listPage,
  unaccentContains,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The RDE list (/rde, spec 2 Document "RDE") and its report: the filters as SQL, each in the form its index
 * serves (migrations 0005 and 0023, docs/data-model.md "Indexes"), the page, and the downloads' SQL. The report
 * is the same query with the document type required (the domain refuses its absence).
 */

/** The filters of the list and of the report (the report's type is required, the same field). */
export type Filters = Omit<RdeListFilters, 'page' | 'pageSize' | 'sort'>;
type RdeDb = Database & { r: RdesTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type RdeQuery = SelectQueryBuilder<RdeDb, 'r', {}>;

export const SORT_COLUMNS: SortColumns<RdeSortField> = {
  registrationDate: ['r.registration_date'],
  rdeNumber: ['r.rde_number'],
  value: ['r.value'],
  id: ['r.id'],
};

/** The keyword's text of an RDE, exactly the expression of migration 0023's rdes_search_trgm. */
const SEARCH_TEXT = sql`f_unaccent(r.rde_number || ' ' || coalesce(r.counterparty_name, ''))`;

/**
 * The keyword: a module's name, today's or former ('RDE-ROF', 'SCE-Crédito', 'IED'…), selects that module;
 * any other text is looked for in the number and the counterparty, accent- and case-insensitive.
 */
export function keywordMatches(keyword: string): Expression<SqlBool> {
  const types = rdeTypesNamed(keyword);
  if (types.length === 1) return sql<SqlBool>`r.rde_type = ${types[0]}`;
  if (types.length > 1) return sql<SqlBool>`r.rde_type in (${sql.join(types)})`;
  return sql<SqlBool>`${SEARCH_TEXT} ilike f_unaccent(${containsPattern(keyword)})`;
}

/** `from rdes r where <client scope> and <filters>`. */
export function filteredRdes(db: Kysely<Database>, f: Filters, scope: ClientScope): RdeQuery {
  let q: RdeQuery = db.selectFrom('rdes as r').where(inClientScope('r.client_id', scope));
  if (f.keyword) q = q.where(keywordMatches(f.keyword));
  if (f.rdeType) q = q.where('r.rde_type', '=', f.rdeType);
  if (f.rdeNumber) q = q.where('r.rde_number', '=', f.rdeNumber);
  if (f.clientId) q = q.where('r.client_id', '=', f.clientId);
  if (f.counterparty) q = q.where(unaccentContains('r.counterparty_name', f.counterparty));
  // One status is written as equality so that its index serves it.
  if (f.status?.length === 1)
    q = q.where('r.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('r.status', 'in', f.status);
  if (f.registrationDateFrom) q = q.where('r.registration_date', '>=', f.registrationDateFrom);
  if (f.registrationDateTo) q = q.where('r.registration_date', '<=', f.registrationDateTo);
  if (f.currency) q = q.where('r.currency', '=', f.currency);
  if (f.valueFrom) q = q.where('r.value', '>=', f.valueFrom);
  if (f.valueTo) q = q.where('r.value', '<=', f.valueTo);
  return q;
}

function joined(q: RdeQuery) {
  return q.innerJoin('clients as c', 'c.id', 'r.client_id');
}

export function withColumns(q: RdeQuery) {
  return joined(q).select([
    'r.id',
    'r.rde_number',
    'r.rde_type',
    'r.client_id',
    'c.name as client_name',
    'r.counterparty_name',
    'r.counterparty_country',
    'r.currency',
    'r.value',
    'r.registration_date',
    'r.status',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const toSummary = (r: SummaryRow): RdeSummary => ({
  id: r.id,
  rdeNumber: r.rde_number,
  rdeType: r.rde_type,
  client: { id: r.client_id, name: r.client_name },
  counterparty: r.counterparty_name,
  counterpartyCountry: r.counterparty_country,
  currency: r.currency,
  value: r.value,
  registrationDate: r.registration_date,
  status: r.status,
});

/** One page of the registrations the user's scope allows (the list's and the report's). */
export async function listRdes(
  db: Kysely<Database>,
  query: RdeListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<RdeSummary>> {
  const filtered = filteredRdes(db, query, scope);
  return listPage({
    db,
    // The page's ids first, then their clients: a deep page joins 25 rows, not all those before it. As an
    // array, so that the ids are read by the primary key.
    rows: idsFirst({
      table: db.selectFrom('rdes as r'),
      filtered,
      id: 'r.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(rdesList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV, XLSX and the report's PDF, platform/list-routes.ts): each column's SQL. */
export function rdeDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, RdeSortField, DownloadColumnId<typeof rdesList>> {
  return {
    filtered: (filters, scope) => filteredRdes(db, filters, scope),
    joined,
    expressions: {
      rdeNumber: 'r.rde_number',
      rdeType: 'r.rde_type',
      client: 'c.name',
      counterparty: 'r.counterparty_name',
      counterpartyCountry: 'r.counterparty_country',
      currency: 'r.currency',
      value: 'r.value',
      registrationDate: 'r.registration_date',
      status: 'r.status',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'r.id',
  };
}
