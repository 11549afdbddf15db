import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';

export interface Combo {
  name: string;
  /** Whose session runs it: all-clients staff or a user of one client. */
  as: 'staff' | 'client';
  query: Record<string, string>;
}

/** Eleven typical screens of the remittance list, with values that exist in the seeded data. */
export async function listCombos(db: Kysely<Database>, clientId: string): Promise<Combo[]> {
  const sample = (
    await sql<{ beneficiary_tax_id: string; reference: string; shipper_id: string; payment_date: string }>`
      select beneficiary_tax_id, reference, shipper_id::text, payment_date::text from remittances
      where client_id = ${clientId} order by id limit 1 offset 500`.execute(db)
  ).rows[0];
  if (!sample) throw new Error('no sample remittance');
  const latest =
    (await sql<{ d: string }>`select max(payment_date)::text as d from remittances`.execute(db)).rows[0]?.d ??
    '2026-11-20';
  const weekBefore =
    (await sql<{ d: string }>`select (${latest}::date - 7)::text as d`.execute(db)).rows[0]?.d ?? latest;
  const monthBefore =
    (await sql<{ d: string }>`select (${latest}::date - 30)::text as d`.execute(db)).rows[0]?.d ?? latest;
  const yearBefore =
    (await sql<{ d: string }>`select (${latest}::date - 365)::text as d`.execute(db)).rows[0]?.d ?? latest;
  const yearBeforeEnd =
    (await sql<{ d: string }>`select (${yearBefore}::date + 30)::text as d`.execute(db)).rows[0]?.d ?? latest;
  const page = { pageSize: '25' };
  return [
    { name: 'all, newest first', as: 'staff', query: { ...page, sort: 'includeDate:desc' } },
    { name: 'all, page 40', as: 'staff', query: { ...page, page: '40', sort: 'includeDate:desc' } },
    { name: 'beneficiary CPF/CNPJ', as: 'staff', query: { ...page, taxId: sample.beneficiary_tax_id } },
    { name: 'reference', as: 'staff', query: { ...page, reference: sample.reference } },
    {
      name: 'status paid + payment week',
      as: 'staff',
      query: {
        ...page,
        status: 'paid',
        paymentDateFrom: weekBefore,
        paymentDateTo: latest,
        sort: 'paymentDate:desc',
      },
    },
    { name: 'beneficiary name contains', as: 'staff', query: { ...page, name: 'silva' } },
    {
      name: 'inclusion month, oldest first',
      as: 'staff',
      query: { ...page, includeDateFrom: monthBefore, includeDateTo: latest, sort: 'includeDate:asc' },
    },
    { name: 'by duplicity', as: 'staff', query: { ...page, type: 'duplicity' } },
    { name: 'client user, newest first', as: 'client', query: { ...page } },
    {
      name: 'client user, remittant + payment month',
      as: 'client',
      query: { ...page, shipperId: sample.shipper_id, paymentDateFrom: monthBefore, paymentDateTo: latest },
    },
    {
      // A month a year back in the default (inclusion) order: the correlated-dates case of listPageCountFirst.
      name: 'status paid + payment month a year ago',
      as: 'staff',
      query: { ...page, status: 'paid', paymentDateFrom: yearBefore, paymentDateTo: yearBeforeEnd },
    },
  ];
}
