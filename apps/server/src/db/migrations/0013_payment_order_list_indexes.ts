import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The payment orders list's filters and sorts (paymentOrdersList) that migration 0004's indexes did not serve,
 * each checked by EXPLAIN ANALYZE at the 1m seed's 100,000 orders (timings in the commit that adds them):
 * without them the issuer search, the reference, the currency, the document and credit dates and the credit
 * value were sequential scans.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Issuer contains-search, accent- and case-insensitive (ILIKE on f_unaccent, as the other name searches).
    `create index payment_orders_issuer_trgm on payment_orders using gin (f_unaccent(issuer_name) gin_trgm_ops)`,
    // Reference, exact.
    `create index payment_orders_reference on payment_orders (reference) where reference is not null`,
    // Currency in the default order: the rare currencies (2% each) no longer walk the whole register index.
    `create index payment_orders_currency_register on payment_orders (currency, register_date desc, id desc)`,
    // Document-date range.
    `create index payment_orders_document on payment_orders (document_date desc, id desc)`,
    // Credit-date range and the credit-date sort.
    `create index payment_orders_credit on payment_orders (credit_date desc, id desc)`,
    // Credit value range.
    `create index payment_orders_credit_value on payment_orders (credit_value)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists payment_orders_credit_value',
    'drop index if exists payment_orders_credit',
    'drop index if exists payment_orders_document',
    'drop index if exists payment_orders_currency_register',
    'drop index if exists payment_orders_reference',
    'drop index if exists payment_orders_issuer_trgm',
  ]);
}
