import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The dispatch requests' value sort and totals per currency (issue 24, decisions §50): the value with the id
 * (both directions), and the value beside the status and currency, so the queue's totals (pending, or every
 * request) are an index-only scan rather than a read of the table's 20,000 rows at the 1m seed.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index export_dispatch_requests_value on export_dispatch_requests (value, id)',
    'create index export_dispatch_requests_status_amounts on export_dispatch_requests (status, currency) include (value)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists export_dispatch_requests_status_amounts',
    'drop index if exists export_dispatch_requests_value',
  ]);
}
