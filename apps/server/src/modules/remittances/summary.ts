import type { RemittanceSummary } from '@fxbo/domain';
import type { Selectable } from 'kysely';
import type { RemittancesTable } from '../../db/schema.js';

/* What the detail shares with the list's row (query.ts declares the list's): how the summary fields are written. */

const iso = (d: Date) => d.toISOString();

/** The detail's row (every column) with its shipper's and client's names. */
export type SummaryRow = Pick<
  Selectable<RemittancesTable>,
  | 'id'
  | 'reference'
  | 'include_date'
  | 'payment_date'
  | 'status'
  | 'currency'
  | 'me_value'
  | 'mn_value'
  | 'vet_rate'
  | 'beneficiary_name'
  | 'beneficiary_tax_id'
  | 'shipper_id'
  | 'client_id'
  | 'duplicate_of_id'
  | 'has_data_issues'
> & { shipper_name: string; client_name: string };

/** What the list's row and the detail share, written the same way. */
export function summaryOf(r: SummaryRow, actions: RemittanceSummary['actions']): RemittanceSummary {
  return {
    id: r.id,
    reference: r.reference,
    includeDate: iso(r.include_date),
    paymentDate: r.payment_date,
    status: r.status,
    currency: r.currency,
    meValue: r.me_value,
    mnValue: r.mn_value,
    vetRate: r.vet_rate,
    beneficiaryName: r.beneficiary_name,
    beneficiaryTaxId: r.beneficiary_tax_id,
    shipper: { id: r.shipper_id, name: r.shipper_name },
    client: { id: r.client_id, name: r.client_name },
    isDuplicate: r.duplicate_of_id !== null,
    hasDataIssues: r.has_data_issues,
    actions,
  };
}
