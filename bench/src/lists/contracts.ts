import { contractsList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is the bench client's newest contract (the busiest client by remittances, id 1) that has what
// the combinations read, a Bacen number and a customer reference: the bench moves past a newer one without.
export const contractsBench = listBench(contractsList, {
  sample: { as: 'client', at: 1, latest: 'contractDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    { name: 'Bacen number', as: 'staff', query: { bacenNumber: '{row.bacenNumber}' } },
    {
      name: 'customer reference',
      as: 'staff',
      query: { customerReference: '{row.references.customer_reference.0}' },
    },
    {
      name: 'keyword, a reference number',
      as: 'staff',
      query: { keyword: '{row.references.customer_reference.0}' },
    },
    { name: 'keyword, a name', as: 'staff', query: { keyword: 'wisozk' } },
    // A phrase of the seed's notes that 4,939 contracts share: the plan for many matches.
    { name: 'keyword, a common phrase', as: 'staff', query: { keyword: 'carta de crédito' } },
    { name: 'keyword, a contract number', as: 'staff', query: { keyword: '{row.contractNumber}' } },
    { name: 'payer/receiver contains', as: 'staff', query: { counterparty: '{row.counterparty}' } },
    {
      name: 'client + year',
      as: 'staff',
      query: { clientId: '{row.client.id}', contractDateFrom: '{latest-365}', contractDateTo: '{latest}' },
    },
    {
      name: 'month, oldest first',
      as: 'staff',
      query: { contractDateFrom: '{latest-30}', contractDateTo: '{latest}', sort: 'contractDate:asc' },
    },
    { name: 'ME value 50,000 to 60,000', as: 'staff', query: { meValueFrom: '50000', meValueTo: '60000' } },
    { name: 'largest ME value first', as: 'staff', query: { sort: 'meValue:desc' } },
    { name: 'MN value, smallest first', as: 'staff', query: { sort: 'mnValue:asc' } },
    { name: 'totals, all', as: 'staff', query: {}, totals: true },
    { name: 'totals, currency GBP', as: 'staff', query: { currency: 'GBP' }, totals: true },
    { name: 'totals, client user', as: 'client', query: {}, totals: true },
    { name: 'currency GBP', as: 'staff', query: { currency: 'GBP' } },
    { name: 'type import', as: 'staff', query: { type: 'import' } },
    { name: 'bank', as: 'staff', query: { bank: '341' } },
    { name: 'nature', as: 'staff', query: { nature: '{row.natureCode}' } },
    { name: 'client user, newest first', as: 'client', query: {} },
    {
      name: 'client user, keyword',
      as: 'client',
      query: { keyword: '{row.references.customer_reference.0}' },
    },
  ],
});
