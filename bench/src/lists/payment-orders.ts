import { paymentOrdersList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is the bench client's 22nd order, newest registration first: that client (the busiest by
// remittances) has 29 orders at the 1m seed's volume, and the 22nd has a reference (the 21st none).
export const paymentOrdersBench = listBench(paymentOrdersList, {
  sample: { as: 'client', at: 22, latest: 'registerDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    { name: 'state canceled', as: 'staff', query: { state: 'canceled' } },
    { name: 'largest credit value first', as: 'staff', query: { sort: 'creditValue:desc' } },
    { name: 'state waiting credit date', as: 'staff', query: { state: 'waiting_credit_date' } },
    { name: 'issuer contains', as: 'staff', query: { issuer: 'wisozk' } },
    { name: 'OPR number', as: 'staff', query: { oprNumber: '{row.oprNumber}' } },
    { name: 'reference', as: 'staff', query: { reference: '{row.reference}' } },
    { name: 'currency EUR', as: 'staff', query: { currency: 'EUR' } },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    {
      name: 'register month, oldest first',
      as: 'staff',
      query: { registerDateFrom: '{latest-30}', registerDateTo: '{latest}', sort: 'registerDate:asc' },
    },
    {
      name: 'document month a year ago',
      as: 'staff',
      query: { documentDateFrom: '{latest-365}', documentDateTo: '{latest-335}' },
    },
    {
      name: 'credit week, by credit date',
      as: 'staff',
      query: { creditDateFrom: '{latest-7}', creditDateTo: '{latest}', sort: 'creditDate:desc' },
    },
    {
      name: 'credit value 50,000 to 60,000',
      as: 'staff',
      query: { creditValueFrom: '50000', creditValueTo: '60000' },
    },
    { name: 'client user, newest first', as: 'client', query: {} },
    { name: 'client user, issuer name', as: 'client', query: { issuer: '{row.issuer}' } },
  ],
});
