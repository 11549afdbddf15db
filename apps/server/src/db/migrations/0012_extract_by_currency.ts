import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The balance extract is read one shipper and one currency at a time (the screen always sends the currency of
 * the balance it shows), but its index ran by shipper alone: counting the page's total (up to 10,001 entries)
 * read the table's rows to check their currency, 116 ms cold and about 10 ms warm for the busiest shipper at the
 * 1m seed's volume. By shipper and currency the count is an index-only scan (2.7 ms, 53 buffers). The shipper's
 * own index stays for the API's extract without a currency. The planner also multiplied the two conditions'
 * selectivities as if independent (a shipper's rows are mostly one currency): half the real total, which the
 * screen shows above 10,000 rows; statistics on the pair make it right (28,781 → 58,930 for 57,570 rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index shipper_extract_entries_currency on shipper_extract_entries (shipper_id, currency, release_date desc, id desc)`,
    `create statistics shipper_extract_entries_shipper_currency (dependencies, mcv) on shipper_id, currency from shipper_extract_entries`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop statistics shipper_extract_entries_shipper_currency',
    'drop index shipper_extract_entries_currency',
  ]);
}
