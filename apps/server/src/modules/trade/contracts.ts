import { importContractsList, tradeContractSchema, type TradeContract } from '@fxbo/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { afterPage, withAfterPage } from '../../platform/list-source-fields.js';
import { pageIdsFirst } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The Imp/Exp contracts (import contracts screen, import and export reports), declared
 * (platform/list-source.ts): one client's contracts of one type, each filter in the form
 * contracts_client_type_date (migration 0024) serves, the open amount in SQL (decimal), and each page's
 * documents counted by kind after the page (contract_documents_contract); a download counts each row's.
 */

export type TradeType = 'import' | 'export';
type Counts = Pick<TradeContract, 'diCount' | 'reCount' | 'invoiceCount' | 'knowledgeCount'>;

/** The counted kinds of each count: DU-E counts with RE (it replaced it). */
const COUNTED: Record<keyof Counts, readonly string[]> = {
  diCount: ['di'],
  reCount: ['re', 'due'],
  invoiceCount: ['invoice'],
  knowledgeCount: ['knowledge'],
};
const NONE: Counts = { diCount: 0, reCount: 0, invoiceCount: 0, knowledgeCount: 0 };

/** A count's SQL for one row (the downloads'). */
const documentCount = (kinds: readonly string[]) =>
  afterPage(
    `(select count(*) from contract_documents d where d.contract_id = c.id and d.kind in (${kinds.map((k) => `'${k}'`).join(', ')}))`,
  );

/** Each contract's documents counted by kind, read after the page so that skipped rows cost nothing. */
async function documentCountsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, Counts>> {
  const rows = await db
    .selectFrom('contract_documents')
    .select(['contract_id', 'kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('contract_id', 'in', ids)
    .where('kind', 'in', ['di', 're', 'due', 'invoice', 'knowledge'])
    .groupBy(['contract_id', 'kind'])
    .execute();
  const byContract = new Map<string, Counts>();
  for (const r of rows) {
    const counts = byContract.get(r.contract_id) ?? { ...NONE };
    const field = (Object.keys(COUNTED) as (keyof Counts)[]).find((k) => COUNTED[k].includes(r.kind));
    if (field) counts[field] += Number(r.n);
    byContract.set(r.contract_id, counts);
  }
  return byContract;
}

/** A client's contracts of `type` (the filters' client is required by the resource). */
const tradeContracts = (type: TradeType) =>
  listSource({
    resource: importContractsList,
    row: tradeContractSchema,
    from: 'contracts as c',
    joins: (q) => q.innerJoin('clients as cl', 'cl.id', 'c.client_id'),
    where: () => [sql<SqlBool>`${sql.ref('c.contract_type')} = ${type}`],
    // A client outside the user's scope gives no rows (as the contracts list does): both conditions apply.
    scope: 'c.client_id',
    fields: {
      id: 'c.id',
      contractNumber: 'c.contract_number',
      contractDate: 'c.contract_date',
      client: { id: 'c.client_id', name: 'cl.name' },
      counterparty: 'c.counterparty_name',
      currency: 'c.currency',
      meValue: 'c.me_value',
      rate: 'c.rate',
      mnValue: 'c.mn_value',
      liquidatedMeValue: 'c.liquidated_me_value',
      // What is still open: the ME value less what was liquidated, none once liquidated or canceled.
      openValue: `(case when c.status = 'open' then c.me_value - c.liquidated_me_value else 0.00::numeric(18,2) end)`,
      status: 'c.status',
      documentationStatus: 'c.documentation_status',
      liquidationDate: 'c.liquidation_date',
      diCount: documentCount(COUNTED.diCount),
      reCount: documentCount(COUNTED.reCount),
      invoiceCount: documentCount(COUNTED.invoiceCount),
      knowledgeCount: documentCount(COUNTED.knowledgeCount),
    },
    plan: async (parts) =>
      withAfterPage(await pageIdsFirst(parts), (ids) => documentCountsOf(parts.db, ids), NONE),
    partOfTable: true,
  });

/** The import contracts (the screen and the import report, `.also`) and the export contracts (the report). */
export const importContracts = tradeContracts('import');
export const exportContracts = tradeContracts('export');
