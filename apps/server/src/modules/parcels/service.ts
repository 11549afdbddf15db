import { parcelsList, parcelSummarySchema } from '@fxbo/domain';
import { instant } from '../../platform/list-source-fields.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The parcels list (/parcels-to-authorize, spec 3 "Parcel"), declared (platform/list-source.ts): every filter
 * takes its field's standard SQL, in the form its index serves (migrations 0005 and 0025, docs/data-model.md
 * "Indexes"; the status by equality, so that the pending queue's partial indexes serve it).
 */

export const parcelSource = listSource({
  resource: parcelsList,
  row: parcelSummarySchema,
  from: 'parcels as p',
  joins: (q) => q.innerJoin('clients as c', 'c.id', 'p.client_id'),
  scope: 'p.client_id',
  fields: {
    id: 'p.id',
    parcelNumber: 'p.parcel_number',
    closureDate: 'p.closure_date',
    client: { id: 'p.client_id', name: 'c.name' },
    currency: 'p.currency',
    value: 'p.value',
    nature: 'p.nature',
    reference: 'p.reference',
    invoice: 'p.invoice',
    irValue: 'p.ir_value',
    irWithoutRenounce: 'p.ir_without_renounce',
    status: 'p.status',
    decidedAt: instant('p.decided_at'),
    decisionReason: 'p.decision_reason',
  },
});

/** One page of the parcels the user's scope allows. */
export const listParcels = parcelSource.list;
