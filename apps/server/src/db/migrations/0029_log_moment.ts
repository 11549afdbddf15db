import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The logs record the moment of the change (issue 23): `audit_log.at` and `remittance_history.at` defaulted to
 * now(), the start of the transaction. A change that waits for a row lock (parallel liquidations of one
 * contract, actions on one remittance) begins before the change it waits for commits, yet writes after it, so
 * the logs' time order was not the order of the changes (10,675 → 42,700 → 21,350 → 32,025 liquidated).
 * clock_timestamp() is the instant of the insert, which every writer makes under the lock of what it changes.
 * Existing rows keep their times.
 */

const LOGS = ['audit_log', 'remittance_history'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    LOGS.map((table) => `alter table ${table} alter column at set default clock_timestamp()`),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    LOGS.map((table) => `alter table ${table} alter column at set default now()`),
  );
}
