import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Indexes for the parcels to authorize (issue 15).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, []);
}
