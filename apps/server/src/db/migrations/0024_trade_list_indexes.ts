import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The Imp/Exp screens' indexes (issue 15, packages/domain/src/api/trade.ts): a client's import or export
 * contracts newest first (the import contracts screen and both reports require their client), and the export
 * invoices not yet contracted (pending exports, exchange to contract: 15,000 of the 1m seed's 200,000
 * documents) by due date, client, currency and value, partial on the predicate modules/trade/invoices.ts
 * writes. Without them the invoices' screens scanned every export invoice (documents_type_issue) and sorted
 * them, and a client's imports walked all its contracts. Measured by EXPLAIN ANALYZE on the 1m seed
 * (docs/data-model.md "Indexes").
 */

const PENDING = `document_type = 'export_invoice' and status = 'open' and contract_id is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index contracts_client_type_date on contracts (client_id, contract_type, contract_date desc, id desc)',
    `create index documents_export_pending_due on documents (due_date, id) include (client_id, currency, value) where ${PENDING}`,
    `create index documents_export_pending_client on documents (client_id, due_date, id) where ${PENDING}`,
    `create index documents_export_pending_currency on documents (currency, due_date, id) include (value) where ${PENDING}`,
    `create index documents_export_pending_value on documents (value, id) where ${PENDING}`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists documents_export_pending_value',
    'drop index if exists documents_export_pending_currency',
    'drop index if exists documents_export_pending_client',
    'drop index if exists documents_export_pending_due',
    'drop index if exists contracts_client_type_date',
  ]);
}
