import { remittancesList } from '@fxbo/domain';
import { listBench } from './declare.js';

// Eleven typical screens; the sample is the busiest client's 501st remittance.
export const remittancesBench = listBench(remittancesList, {
  sample: { as: 'client', at: 501, latest: 'paymentDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: { sort: 'includeDate:desc' } },
    { name: 'all, page 40', as: 'staff', query: { page: '40', sort: 'includeDate:desc' } },
    { name: 'beneficiary CPF/CNPJ', as: 'staff', query: { taxId: '{row.beneficiaryTaxId}' } },
    { name: 'reference', as: 'staff', query: { reference: '{row.reference}' } },
    {
      name: 'status paid + payment week',
      as: 'staff',
      query: {
        status: 'paid',
        paymentDateFrom: '{latest-7}',
        paymentDateTo: '{latest}',
        sort: 'paymentDate:desc',
      },
    },
    { name: 'beneficiary name contains', as: 'staff', query: { name: 'silva' } },
    {
      name: 'inclusion month, oldest first',
      as: 'staff',
      query: { includeDateFrom: '{latest-30}', includeDateTo: '{latest}', sort: 'includeDate:asc' },
    },
    { name: 'by duplicity', as: 'staff', query: { type: 'duplicity' } },
    { name: 'client user, newest first', as: 'client', query: {} },
    {
      name: 'client user, remittant + payment month',
      as: 'client',
      query: { shipperId: '{row.shipper.id}', paymentDateFrom: '{latest-30}', paymentDateTo: '{latest}' },
    },
    {
      // A month a year back in the default (inclusion) order: the correlated-dates case of listPageCountFirst.
      name: 'status paid + payment month a year ago',
      as: 'staff',
      query: { status: 'paid', paymentDateFrom: '{latest-365}', paymentDateTo: '{latest-335}' },
    },
    { name: 'largest ME value first', as: 'staff', query: { sort: 'meValue:desc' } },
    { name: 'MN value, smallest first, page 40', as: 'staff', query: { sort: 'mnValue:asc', page: '40' } },
    {
      name: 'status paid, largest MN value first',
      as: 'staff',
      query: { status: 'paid', sort: 'mnValue:desc' },
    },
    { name: 'client user, largest ME value first', as: 'client', query: { sort: 'meValue:desc' } },
    { name: 'totals, all', as: 'staff', query: {}, totals: true },
    {
      name: 'totals, status paid + payment week',
      as: 'staff',
      query: { status: 'paid', paymentDateFrom: '{latest-7}', paymentDateTo: '{latest}' },
      totals: true,
    },
    { name: 'totals, client user', as: 'client', query: {}, totals: true },
  ],
});
