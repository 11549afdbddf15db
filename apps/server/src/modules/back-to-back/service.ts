import { backToBackList, backToBackSummarySchema } from '@fxbo/domain';
import { listSource } from '../../platform/list-source.js';

/*
 * The back-to-back operations list (/back-to-back and its pending screen), declared (platform/list-source.ts):
 * every filter takes its field's standard SQL, in the form its index serves (one status as equality, so that
 * the pending screen's partial index serves it). The client and both legs' contracts (either may be missing)
 * are joined for the page's rows only.
 */

export const backToBackSource = listSource({
  resource: backToBackList,
  row: backToBackSummarySchema,
  from: 'back_to_back_operations as o',
  joins: (q) =>
    q
      .innerJoin('clients as c', 'c.id', 'o.client_id')
      .leftJoin('contracts as ik', 'ik.id', 'o.import_contract_id')
      .leftJoin('contracts as ek', 'ek.id', 'o.export_contract_id'),
  scope: 'o.client_id',
  fields: {
    id: 'o.id',
    operationNumber: 'o.operation_number',
    operationDate: 'o.operation_date',
    client: { id: 'o.client_id', name: 'c.name' },
    currency: 'o.currency',
    value: 'o.value',
    importContract: { id: 'o.import_contract_id', contractNumber: 'ik.contract_number' },
    exportContract: { id: 'o.export_contract_id', contractNumber: 'ek.contract_number' },
    status: 'o.status',
    settlementDate: 'o.settlement_date',
  },
  downloads: { importContract: 'ik.contract_number', exportContract: 'ek.contract_number' },
});

/** One page of the operations the user's scope allows. */
export const listBackToBack = backToBackSource.list;
