import type {
  DownloadColumnId,
  ExportLiquidationListFilters,
  ExportLiquidationSortField,
  ExportLiquidationSummary,
  exportLiquidationList,
} from '@fxbo/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ContractsTable, Database } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The export contracts to liquidate (/import-export/export-contracts/liquidate): the open export contracts of
 * the user's clients, due first. Every query keeps `status = 'open' and contract_type = 'export'` as written,
 * so that migration 0026's partial indexes serve it (by liquidation date, by client, by currency).
 */

export type Filters = Omit<ExportLiquidationListFilters, 'page' | 'pageSize' | 'sort'>;
type ContractDb = Database & { k: ContractsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type ContractQuery = SelectQueryBuilder<ContractDb, 'k', {}>;

const SORT_COLUMNS: SortColumns<ExportLiquidationSortField> = {
  liquidationDate: ['k.liquidation_date'],
  id: ['k.id'],
};

/** What is still open of a contract: its ME value less what was liquidated (numeric, exact). */
const OPEN_AMOUNT = '(k.me_value - k.liquidated_me_value)';

/** `from contracts k where <open export> and <client scope> and <filters>`. */
export function filteredOpenExports(db: Kysely<Database>, f: Filters, scope: ClientScope): ContractQuery {
  let q: ContractQuery = db
    .selectFrom('contracts as k')
    .where('k.status', '=', 'open')
    .where('k.contract_type', '=', 'export')
    .where(inClientScope('k.client_id', scope));
  if (f.clientId) q = q.where('k.client_id', '=', f.clientId);
  if (f.liquidationDateFrom) q = q.where('k.liquidation_date', '>=', f.liquidationDateFrom);
  if (f.liquidationDateTo) q = q.where('k.liquidation_date', '<=', f.liquidationDateTo);
  if (f.currency) q = q.where('k.currency', '=', f.currency);
  if (f.contractNumber) q = q.where('k.contract_number', '=', f.contractNumber);
  return q;
}

function joined(q: ContractQuery) {
  return q.innerJoin('clients as c', 'c.id', 'k.client_id');
}

/** A contract's row as the list shows it (any status: the action answers with a liquidated one too). */
export function withColumns(q: ContractQuery) {
  return joined(q).select([
    'k.id',
    'k.contract_number',
    'k.client_id',
    'c.name as client_name',
    'k.contract_date',
    'k.liquidation_date',
    'k.currency',
    'k.me_value',
    'k.liquidated_me_value',
    sql<string>`${sql.raw(OPEN_AMOUNT)}`.as('open_amount'),
    'k.counterparty_name',
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const toSummary = (r: SummaryRow): ExportLiquidationSummary => ({
  id: r.id,
  contractNumber: r.contract_number,
  client: { id: r.client_id, name: r.client_name },
  contractDate: r.contract_date,
  liquidationDate: r.liquidation_date,
  currency: r.currency,
  meValue: r.me_value,
  liquidatedMeValue: r.liquidated_me_value,
  openAmount: r.open_amount,
  counterparty: r.counterparty_name,
});

/** One page of the open export contracts the user's scope allows. */
export async function listExportLiquidation(
  db: Kysely<Database>,
  query: ExportLiquidationListFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<ExportLiquidationSummary>> {
  const filtered = filteredOpenExports(db, query, scope);
  return listPage({
    db,
    // The page's ids first (by the partial indexes), then their clients: a deep page joins 25 rows.
    rows: idsFirst({
      table: db.selectFrom('contracts as k'),
      filtered,
      id: 'k.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: false,
    map: toSummary,
  });
}

/** The downloads (CSV and XLSX, platform/list-routes.ts): the list's filters and sort, each column's SQL. */
export function exportLiquidationDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, ExportLiquidationSortField, DownloadColumnId<typeof exportLiquidationList>> {
  return {
    filtered: (filters, scope) => filteredOpenExports(db, filters, scope),
    joined,
    expressions: {
      contractNumber: 'k.contract_number',
      client: 'c.name',
      contractDate: 'k.contract_date',
      liquidationDate: 'k.liquidation_date',
      currency: 'k.currency',
      meValue: 'k.me_value',
      liquidatedMeValue: 'k.liquidated_me_value',
      openAmount: OPEN_AMOUNT,
      counterparty: 'k.counterparty_name',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'k.id',
  };
}
