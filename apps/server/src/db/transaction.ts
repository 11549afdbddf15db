import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction: the one `db` already is, or a new one. An action made safe to repeat
 * (platform/idempotency.ts) hands its services the transaction that holds its key, so that the change, its
 * audit row and its answer commit together with the key; called without one, a service opens its own.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
