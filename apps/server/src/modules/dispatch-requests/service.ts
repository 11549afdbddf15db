import { dispatchRequestsList, dispatchRequestSummarySchema } from '@fxbo/domain';
import { instant } from '../../platform/list-source-fields.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The export dispatch requests list (/dispatch-request), declared (platform/list-source.ts): every filter takes
 * its field's standard SQL, in the form its index serves (one status as equality, so that the (status,
 * request_date, id) index serves it in order). The client and the contract are joined for the page's rows; the
 * totals read the requests alone.
 */

export const dispatchRequestSource = listSource({
  resource: dispatchRequestsList,
  row: dispatchRequestSummarySchema,
  from: 'export_dispatch_requests as r',
  joins: (q) =>
    q.innerJoin('clients as c', 'c.id', 'r.client_id').leftJoin('contracts as k', 'k.id', 'r.contract_id'),
  scope: 'r.client_id',
  fields: {
    id: 'r.id',
    client: { id: 'r.client_id', name: 'c.name' },
    requestDate: 'r.request_date',
    shipmentDate: 'r.shipment_date',
    invoiceNumber: 'r.invoice_number',
    contract: { id: 'r.contract_id', contractNumber: 'k.contract_number' },
    currency: 'r.currency',
    value: 'r.value',
    status: 'r.status',
    dueNumber: 'r.due_number',
    registeredAt: instant('r.registered_at'),
    rejectionReason: 'r.rejection_reason',
  },
  downloads: { contract: 'k.contract_number' },
  mapping: { totalsUnjoined: true },
});

/** One page of the requests the user's scope allows. */
export const listDispatchRequests = dispatchRequestSource.list;
