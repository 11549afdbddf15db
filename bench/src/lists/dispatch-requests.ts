import { dispatchRequestsList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's newest request of any status (its invoice number is the exact filter's).
export const dispatchRequestsBench = listBench(dispatchRequestsList, {
  sample: { as: 'staff', at: 1, latest: 'requestDate' },
  combos: [
    { name: 'pending, oldest first', as: 'staff', query: { status: 'pending' } },
    { name: 'all, oldest first', as: 'staff', query: {} },
    { name: 'all, newest first', as: 'staff', query: { sort: 'requestDate:desc' } },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    {
      name: 'registered, request month',
      as: 'staff',
      query: { status: 'registered', requestDateFrom: '{latest-30}', requestDateTo: '{latest}' },
    },
    { name: 'pending, currency EUR', as: 'staff', query: { status: 'pending', currency: 'EUR' } },
    { name: 'currency JPY', as: 'staff', query: { currency: 'JPY' } },
    { name: 'invoice number', as: 'staff', query: { invoiceNumber: '{row.invoiceNumber}' } },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    // No client user's screens: a staff-only queue (§45) answers a client's user 403.
    { name: 'pending, largest value first', as: 'staff', query: { status: 'pending', sort: 'value:desc' } },
    { name: 'totals, pending', as: 'staff', query: { status: 'pending' }, totals: true },
    {
      name: 'totals, currency EUR',
      as: 'staff',
      query: { status: 'pending', currency: 'EUR' },
      totals: true,
    },
  ],
});
