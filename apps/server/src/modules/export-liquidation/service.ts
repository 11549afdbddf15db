import { exportLiquidationList, exportLiquidationSummarySchema } from '@fxbo/domain';
import { sql, type SqlBool } from 'kysely';
import { listSource } from '../../platform/list-source.js';

/*
 * The export contracts to liquidate (/import-export/export-contracts/liquidate), declared
 * (platform/list-source.ts): the open export contracts of the user's clients, due first. Every query keeps
 * `status = 'open' and contract_type = 'export'` as written, so that migration 0026's partial indexes serve it
 * (by liquidation date, by client, by currency).
 */

export const exportLiquidationSource = listSource({
  resource: exportLiquidationList,
  row: exportLiquidationSummarySchema,
  from: 'contracts as k',
  joins: (q) => q.innerJoin('clients as c', 'c.id', 'k.client_id'),
  where: () => [
    sql<SqlBool>`${sql.ref('k.status')} = ${'open'}`,
    sql<SqlBool>`${sql.ref('k.contract_type')} = ${'export'}`,
  ],
  scope: 'k.client_id',
  fields: {
    id: 'k.id',
    contractNumber: 'k.contract_number',
    client: { id: 'k.client_id', name: 'c.name' },
    contractDate: 'k.contract_date',
    liquidationDate: 'k.liquidation_date',
    currency: 'k.currency',
    meValue: 'k.me_value',
    liquidatedMeValue: 'k.liquidated_me_value',
    // What is still open of a contract: its ME value less what was liquidated (numeric, exact).
    openAmount: '(k.me_value - k.liquidated_me_value)',
    counterparty: 'k.counterparty_name',
  },
  partOfTable: true,
});

/** One page of the open export contracts the user's scope allows. */
export const listExportLiquidation = exportLiquidationSource.list;
