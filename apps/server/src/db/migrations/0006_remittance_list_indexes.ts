import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Indexes found missing by the EXPLAIN plans of the remittance list and the balance at 1,000,000
 * remittances (numbers in the commit that adds them): the VET rate filter scanned the whole table, a
 * payment-date range under the inclusion-date order walked the inclusion index through most of the table,
 * the balance's locked and pending amounts read every open remittance of every shipper, and the estimate of
 * a beneficiary-name search was too unreliable for the planner to choose well.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // VET rate filter, exact or range (sequential scan before: 0.4-0.7 s).
    `create index remittances_vet_rate on remittances (vet_rate)`,
    // Payment-date range in inclusion order: the page's ids are sorted from this index alone (index-only),
    // then joined; one month of payments 14 ms instead of 160-670 ms.
    `create index remittances_payment_include on remittances (payment_date, include_date desc, id desc)`,
    // Balance: ME locked (blocked) and pending wire (received, pending, processing) of a shipper and currency,
    // from a small partial index (index-only) instead of a bitmap over every open remittance.
    `create index remittances_open_by_shipper on remittances (shipper_id, currency) include (me_value, status)
       where status in ('received', 'pending', 'blocked', 'processing')`,
    // Beneficiary-name search: with the default sample (100) the planner's estimate of "contains silva" came
    // out anywhere between 100 and 60,000 rows from one ANALYZE to the next (3% of the rows match), and the
    // wrong guess sorts 33,000 rows (100 ms) or reads every match of a client (80 ms). A larger sample of the
    // indexed expression keeps it within 10%.
    `alter index remittances_beneficiary_name_trgm alter column 1 set statistics 1000`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter index remittances_beneficiary_name_trgm alter column 1 set statistics -1',
    'drop index if exists remittances_open_by_shipper',
    'drop index if exists remittances_payment_include',
    'drop index if exists remittances_vet_rate',
  ]);
}
