import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The back-to-back list's filters and sorts (backToBackList) that migration 0005's indexes (client newest
 * first, pending by date alone) did not serve: every client's list newest first, its date range, the value
 * sort and a rare currency read the whole table and sorted it; the pending screen sorted its rows by id. Each
 * measured by EXPLAIN on the 1m seed's 5,000 operations (docs/data-model.md "Indexes").
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // "Pending" screen, newest first with the id as tiebreaker (replaces 0005's operation_date alone).
    'drop index if exists back_to_back_operations_pending',
    `create index back_to_back_operations_pending on back_to_back_operations (operation_date desc, id desc) where status = 'pending'`,
    // Every client's operations newest first; the operation date range.
    'create index back_to_back_operations_date on back_to_back_operations (operation_date desc, id desc)',
    // The value sort.
    'create index back_to_back_operations_value on back_to_back_operations (value, id)',
    // Currency in the default order.
    'create index back_to_back_operations_currency_date on back_to_back_operations (currency, operation_date desc, id desc)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists back_to_back_operations_currency_date',
    'drop index if exists back_to_back_operations_value',
    'drop index if exists back_to_back_operations_date',
    'drop index if exists back_to_back_operations_pending',
    `create index back_to_back_operations_pending on back_to_back_operations (operation_date) where status = 'pending'`,
  ]);
}
