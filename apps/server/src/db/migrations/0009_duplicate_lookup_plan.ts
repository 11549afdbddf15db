import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The duplicate trigger's lookup runs once per inserted row, from a plan PL/pgSQL caches for the session. If
 * the table was analyzed while empty (a fresh database, before its first import), the statistics say "no
 * rows", the cached plan is a sequential scan, and a bulk insert turns quadratic: 20,000 rows took minutes
 * instead of a second. The lookup is one probe of remittances_beneficiary_dup_id whatever the statistics say,
 * so the function runs with sequential scans off (a setting scoped to the call; replanning every row instead
 * would cost the 1,000,000-row seed a minute).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter function remittances_detect_duplicate() set enable_seqscan = off']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter function remittances_detect_duplicate() reset enable_seqscan']);
}
