import { rdeReport, rdesList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's newest registration (its number is the exact filter's, its counterparty the
// contains-search's). The client user's combinations take nothing from it.
export const rdesBench = listBench(rdesList, {
  sample: { as: 'staff', at: 1, latest: 'registrationDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    { name: 'type SCE-IED', as: 'staff', query: { rdeType: 'ied' } },
    { name: 'keyword RDE-ROF (the former name)', as: 'staff', query: { keyword: 'RDE-ROF' } },
    { name: 'keyword, a number', as: 'staff', query: { keyword: '{row.rdeNumber}' } },
    { name: 'keyword, a name', as: 'staff', query: { keyword: 'corp' } },
    { name: 'number', as: 'staff', query: { rdeNumber: '{row.rdeNumber}' } },
    { name: 'counterparty', as: 'staff', query: { counterparty: '{row.counterparty}' } },
    { name: 'status pending', as: 'staff', query: { status: 'pending' } },
    {
      name: 'registration month, oldest first',
      as: 'staff',
      query: {
        registrationDateFrom: '{latest-30}',
        registrationDateTo: '{latest}',
        sort: 'registrationDate:asc',
      },
    },
    { name: 'currency JPY', as: 'staff', query: { currency: 'JPY' } },
    { name: 'value from 10 million', as: 'staff', query: { valueFrom: '10000000' } },
    { name: 'value, largest first', as: 'staff', query: { sort: 'value:desc' } },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'client user, all', as: 'client', query: {} },
    { name: 'client user, type SCE-Crédito', as: 'client', query: { rdeType: 'rof' } },
  ],
});

export const rdeReportBench = listBench(rdeReport, {
  sample: { from: 'rdes', as: 'staff', at: 1, latest: 'registrationDate' },
  combos: [
    { name: 'type SCE-Crédito', as: 'staff', query: { rdeType: 'rof' } },
    {
      name: 'type SCE-IED, registration year',
      as: 'staff',
      query: { rdeType: 'ied', registrationDateFrom: '{latest-365}', registrationDateTo: '{latest}' },
    },
    {
      name: 'type portfolio, status settled',
      as: 'staff',
      query: { rdeType: 'portfolio', status: 'settled' },
    },
    { name: 'client user, type SCE-IED', as: 'client', query: { rdeType: 'ied' } },
  ],
});
