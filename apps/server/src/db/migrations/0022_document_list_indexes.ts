import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The documents list's and report's filters and sorts (documentsList, documentReport, issue 15) that migration
 * 0005's indexes did not serve, each checked by EXPLAIN ANALYZE at the 1m seed's 200,000 documents: without
 * them the P.O., reference and process numbers, the three contains-searches (payer/receiver, merchandise,
 * shipping company), a rare currency and the value were sequential scans, and the due-date and value sorts
 * sorted every document.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Exact numbers: P.O., reference and process (an equality implies not null, so the partial indexes serve it).
    `create index documents_po_number on documents (po_number) where po_number is not null`,
    `create index documents_reference on documents (reference) where reference is not null`,
    `create index documents_process on documents (process) where process is not null`,
    // Contains-searches, accent- and case-insensitive (ILIKE on f_unaccent, http/list-query.ts unaccentContains).
    `create index documents_counterparty_trgm on documents using gin (f_unaccent(counterparty_name) gin_trgm_ops)`,
    `create index documents_merchandise_trgm on documents using gin (f_unaccent(merchandise) gin_trgm_ops)`,
    `create index documents_shipping_company_trgm on documents
       using gin (f_unaccent(shipping_company) gin_trgm_ops)`,
    // The planner's estimate of a name's matches decides the plan (listPageSmallSetFirst): a large sample.
    `alter index documents_counterparty_trgm alter column 1 set statistics 1000`,
    // A currency in the default order (newest issue first): a rare one without walking every document.
    `create index documents_currency_issue on documents (currency, issue_date desc, id desc)`,
    // A status in the default order: canceled (3%) was counted by a sequential scan.
    `create index documents_status_issue on documents (status, issue_date desc, id desc)`,
    // Value range and the value sort, documents without value last in both directions.
    `create index documents_value on documents (value, id)`,
    `create index documents_value_desc on documents (value desc nulls last, id desc)`,
    // Due-date range and the due-date sort, documents without due date last in both directions; they replace
    // documents_due (due_date, partial), which could serve neither order over every document.
    'drop index documents_due',
    `create index documents_due_id on documents (due_date, id)`,
    `create index documents_due_desc on documents (due_date desc nulls last, id desc)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists documents_due_desc',
    'drop index if exists documents_due_id',
    'create index documents_due on documents (due_date) where due_date is not null',
    'drop index if exists documents_value_desc',
    'drop index if exists documents_value',
    'drop index if exists documents_status_issue',
    'drop index if exists documents_currency_issue',
    'drop index if exists documents_shipping_company_trgm',
    'drop index if exists documents_merchandise_trgm',
    'drop index if exists documents_counterparty_trgm',
    'drop index if exists documents_process',
    'drop index if exists documents_reference',
    'drop index if exists documents_po_number',
  ]);
}
