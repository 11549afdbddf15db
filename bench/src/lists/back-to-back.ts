import { backToBackList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's newest operation (its number is the exact filter's). The client user's combinations
// take nothing from it: the bench client may have no operation.
export const backToBackBench = listBench(backToBackList, {
  sample: { as: 'staff', at: 1, latest: 'operationDate' },
  combos: [
    { name: 'pending, newest first', as: 'staff', query: { status: 'pending' } },
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    {
      name: 'date month, oldest first',
      as: 'staff',
      query: { operationDateFrom: '{latest-30}', operationDateTo: '{latest}', sort: 'operationDate:asc' },
    },
    { name: 'pending, currency EUR', as: 'staff', query: { status: 'pending', currency: 'EUR' } },
    { name: 'value, largest first', as: 'staff', query: { sort: 'value:desc' } },
    { name: 'operation number', as: 'staff', query: { operationNumber: '{row.operationNumber}' } },
    { name: 'client user, pending', as: 'client', query: { status: 'pending' } },
    {
      name: 'client user, date year',
      as: 'client',
      query: { operationDateFrom: '{latest-365}', operationDateTo: '{latest}' },
    },
  ],
});
