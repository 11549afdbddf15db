import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The quotations list's filters and sorts (quotationsList) that migration 0003's indexes (client, group and
 * date, each newest first) did not serve: at the 1m seed's 50,000 quotations the value and rate ranges and
 * sorts, the winning bank and the rare currencies were sequential scans or walks of the whole date index.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Quoted value range and the value sort.
    `create index quotations_quoted_amount on quotations (quoted_amount, id)`,
    // Winning rate range and the rate sort.
    `create index quotations_winning_rate on quotations (winning_rate, id)`,
    // Winning bank in the default order; foreign-key support.
    `create index quotations_winning_bank_date on quotations (winning_bank_id, quotation_date desc, id desc) where winning_bank_id is not null`,
    // Currency in the default order: a rare currency reads its own entries instead of walking the date index.
    `create index quotations_currency_date on quotations (currency, quotation_date desc, id desc)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists quotations_currency_date',
    'drop index if exists quotations_winning_bank_date',
    'drop index if exists quotations_winning_rate',
    'drop index if exists quotations_quoted_amount',
  ]);
}
