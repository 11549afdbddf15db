import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Indexes for the export liquidation and dispatch-request screens (issue 15), each measured by EXPLAIN on the
 * 1m seed (docs/data-model.md "Indexes"):
 * - "Liquidate" lists the open export contracts due first: 0003's contracts_open_liquidation holds every open
 *   contract (imports and financial ones too), so the export screen's rows are partial indexes of their own, by
 *   liquidation date, by client (the client user's scope and the client filter) and by currency.
 * - "Dispatch request to register": its queue by status in request order with the id as tiebreaker (replaces
 *   0003's (status, request_date)), every status by date, a currency in date order, the invoice number.
 */

const OPEN_EXPORT = `where status = 'open' and contract_type = 'export'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index contracts_export_open_liquidation on contracts (liquidation_date, id) ${OPEN_EXPORT}`,
    `create index contracts_export_open_client on contracts (client_id, liquidation_date, id) ${OPEN_EXPORT}`,
    `create index contracts_export_open_currency on contracts (currency, liquidation_date, id) ${OPEN_EXPORT}`,
    'drop index if exists export_dispatch_requests_status',
    'create index export_dispatch_requests_status on export_dispatch_requests (status, request_date, id)',
    'create index export_dispatch_requests_date on export_dispatch_requests (request_date, id)',
    'create index export_dispatch_requests_currency_date on export_dispatch_requests (currency, request_date, id)',
    'create index export_dispatch_requests_invoice on export_dispatch_requests (invoice_number) where invoice_number is not null',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists export_dispatch_requests_invoice',
    'drop index if exists export_dispatch_requests_currency_date',
    'drop index if exists export_dispatch_requests_date',
    'drop index if exists export_dispatch_requests_status',
    'create index export_dispatch_requests_status on export_dispatch_requests (status, request_date)',
    'drop index if exists contracts_export_open_currency',
    'drop index if exists contracts_export_open_client',
    'drop index if exists contracts_export_open_liquidation',
  ]);
}
