import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The contracts list's filters and sorts (contractsList) that migration 0003's indexes did not serve, each
 * checked by EXPLAIN ANALYZE at the 1m seed's 200,000 contracts and 490,000 reference numbers: without them
 * the keyword, the currency, the nature and the ME value were sequential scans, and a bank's 11,000 contracts
 * were sorted on every page.
 */

/** The keyword's text of a contract: modules/contracts/service.ts writes the very same expression. */
const CONTRACT_SEARCH_TEXT =
  "contract_number || ' ' || coalesce(counterparty_name, '') || ' ' || coalesce(notes, '')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Keyword over number, payer/receiver and notes, accent- and case-insensitive (ILIKE on f_unaccent).
    `create index contracts_search_trgm on contracts using gin (f_unaccent(${CONTRACT_SEARCH_TEXT}) gin_trgm_ops)`,
    // Keyword over the reference numbers, in the same form.
    `create index contract_references_number_trgm on contract_references using gin (f_unaccent(number) gin_trgm_ops)`,
    // Currency, nature and bank in the default order (newest first): a page without sorting their matches.
    `create index contracts_currency_date on contracts (currency, contract_date desc, id desc)`,
    `create index contracts_nature_date on contracts (nature_code, contract_date desc, id desc)`,
    // Replaces contracts_bank (bank_id), which it still serves as the foreign key's index.
    'drop index contracts_bank',
    `create index contracts_bank_date on contracts (bank_id, contract_date desc, id desc)`,
    // ME value range and the ME value sort.
    `create index contracts_me_value on contracts (me_value, id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists contracts_me_value',
    'drop index if exists contracts_bank_date',
    'create index contracts_bank on contracts (bank_id)',
    'drop index if exists contracts_nature_date',
    'drop index if exists contracts_currency_date',
    'drop index if exists contract_references_number_trgm',
    'drop index if exists contracts_search_trgm',
  ]);
}
