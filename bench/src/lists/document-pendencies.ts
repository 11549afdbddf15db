import { documentPendenciesList } from '@fxbo/domain';
import { listBench } from './declare.js';

export const documentPendenciesBench = listBench(documentPendenciesList, {
  sample: { as: 'staff', at: 1, latest: 'createdAt' },
  combos: [
    { name: 'open, newest first', as: 'staff', query: { status: 'open' } },
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'open, page 40', as: 'staff', query: { status: 'open', page: '40' } },
    { name: 'resolved, newest first', as: 'staff', query: { status: 'resolved' } },
    { name: 'all, oldest first', as: 'staff', query: { sort: 'createdAt:asc' } },
    { name: 'open, document type DI', as: 'staff', query: { status: 'open', documentType: 'di' } },
    {
      name: 'open, created month',
      as: 'staff',
      query: { status: 'open', createdAtFrom: '{latest-30}', createdAtTo: '{latest}' },
    },
    { name: 'open, summary contains', as: 'staff', query: { status: 'open', summary: 'pendente' } },
    { name: 'summary contains, no match', as: 'staff', query: { summary: 'zzqx' } },
    { name: 'client of the sample', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'client user, open', as: 'client', query: { status: 'open' } },
    { name: 'client user, all', as: 'client', query: {} },
  ],
});
