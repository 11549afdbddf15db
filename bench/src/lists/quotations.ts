import { quotationsList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is the bench client's newest quotation (it sees one at the 1m volume; its currency and the newest date are what the
// combinations take from it; the client user's list may hold its group's quotations, so none takes the
// sample's client or bank, which may be absent). Bank 341 (Itaú) is one of the seed's FX banks.
export const quotationsBench = listBench(quotationsList, {
  sample: { as: 'client', at: 1, latest: 'quotationDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    {
      name: 'date month, oldest first',
      as: 'staff',
      query: { quotationDateFrom: '{latest-30}', quotationDateTo: '{latest}', sort: 'quotationDate:asc' },
    },
    { name: 'currency EUR', as: 'staff', query: { currency: 'EUR' } },
    {
      name: 'value 50,000 to 60,000',
      as: 'staff',
      query: { quotedAmountFrom: '50000', quotedAmountTo: '60000' },
    },
    { name: 'value, largest first', as: 'staff', query: { sort: 'quotedAmount:desc' } },
    { name: 'totals, all', as: 'staff', query: {}, totals: true },
    { name: 'totals, currency EUR', as: 'staff', query: { currency: 'EUR' }, totals: true },
    { name: 'totals, client user', as: 'client', query: {}, totals: true },
    { name: 'winning bank 341', as: 'staff', query: { bankCode: '341' } },
    { name: 'client user, newest first', as: 'client', query: {} },
    {
      name: 'client user, date year',
      as: 'client',
      query: { quotationDateFrom: '{latest-365}', quotationDateTo: '{latest}' },
    },
    { name: 'client user, currency', as: 'client', query: { currency: '{row.currency}' } },
    {
      name: 'client user, value range',
      as: 'client',
      query: { quotedAmountFrom: '10000', quotedAmountTo: '1000000' },
    },
  ],
});
