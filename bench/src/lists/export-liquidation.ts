import { exportLiquidationList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's first contract due (its number is the exact filter's). No client user's screens: a
// staff-only queue (§45) answers a client's user 403.
export const exportLiquidationBench = listBench(exportLiquidationList, {
  sample: { as: 'staff', at: 1, latest: 'liquidationDate' },
  combos: [
    { name: 'open, due first', as: 'staff', query: {} },
    { name: 'open, page 40', as: 'staff', query: { page: '40' } },
    { name: 'open, latest due first', as: 'staff', query: { sort: 'liquidationDate:desc' } },
    {
      name: 'liquidation month',
      as: 'staff',
      query: { liquidationDateFrom: '{latest-30}', liquidationDateTo: '{latest}' },
    },
    { name: 'currency CAD', as: 'staff', query: { currency: 'CAD' } },
    { name: 'currency USD', as: 'staff', query: { currency: 'USD' } },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'contract number', as: 'staff', query: { contractNumber: '{row.contractNumber}' } },
  ],
});
