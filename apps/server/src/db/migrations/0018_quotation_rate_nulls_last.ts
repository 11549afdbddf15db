import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The quotations' rate sort puts the quotations without a rate (open or canceled, 30% at the 1m seed) last in
 * both directions (http/list-query.ts `nullsLast`). Migration 0016's (winning_rate, id) serves the ascending
 * order; read backwards it yields the nulls first, so the descending order has its own index.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index quotations_winning_rate_desc on quotations (winning_rate desc nulls last, id desc)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index if exists quotations_winning_rate_desc']);
}
