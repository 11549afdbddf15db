/** The parties and shipments, loaded first: their keys and indexes are rebuilt while the trade is planned. */
export const EARLY_TABLES = [
  'client_groups',
  'clients',
  'user_clients',
  'access_requests',
  'shippers',
  'shipper_balances',
  'remittances',
  'remittance_history',
  'remittance_blocks',
  'shipper_extract_entries',
] as const;

/**
 * Tables the seed fills, parents before children. `users`, `banks`, `permissions`, `user_permissions` and
 * `audit_log` may already hold rows (the demo administrator, a loaded catalogue, its audit entries): the seed
 * adds to them. All the others must be empty, and are locked, truncated (to let COPY use FREEZE) and filled.
 */
export const BUSINESS_TABLES = [
  ...EARLY_TABLES,
  'contracts',
  'contract_references',
  'contract_documents',
  'quotations',
  'quotation_bank_quotes',
  'quotation_contracts',
  'export_dispatch_requests',
  'payment_orders',
  'payment_order_attachments',
  'payment_order_purchase_contracts',
  'payment_order_write_offs',
  'payment_order_comments',
  'payment_order_notifications',
  'payment_order_receivings',
  'fx_spreads',
  'documents',
  'document_pendencies',
  'rdes',
  'parcels',
  'treasury_bills',
  'back_to_back_operations',
  'exchange_to_hire',
] as const;

/**
 * Business tables whose migration-written rows the seed replaces: only the rows named here must be absent
 * (fx_spreads' defaults, client_id null, are migration 0014's and written again by the seed).
 */
export const SEED_REPLACES: Readonly<Record<string, string>> = { fx_spreads: 'client_id is not null' };

/**
 * Runtime tables that reference business tables: they must be empty for the seed, and are truncated with them
 * (PostgreSQL truncates a referenced table only with the tables that reference it).
 */
export const EMPTIED_WITH_BUSINESS = ['fx_quotes'] as const;

/** Tables the seed adds to without requiring them empty. */
export const SHARED_TABLES = ['users', 'banks', 'permissions', 'user_permissions', 'audit_log'] as const;

/**
 * Tables only real use fills (sign-in, sessions, mail, rate limiting, a user's saved list views) or that
 * migrations fill (currencies, app_settings) — the seed leaves them alone.
 */
export const RUNTIME_ONLY_TABLES = [
  'sessions',
  'sign_in_attempts',
  'trusted_devices',
  'password_reset_tokens',
  'captcha_challenges_used',
  'rate_limits',
  'mail_outbox',
  'idempotency_keys',
  'currencies',
  'app_settings',
  'iof_rates',
  'fx_quotes',
  'list_views',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

const truncated = new Set<string>(BUSINESS_TABLES);

/** True for the tables truncated in the seed's transaction, which COPY can load with FREEZE. */
export function isTruncatedBySeed(table: string): boolean {
  return truncated.has(table);
}
