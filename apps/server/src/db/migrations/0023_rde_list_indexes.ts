import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The RDE list's and report's filters and sorts (rdesList, rdeReport) that migration 0005's indexes (a client's
 * registrations newest first, the type by date) did not serve: every client's list newest first, a status or a
 * currency in that order, the value sort and range, and the contains-searches (keyword: number and
 * counterparty; counterparty). The type's index gains the id as tiebreaker, so the report's pages are read in
 * order from it. Measured by EXPLAIN on the 1m seed's 10,000 registrations (docs/data-model.md "Indexes").
 */

/** The keyword's text of an RDE: its number and its counterparty (modules/rdes/service.ts writes the same). */
const RDE_SEARCH_TEXT = `rde_number || ' ' || coalesce(counterparty_name, '')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Every client's registrations newest first; the registration date range.
    'create index rdes_registration on rdes (registration_date desc, id desc)',
    // The document type in the default order (the report's required filter), the id breaking ties.
    'drop index if exists rdes_type_registration',
    'create index rdes_type_registration on rdes (rde_type, registration_date desc, id desc)',
    // A status (pending: 1%) in the default order.
    'create index rdes_status_registration on rdes (status, registration_date desc, id desc)',
    // A currency (JPY: 4%) in the default order.
    'create index rdes_currency_registration on rdes (currency, registration_date desc, id desc)',
    // The value sort and range.
    'create index rdes_value on rdes (value, id)',
    // The keyword (number and counterparty) and the counterparty, accent- and case-insensitive contains.
    `create index rdes_search_trgm on rdes using gin (f_unaccent(${RDE_SEARCH_TEXT}) gin_trgm_ops)`,
    'create index rdes_counterparty_trgm on rdes using gin (f_unaccent(counterparty_name) gin_trgm_ops)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists rdes_counterparty_trgm',
    'drop index if exists rdes_search_trgm',
    'drop index if exists rdes_value',
    'drop index if exists rdes_currency_registration',
    'drop index if exists rdes_status_registration',
    'drop index if exists rdes_type_registration',
    'create index rdes_type_registration on rdes (rde_type, registration_date desc)',
    'drop index if exists rdes_registration',
  ]);
}
