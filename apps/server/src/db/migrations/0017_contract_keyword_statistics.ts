import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The contracts keyword (modules/contracts/service.ts) picks its plan from the planner's estimate of the
 * matches: few are read from the trigram indexes, many walk the date index. With the default sample the
 * estimate of a phrase of the seed's notes ("carta de crédito", 4,939 of 200,000 contracts) came out at 20,
 * which sends it down the few-matches path to find out the hard way. A larger sample of the indexed
 * expressions, as migration 0006 gave the beneficiary names, put it at 8,081: the right side of the line.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter index contracts_search_trgm alter column 1 set statistics 1000',
    'alter index contract_references_number_trgm alter column 1 set statistics 1000',
    // The new sample is taken now rather than at the next autovacuum.
    'analyze contracts, contract_references',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter index contract_references_number_trgm alter column 1 set statistics -1',
    'alter index contracts_search_trgm alter column 1 set statistics -1',
  ]);
}
