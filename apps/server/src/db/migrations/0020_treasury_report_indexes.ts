import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The treasury reports (modules/treasury/report-sql.ts) sum a client's bills or contracts over a year. At the
 * 1m seed's volume the busiest client has 7,500 contracts and 2,700 bills in a year: read through the client
 * indexes, every row was a heap visit (115 ms for the contracted exchange). With the summed columns in the
 * index the reports read the index alone (18 ms).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Contracted exchange: the contracts of a client in a period, with what is summed.
    `create index contracts_client_figures on contracts (client_id, contract_date)
       include (currency, contract_type, me_value, mn_value, status)`,
    // Bills to pay and to receive, exchange to hire by day and by operation; replaces treasury_bills_client_due
    // (the same key) and keeps serving its queries.
    `create index treasury_bills_client_figures on treasury_bills (client_id, direction, due_date)
       include (currency, category, status, amount, mn_amount, contract_id)`,
    'drop index treasury_bills_client_due',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index treasury_bills_client_due on treasury_bills (client_id, direction, due_date)',
    'drop index if exists treasury_bills_client_figures',
    'drop index if exists contracts_client_figures',
  ]);
}
