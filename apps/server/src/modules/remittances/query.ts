import type { RemittanceListFilters, RemittanceSortField } from '@fxbo/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, RemittancesTable } from '../../db/schema.js';
import { nullsLast, saoPauloDayStart, unaccentContains, type SortColumns } from '../../http/list-query.js';
import { inClientScope } from '../../platform/client-scope.js';

/*
 * The remittance filters of spec 3 as SQL, shared by the list and the exports, each in the form its index
 * serves (docs/data-model.md, "Indexes", and migration 0006): client scope and client, CPF/CNPJ (exact),
 * reference (exact), remittant (shipper), status, beneficiary name (trigram contains), payment-date range,
 * VET rate (exact or range), remittance type (partial indexes) and inclusion-date range (São Paulo days).
 * `nameIndexed: false` writes the name condition as a plain row filter (see listPageSmallSetFirst).
 */

export type Filters = Omit<RemittanceListFilters, 'page' | 'pageSize' | 'sort'>;

export type RemittanceDb = Database & { r: RemittancesTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
export type RemittanceQuery = SelectQueryBuilder<RemittanceDb, 'r', {}>;

export const SORT_COLUMNS: SortColumns<RemittanceSortField> = {
  includeDate: ['r.include_date'],
  paymentDate: ['r.payment_date'],
  reference: ['r.reference'],
  meValue: ['r.me_value'],
  // Null until priced: last in both directions (migration 0038's descending index).
  mnValue: [nullsLast('r.mn_value')],
  id: ['r.id'],
};

/** `from remittances r where <scope> and <filters>`, with nothing selected yet. */
export function filteredRemittances(
  db: Kysely<Database>,
  f: Filters,
  scope: readonly string[] | undefined,
  opts: { nameIndexed?: boolean } = {},
): RemittanceQuery {
  // One client (a client's user, as a rule) as an equality: an index led by the client then gives a sort's
  // order (`= any(array)` reads it unordered, and then sorts the client's 60,000 rows, npm run bench).
  const [only] = scope ?? [];
  let q: RemittanceQuery = db
    .selectFrom('remittances as r')
    .where(
      scope?.length === 1 && only
        ? sql<boolean>`r.client_id = ${only}::int8`
        : inClientScope('r.client_id', scope),
    );
  if (f.clientId) q = q.where('r.client_id', '=', f.clientId);
  if (f.taxId) q = q.where('r.beneficiary_tax_id', '=', f.taxId);
  if (f.reference) q = q.where('r.reference', '=', f.reference);
  if (f.shipperId) q = q.where('r.shipper_id', '=', f.shipperId);
  if (f.status?.length === 1)
    q = q.where('r.status', '=', f.status[0] as NonNullable<typeof f.status>[number]);
  else if (f.status?.length) q = q.where('r.status', 'in', f.status);
  if (f.name)
    q = q.where(unaccentContains('r.beneficiary_name', f.name, { indexed: opts.nameIndexed ?? true }));
  if (f.paymentDateFrom) q = q.where('r.payment_date', '>=', f.paymentDateFrom);
  if (f.paymentDateTo) q = q.where('r.payment_date', '<=', f.paymentDateTo);
  if (f.vetRate) q = q.where('r.vet_rate', '=', f.vetRate);
  if (f.vetRateFrom) q = q.where('r.vet_rate', '>=', f.vetRateFrom);
  if (f.vetRateTo) q = q.where('r.vet_rate', '<=', f.vetRateTo);
  // The bare predicates match the partial indexes' own (`where duplicate_of_id is not null`, `where has_data_issues`).
  if (f.type === 'duplicity') q = q.where('r.duplicate_of_id', 'is not', null);
  else if (f.type === 'data') q = q.where(sql<boolean>`r.has_data_issues`);
  if (f.includeDateFrom) q = q.where('r.include_date', '>=', saoPauloDayStart(f.includeDateFrom));
  if (f.includeDateTo) q = q.where('r.include_date', '<', saoPauloDayStart(f.includeDateTo, 1));
  return q;
}
