import { parcelsList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's oldest pending parcel (its reference and invoice are the exact filters'). The client
// user's combinations take nothing from it: the bench client may have no parcel.
export const parcelsBench = listBench(parcelsList, {
  sample: { as: 'staff', at: 1, latest: 'closureDate' },
  combos: [
    { name: 'pending, oldest closure first', as: 'staff', query: { status: 'pending' } },
    { name: 'all, oldest closure first', as: 'staff', query: {} },
    { name: 'all, newest closure first', as: 'staff', query: { sort: 'closureDate:desc' } },
    { name: 'pending, page 40', as: 'staff', query: { status: 'pending', page: '40' } },
    { name: 'pending, largest value first', as: 'staff', query: { status: 'pending', sort: 'value:desc' } },
    { name: 'all, value ascending', as: 'staff', query: { sort: 'value:asc' } },
    {
      name: 'pending, closure month',
      as: 'staff',
      query: { status: 'pending', closureDateFrom: '{latest-30}', closureDateTo: '{latest}' },
    },
    { name: 'pending, currency EUR', as: 'staff', query: { status: 'pending', currency: 'EUR' } },
    { name: 'authorized', as: 'staff', query: { status: 'authorized' } },
    {
      name: 'pending, value range',
      as: 'staff',
      query: { status: 'pending', valueFrom: '10000', valueTo: '50000' },
    },
    { name: 'client of the sample', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'reference', as: 'staff', query: { reference: '{row.reference}' } },
    { name: 'invoice', as: 'staff', query: { invoice: '{row.invoice}' } },
    { name: 'client user, pending', as: 'client', query: { status: 'pending' } },
    { name: 'client user, all', as: 'client', query: {} },
  ],
});
