import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * A payment-date range combined with a remittant (shipper) or with a client user's scope, measured at
 * 1,000,000 remittances: the count read every remittance of the shipper or client from the table (25 ms for
 * the busiest), and a month two years back walked the inclusion index for 0.3 s. With the payment date second
 * and the inclusion order included, both the count and the page's sort are index-only (1 ms). The shipper
 * belongs to one client, which the planner does not know: it multiplied the two selectivities and
 * underestimated shipper-and-client filters twentyfold, hence the dependency statistics. The status index
 * gets the inclusion order too, for the same reason: paid remittances of a month a year back, newest
 * inclusion first, read 30,000 rows from the table to sort them (25 ms), now only the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index remittances_shipper_payment on remittances (shipper_id, payment_date) include (client_id, include_date, id)`,
    `create index remittances_client_payment on remittances (client_id, payment_date) include (include_date, id)`,
    'drop index remittances_status_payment',
    `create index remittances_status_payment on remittances (status, payment_date) include (include_date, id)`,
    `create statistics remittances_client_shipper (dependencies) on client_id, shipper_id from remittances`,
    // Statistics for the new objects now, on a database that has remittances. Never on an empty table: that
    // records "0 rows" as fact, and the duplicate trigger then planned its lookup for an empty table (a
    // 20,000-row load took minutes instead of a second).
    `do $$ begin if exists (select from remittances) then analyze remittances; end if; end $$`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop statistics if exists remittances_client_shipper',
    'drop index remittances_status_payment',
    'create index remittances_status_payment on remittances (status, payment_date)',
    'drop index if exists remittances_client_payment',
    'drop index if exists remittances_shipper_payment',
  ]);
}
