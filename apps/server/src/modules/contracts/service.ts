import {
  CONTRACT_REFERENCE_FILTERS,
  contractsList,
  setsNoFilter,
  type ContractListFilters,
  type ContractReferenceFilter,
  type ContractSortField,
  type ContractSummary,
  type DownloadColumnId,
} from '@fxbo/domain';
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ContractsTable, Database } from '../../db/schema.js';
import {
  containsPattern,
  listPage,
  listPageSmallSetFirst,
  orderBySort,
  unaccentContains,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { keptScopeTotals } from '../../platform/kept-amount-totals.js';

/*
 * The contracts list (/contract, spec 3 "Contract filters"): its filters as SQL, each in the form its index
 * serves (migrations 0003 and 0015, docs/data-model.md "Indexes"), the page, and the downloads' SQL.
 */

export type Filters = Omit<ContractListFilters, 'page' | 'pageSize' | 'sort'>;
type ContractDb = Database & { c: ContractsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
type ContractQuery = SelectQueryBuilder<ContractDb, 'c', {}>;

const SORT_COLUMNS: SortColumns<ContractSortField> = {
  contractDate: ['c.contract_date'],
  contractNumber: ['c.contract_number'],
  meValue: ['c.me_value'],
  mnValue: ['c.mn_value'],
  id: ['c.id'],
};

/** The most keyword matches read whole (http/list-query.ts `listPageSmallSetFirst`). */
export const KEYWORD_WHOLE_SET_LIMIT = 1_000;

/** The keyword's text of a contract, exactly the expression of migration 0015's contracts_search_trgm. */
const SEARCH_TEXT = sql`f_unaccent(contract_number || ' ' || coalesce(counterparty_name, '') || ' ' || coalesce(notes, ''))`;

/** The same text of the list's own row (alias c). */
const ROW_SEARCH_TEXT = sql`f_unaccent(c.contract_number || ' ' || coalesce(c.counterparty_name, '') || ' ' || coalesce(c.notes, ''))`;

/**
 * The keyword: contract number, payer/receiver and notes (one trigram index) or a reference number (another),
 * accent- and case-insensitive. `indexed`: the matching ids from both indexes; otherwise the same test as a
 * row condition, for plans that walk a sort index through frequent matches.
 */
function keywordMatches(text: string, indexed: boolean): Expression<SqlBool> {
  const pattern = containsPattern(text);
  if (indexed)
    return sql<SqlBool>`c.id in (
      select id from contracts where ${SEARCH_TEXT} ilike f_unaccent(${pattern})
      union
      select contract_id from contract_references where f_unaccent(number) ilike f_unaccent(${pattern}))`;
  // `|| ''` keeps the planner from taking the contracts' trigram index for the text. The reference numbers stay
  // on theirs: a word of the notes ("carta de crédito", 5,000 contracts) matches few of them, read once into a
  // hashed set (4 ms), where a row test per contract became a sequential scan of all 460,000 (900 ms).
  return sql<SqlBool>`((${ROW_SEARCH_TEXT} || '') ilike f_unaccent(${pattern})
    or c.id in (select r.contract_id from contract_references r
                where f_unaccent(r.number) ilike f_unaccent(${pattern})))`;
}

/** `from contracts c where <scope> and <filters>`; `indexed: false` for plans that walk a sort index. */
function filteredContracts(
  db: Kysely<Database>,
  f: Filters,
  scope: ClientScope,
  opts: { indexed?: boolean } = {},
): ContractQuery {
  const indexed = opts.indexed ?? true;
  let q: ContractQuery = db.selectFrom('contracts as c').where(inClientScope('c.client_id', scope));
  if (f.keyword) q = q.where(keywordMatches(f.keyword, indexed));
  if (f.clientId) q = q.where('c.client_id', '=', f.clientId);
  if (f.type) q = q.where('c.contract_type', '=', f.type);
  if (f.currency) q = q.where('c.currency', '=', f.currency);
  if (f.contractDateFrom) q = q.where('c.contract_date', '>=', f.contractDateFrom);
  if (f.contractDateTo) q = q.where('c.contract_date', '<=', f.contractDateTo);
  if (f.meValueFrom) q = q.where('c.me_value', '>=', f.meValueFrom);
  if (f.meValueTo) q = q.where('c.me_value', '<=', f.meValueTo);
  if (f.counterparty) q = q.where(unaccentContains('c.counterparty_name', f.counterparty, { indexed }));
  if (f.bank)
    q = q.where('c.bank_id', 'in', db.selectFrom('banks').select('id').where('compe_code', '=', f.bank));
  if (f.nature) q = q.where('c.nature_code', '=', f.nature);
  if (f.bacenNumber) q = q.where('c.bacen_number', '=', f.bacenNumber);
  for (const [filter, kind] of Object.entries(CONTRACT_REFERENCE_FILTERS)) {
    const number = f[filter as ContractReferenceFilter];
    if (number)
      q = q.where(
        'c.id',
        'in',
        db
          .selectFrom('contract_references')
          .select('contract_id')
          .where('kind', '=', kind)
          .where('number', '=', number),
      );
  }
  return q;
}

function withColumns(q: ContractQuery) {
  return q
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .leftJoin('banks as b', 'b.id', 'c.bank_id')
    .select([
      'c.id',
      'c.contract_number',
      'c.contract_date',
      'c.bacen_number',
      'c.contract_type',
      'c.status',
      'c.client_id',
      'cl.name as client_name',
      sql<string | null>`coalesce(b.short_name, b.name)`.as('bank_name'),
      'c.counterparty_name',
      'c.currency',
      'c.me_value',
      'c.rate',
      'c.mn_value',
      'c.nature_code',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toSummary = (r: Row): Omit<ContractSummary, 'references'> => ({
  id: r.id,
  contractNumber: r.contract_number,
  contractDate: r.contract_date,
  bacenNumber: r.bacen_number,
  type: r.contract_type,
  status: r.status,
  client: { id: r.client_id, name: r.client_name },
  bank: r.bank_name,
  counterparty: r.counterparty_name,
  currency: r.currency,
  meValue: r.me_value,
  rate: r.rate,
  mnValue: r.mn_value,
  natureCode: r.nature_code,
});

/** The page's reference numbers by kind, read after the page (by the primary key) so skipped rows cost none. */
async function withReferences(
  db: Kysely<Database>,
  page: Page<Omit<ContractSummary, 'references'>>,
): Promise<Page<ContractSummary>> {
  const ids = page.items.map((r) => r.id);
  const refs = ids.length
    ? await db
        .selectFrom('contract_references')
        .select(['contract_id', 'kind', 'number'])
        .where('contract_id', 'in', ids)
        .orderBy('contract_id')
        .orderBy('kind')
        .orderBy('number')
        .execute()
    : [];
  const byContract = new Map<string, ContractSummary['references']>();
  for (const r of refs) {
    const of = byContract.get(r.contract_id) ?? {};
    (of[r.kind] ??= []).push(r.number);
    byContract.set(r.contract_id, of);
  }
  return { ...page, items: page.items.map((r) => ({ ...r, references: byContract.get(r.id) ?? {} })) };
}

/** One page of the contracts the user's scope allows, with their reference numbers. */
export async function listContracts(
  db: Kysely<Database>,
  query: ContractListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<ContractSummary>> {
  return withReferences(db, await contractPage(db, query, scope, opts));
}

async function contractPage(
  db: Kysely<Database>,
  query: ContractListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number },
): Promise<Page<Omit<ContractSummary, 'references'>>> {
  const filtered = filteredContracts(db, query, scope);
  const ordered = (q: ContractQuery) => orderBySort(withColumns(q), query.sort, SORT_COLUMNS, 'c.id');
  const byIds = (ids: readonly string[] | RawBuilder<string>) =>
    ordered(db.selectFrom('contracts as c').where('c.id', 'in', ids as string[]));
  if (query.keyword || query.counterparty) {
    // A contains-search: few matches are read once by the trigram indexes, many walk the sort index.
    return listPageSmallSetFirst({
      db,
      filtered,
      sort: query.sort,
      columns: SORT_COLUMNS,
      tiebreaker: 'c.id',
      request: query,
      countThreshold: opts.countThreshold,
      // Notes are long: beyond 1,000 matches the date index is walked rather than every match rechecked.
      wholeSetLimit: KEYWORD_WHOLE_SET_LIMIT,
      rowsOf: async (ids) => (await byIds(ids).execute()).map(toSummary),
      largeRows: async (limit, offset) =>
        (
          await ordered(filteredContracts(db, query, scope, { indexed: false }))
            .limit(limit)
            .offset(offset)
            .execute()
        ).map(toSummary),
    });
  }
  // The planning strategy the filters need.
  return listPage({
    db,
    rows: ordered(filtered),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(contractsList.filters, query),
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function contractDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, ContractSortField, DownloadColumnId<typeof contractsList>> {
  return {
    filtered: (filters, scope) => filteredContracts(db, filters, scope),
    joined: (q) =>
      q.innerJoin('clients as cl', 'cl.id', 'c.client_id').leftJoin('banks as b', 'b.id', 'c.bank_id'),
    expressions: {
      contractNumber: 'c.contract_number',
      contractDate: 'c.contract_date',
      currency: 'c.currency',
      meValue: 'c.me_value',
      rate: 'c.rate',
      mnValue: 'c.mn_value',
      type: 'c.contract_type',
      counterparty: 'c.counterparty_name',
      client: 'cl.name',
      bank: 'coalesce(b.short_name, b.name)',
      status: 'c.status',
      bacenNumber: 'c.bacen_number',
      natureCode: 'c.nature_code',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'c.id',
    totalsUnjoined: true,
    scopeTotals: (scope) => keptScopeTotals(db, 'contracts', scope),
  };
}
