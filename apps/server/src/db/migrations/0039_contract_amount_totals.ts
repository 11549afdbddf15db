import type { Kysely } from 'kysely';
import { keptAmountTotalsDown, keptAmountTotalsUp } from './kept-amount-totals.js';
import { runStatements } from './util.js';

// The contracts' totals per client and currency, kept like the remittances' (0038): the contract list's
// totals for the whole scope took 45.6 ms at p95 at the 1m seed, over the 30 ms budget (decisions §50).

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, keptAmountTotalsUp('contracts'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, keptAmountTotalsDown('contracts'));
}
