import { extractList } from '@fxbo/domain';
import { listBench } from './declare.js';

export const extractBench = listBench(extractList, {
  // The shipper of the busiest client's 501st remittance, in that remittance's currency.
  sample: { from: 'remittances', as: 'client', at: 501, latest: 'releaseDate' },
  params: { shipperId: '{row.shipper.id}' },
  combos: [
    { name: 'newest first', as: 'client', query: { currency: '{row.currency}' } },
    {
      name: 'a month, newest first',
      as: 'client',
      query: { currency: '{row.currency}', from: '{latest-30}', to: '{latest}' },
    },
    { name: 'oldest first', as: 'staff', query: { currency: '{row.currency}', sort: 'releaseDate:asc' } },
    { name: 'page 20', as: 'staff', query: { currency: '{row.currency}', page: '20' } },
  ],
});
