import {
  setsNoFilter,
  type DownloadColumnId,
  type TradeContract,
  type TradeContractListFilters,
  type TradeContractSortField,
  importContractsList,
} from '@fxbo/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ContractsTable, Database } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The Imp/Exp contracts (import contracts screen, import and export reports): one client's contracts of one
 * type, each filter in the form contracts_client_type_date (migration 0024) serves, the open amount in SQL
 * (decimal), and each page's documents counted by kind after the page (contract_documents_contract).
 */

export type TradeType = 'import' | 'export';
export type Filters = Omit<TradeContractListFilters, 'page' | 'pageSize' | 'sort'>;
type ContractDb = Database & { c: ContractsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
type ContractQuery = SelectQueryBuilder<ContractDb, 'c', {}>;

const SORT_COLUMNS: SortColumns<TradeContractSortField> = {
  contractDate: ['c.contract_date'],
  contractNumber: ['c.contract_number'],
  meValue: ['c.me_value'],
  id: ['c.id'],
};

/** What is still open: the ME value less what was liquidated, none once liquidated or canceled. */
const OPEN_VALUE = `(case when c.status = 'open' then c.me_value - c.liquidated_me_value else 0.00::numeric(18,2) end)`;

/**
 * `from contracts c where <client scope> and type and <filters>`. A client outside the user's scope gives no
 * rows (as the contracts list does): the scope's condition and the client's are both applied.
 */
export function filteredTradeContracts(
  db: Kysely<Database>,
  type: TradeType,
  f: Filters,
  scope: ClientScope,
): ContractQuery {
  let q: ContractQuery = db
    .selectFrom('contracts as c')
    .where(inClientScope('c.client_id', scope))
    .where('c.contract_type', '=', type);
  if (f.clientId) q = q.where('c.client_id', '=', f.clientId);
  if (f.contractDateFrom) q = q.where('c.contract_date', '>=', f.contractDateFrom);
  if (f.contractDateTo) q = q.where('c.contract_date', '<=', f.contractDateTo);
  if (f.currency) q = q.where('c.currency', '=', f.currency);
  if (f.status?.length === 1)
    q = q.where('c.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('c.status', 'in', f.status);
  if (f.documentationStatus) q = q.where('c.documentation_status', '=', f.documentationStatus);
  if (f.contractNumber) q = q.where('c.contract_number', '=', f.contractNumber);
  return q;
}

function joined(q: ContractQuery) {
  return q.innerJoin('clients as cl', 'cl.id', 'c.client_id');
}

function withColumns(q: ContractQuery) {
  return joined(q).select([
    'c.id',
    'c.contract_number',
    'c.contract_date',
    'c.client_id',
    'cl.name as client_name',
    'c.counterparty_name',
    'c.currency',
    'c.me_value',
    'c.rate',
    'c.mn_value',
    'c.liquidated_me_value',
    sql<string>`${sql.raw(OPEN_VALUE)}`.as('open_value'),
    'c.status',
    'c.documentation_status',
    'c.liquidation_date',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];
type Counts = Pick<TradeContract, 'diCount' | 'reCount' | 'invoiceCount' | 'knowledgeCount'>;

const toSummary = (r: Row): Omit<TradeContract, keyof Counts> => ({
  id: r.id,
  contractNumber: r.contract_number,
  contractDate: r.contract_date,
  client: { id: r.client_id, name: r.client_name },
  counterparty: r.counterparty_name,
  currency: r.currency,
  meValue: r.me_value,
  rate: r.rate,
  mnValue: r.mn_value,
  liquidatedMeValue: r.liquidated_me_value,
  openValue: r.open_value,
  status: r.status,
  documentationStatus: r.documentation_status,
  liquidationDate: r.liquidation_date,
});

/** The counted kinds: DU-E counts with RE (it replaced it). */
const COUNTED: Record<string, keyof Counts> = {
  di: 'diCount',
  re: 'reCount',
  due: 'reCount',
  invoice: 'invoiceCount',
  knowledge: 'knowledgeCount',
};
const NONE: Counts = { diCount: 0, reCount: 0, invoiceCount: 0, knowledgeCount: 0 };

/** The page's documents counted by kind, read after the page so that skipped rows cost nothing. */
async function withDocumentCounts(
  db: Kysely<Database>,
  page: Page<Omit<TradeContract, keyof Counts>>,
): Promise<Page<TradeContract>> {
  const ids = page.items.map((r) => r.id);
  const rows = ids.length
    ? await db
        .selectFrom('contract_documents')
        .select(['contract_id', 'kind', (eb) => eb.fn.countAll<string>().as('n')])
        .where('contract_id', 'in', ids)
        .where('kind', 'in', ['di', 're', 'due', 'invoice', 'knowledge'])
        .groupBy(['contract_id', 'kind'])
        .execute()
    : [];
  const byContract = new Map<string, Counts>();
  for (const r of rows) {
    const counts = byContract.get(r.contract_id) ?? { ...NONE };
    const field = COUNTED[r.kind];
    if (field) counts[field] += Number(r.n);
    byContract.set(r.contract_id, counts);
  }
  return { ...page, items: page.items.map((r) => ({ ...r, ...(byContract.get(r.id) ?? NONE) })) };
}

/** One page of a client's contracts of `type` (the filters' client is required by the resource). */
export async function listTradeContracts(
  db: Kysely<Database>,
  type: TradeType,
  query: TradeContractListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<TradeContract>> {
  const filtered = filteredTradeContracts(db, type, query, scope);
  const page = await listPage({
    db,
    // The page's ids first, then their client: a deep page joins 25 rows, not all those before it.
    rows: idsFirst({
      table: db.selectFrom('contracts as c'),
      filtered,
      id: 'c.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(importContractsList.filters, query),
    map: toSummary,
  });
  return withDocumentCounts(db, page);
}

const documentCount = (...kinds: string[]) =>
  `(select count(*) from contract_documents d where d.contract_id = c.id and d.kind in (${kinds.map((k) => `'${k}'`).join(', ')}))`;

/** The downloads (CSV, XLSX and the reports' PDF): the list's filters and sort, each column's SQL. */
export function tradeContractDownloads(
  db: Kysely<Database>,
  type: TradeType,
): DownloadMapping<
  Filters,
  TradeContractSortField,
  DownloadColumnId<typeof importContractsList> | 'reCount'
> {
  return {
    filtered: (filters, scope) => filteredTradeContracts(db, type, filters, scope),
    joined: (q) => joined(q as ContractQuery),
    expressions: {
      contractNumber: 'c.contract_number',
      contractDate: 'c.contract_date',
      client: 'cl.name',
      counterparty: 'c.counterparty_name',
      currency: 'c.currency',
      meValue: 'c.me_value',
      liquidatedMeValue: 'c.liquidated_me_value',
      openValue: OPEN_VALUE,
      status: 'c.status',
      documentationStatus: 'c.documentation_status',
      diCount: documentCount('di'),
      reCount: documentCount('re', 'due'),
      invoiceCount: documentCount('invoice'),
      knowledgeCount: documentCount('knowledge'),
      liquidationDate: 'c.liquidation_date',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'c.id',
  };
}
