import { documentReport, documentsList } from '@fxbo/domain';
import { listBench } from './declare.js';

// The sample is staff's newest document (at the 1m seed a pro forma with its P.O., reference, process,
// payer/receiver, merchandise and shipping company). The client user's combinations take nothing from it.
export const documentsBench = listBench(documentsList, {
  sample: { as: 'staff', at: 1, latest: 'issueDate' },
  combos: [
    { name: 'all, newest first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    { name: 'client user, newest first', as: 'client', query: {} },
    { name: 'client user, open', as: 'client', query: { status: 'open' } },
    { name: 'number', as: 'staff', query: { number: '{row.number}' } },
    { name: 'P.O. number', as: 'staff', query: { poNumber: '{row.poNumber}' } },
    { name: 'reference', as: 'staff', query: { reference: '{row.reference}' } },
    { name: 'process', as: 'staff', query: { process: '{row.process}' } },
    { name: 'payer/receiver contains', as: 'staff', query: { counterparty: '{row.counterparty}' } },
    { name: 'payer/receiver, a word', as: 'staff', query: { counterparty: 'textile' } },
    { name: 'merchandise contains', as: 'staff', query: { merchandise: 'soja' } },
    { name: 'shipping company contains', as: 'staff', query: { shippingCompany: 'maersk' } },
    {
      name: 'type + due date month',
      as: 'staff',
      query: { type: 'import_invoice', dueDateFrom: '{latest-30}', dueDateTo: '{latest}' },
    },
    {
      name: 'due date month, soonest first',
      as: 'staff',
      query: { dueDateFrom: '{latest-30}', dueDateTo: '{latest}', sort: 'dueDate:asc' },
    },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'currency CAD', as: 'staff', query: { currency: 'CAD' } },
    { name: 'value 50,000 to 60,000', as: 'staff', query: { valueFrom: '50000', valueTo: '60000' } },
    { name: 'largest value first', as: 'staff', query: { sort: 'value:desc' } },
    { name: 'latest due date first', as: 'staff', query: { sort: 'dueDate:desc' } },
    { name: 'canceled', as: 'staff', query: { status: 'canceled' } },
  ],
});

export const documentReportBench = listBench(documentReport, {
  sample: { from: 'documents', as: 'staff', at: 1, latest: 'issueDate' },
  combos: [
    {
      name: 'month',
      as: 'staff',
      query: { issueDateFrom: '{latest-30}', issueDateTo: '{latest}' },
    },
    {
      name: 'client + year',
      as: 'staff',
      query: { clientId: '{row.client.id}', issueDateFrom: '{latest-365}', issueDateTo: '{latest}' },
    },
    {
      name: 'type + month',
      as: 'staff',
      query: { type: 'export_invoice', issueDateFrom: '{latest-30}', issueDateTo: '{latest}' },
    },
    {
      name: 'client user, year',
      as: 'client',
      query: { issueDateFrom: '{latest-365}', issueDateTo: '{latest}' },
    },
  ],
});
