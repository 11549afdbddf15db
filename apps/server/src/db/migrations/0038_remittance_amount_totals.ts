import type { Kysely } from 'kysely';
import { keptAmountTotalsDown, keptAmountTotalsUp } from './kept-amount-totals.js';
import { runStatements } from './util.js';

// The remittances' totals per client and currency, kept by the database (issue 24, decisions §50): 460 ms for
// every client's and 50 ms for the busiest client's at the 1m seed when summed per request.

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, keptAmountTotalsUp('remittances'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, keptAmountTotalsDown('remittances'));
}
