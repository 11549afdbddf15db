import type { Kysely } from 'kysely';
import { dropTables, runStatements } from './util.js';

/*
 * Documents with their pendencies, RDEs (Central Bank electronic declaratory registrations), parcels to
 * authorize, and treasury: bills to pay and to receive, back-to-back operations, exchange to hire per month.
 */

const DOCUMENT_TYPES = [
  'import_invoice',
  'export_invoice',
  'pro_forma',
  'services',
  'fees',
  'di',
  're',
  'bl_export_freight',
  'bl_import_freight',
  'back_to_back',
  'knowledge',
  'ied',
  'rof',
  'other',
]
  .map((t) => `'${t}'`)
  .join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table documents (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       document_type text not null check (document_type in (${DOCUMENT_TYPES})),
       number text not null check (btrim(number) <> ''),
       po_number text,
       reference text,
       process text,
       counterparty_name text,
       merchandise text,
       shipping_company text,
       issue_date date not null,
       due_date date,
       currency char(3) references currencies on delete restrict,
       value numeric(18,2) check (value >= 0),
       contract_id bigint references contracts on delete restrict,
       status text not null default 'open' check (status in ('open', 'contracted', 'settled', 'canceled')),
       notes text,
       file_name text check (btrim(file_name) <> '' and length(file_name) <= 255),
       mime_type text,
       size_bytes integer check (size_bytes between 1 and 10485760),
       sha256 bytea check (octet_length(sha256) = 32),
       content bytea,
       created_by uuid references users on delete restrict,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint documents_value_has_currency check (value is null or currency is not null),
       constraint documents_contracted_has_contract check (status <> 'contracted' or contract_id is not null),
       constraint documents_due_after_issue check (due_date is null or due_date >= issue_date),
       constraint documents_file_complete check (
         (file_name is null and mime_type is null and size_bytes is null and sha256 is null and content is null)
         or (file_name is not null and mime_type is not null and size_bytes = octet_length(content) and sha256 is not null))
     )`,
    `comment on column documents.counterparty_name is 'Payer or receiver abroad'`,
    // Default list of a client user, newest document first, keyset by id; document report per client.
    `create index documents_client_issue on documents (client_id, issue_date desc, id desc)`,
    // Default list of staff with all clients.
    `create index documents_issue on documents (issue_date desc, id desc)`,
    // Type filter; "exchange to contract" (export invoices without contract) scans this by type.
    `create index documents_type_issue on documents (document_type, issue_date desc)`,
    // Due-date range filter.
    `create index documents_due on documents (due_date) where due_date is not null`,
    // Number filter (exact).
    `create index documents_number on documents (number)`,
    // Documents of a contract; foreign-key support.
    `create index documents_contract on documents (contract_id) where contract_id is not null`,

    `create table document_pendencies (
       id bigint generated always as identity primary key,
       document_id bigint not null references documents on delete cascade,
       summary text not null check (btrim(summary) <> ''),
       description text,
       created_by uuid references users on delete restrict,
       created_at timestamptz not null default now(),
       resolved_at timestamptz,
       resolved_by uuid references users on delete restrict,
       constraint document_pendencies_resolution_recorded check (resolved_by is null or resolved_at is not null)
     )`,
    // Pendencies of a document.
    `create index document_pendencies_document on document_pendencies (document_id)`,
    // "Pending documents" screen: open pendencies, newest first.
    `create index document_pendencies_open on document_pendencies (created_at desc) where resolved_at is null`,

    `create table rdes (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       rde_number text not null unique check (btrim(rde_number) <> ''),
       rde_type text not null check (rde_type in ('rof', 'ied', 'portfolio')),
       counterparty_name text,
       counterparty_country country_code,
       currency char(3) not null references currencies on delete restrict,
       value numeric(18,2) not null check (value > 0),
       registration_date date not null,
       status text not null default 'registered' check (status in ('pending', 'registered', 'settled', 'canceled')),
       details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
       notes text,
       created_at timestamptz not null default now()
     )`,
    `comment on column rdes.rde_type is 'RDE module: ROF (financial operations), IED (direct investment), portfolio'`,
    // RDE list of a client user, newest registration first.
    `create index rdes_client_registration on rdes (client_id, registration_date desc, id desc)`,
    // RDE report: the document type (ROF/IED/portfolio) is required, then a date range.
    `create index rdes_type_registration on rdes (rde_type, registration_date desc)`,

    `create table parcels (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       parcel_number text not null check (btrim(parcel_number) <> ''),
       closure_date date not null,
       currency char(3) not null references currencies on delete restrict,
       value numeric(18,2) not null check (value > 0),
       nature text,
       reference text,
       invoice text,
       ir_value numeric(18,2) not null default 0 check (ir_value >= 0),
       ir_without_renounce numeric(18,2) not null default 0 check (ir_without_renounce >= 0),
       contract_id bigint references contracts on delete restrict,
       status text not null default 'pending' check (status in ('pending', 'authorized', 'rejected')),
       decided_by uuid references users on delete restrict,
       decided_at timestamptz,
       decision_reason text,
       created_at timestamptz not null default now(),
       constraint parcels_decision_recorded check (
         (status = 'pending') = (decided_at is null) and (status = 'pending') = (decided_by is null)),
       constraint parcels_rejection_has_reason check (status <> 'rejected' or decision_reason is not null)
     )`,
    `comment on column parcels.ir_without_renounce is 'Income tax computed without the renounce (IR sem renúncia)'`,
    // "Parcels to authorize" queue: pending parcels by closure date.
    `create index parcels_pending on parcels (closure_date, id) where status = 'pending'`,
    // Parcels of a client, newest closure first.
    `create index parcels_client_closure on parcels (client_id, closure_date desc, id desc)`,
    // Foreign-key support.
    `create index parcels_contract on parcels (contract_id) where contract_id is not null`,

    `create table treasury_bills (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       direction text not null check (direction in ('pay', 'receive')),
       category text not null check (category in ('financial', 'import', 'export')),
       due_date date not null,
       currency char(3) not null references currencies on delete restrict,
       amount numeric(18,2) not null check (amount > 0),
       mn_amount numeric(18,2) check (mn_amount >= 0),
       contract_id bigint references contracts on delete restrict,
       counterparty_name text,
       description text,
       status text not null default 'open' check (status in ('open', 'settled', 'canceled')),
       settled_at timestamptz,
       created_at timestamptz not null default now(),
       constraint treasury_bills_settled_recorded check (status <> 'settled' or settled_at is not null)
     )`,
    // Bills to pay / to receive reports: client required, period of at most one year, by day/month/year.
    `create index treasury_bills_client_due on treasury_bills (client_id, direction, due_date)`,
    // Bills of one contract (bills-to-pay-day/{contractId}); foreign-key support.
    `create index treasury_bills_contract on treasury_bills (contract_id) where contract_id is not null`,

    `create table back_to_back_operations (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       operation_number text not null unique check (btrim(operation_number) <> ''),
       import_contract_id bigint references contracts on delete restrict,
       export_contract_id bigint references contracts on delete restrict,
       currency char(3) not null references currencies on delete restrict,
       value numeric(18,2) not null check (value > 0),
       status text not null default 'pending' check (status in ('pending', 'settled', 'canceled')),
       operation_date date not null,
       settlement_date date,
       notes text,
       created_at timestamptz not null default now(),
       constraint back_to_back_operations_distinct_contracts check (import_contract_id <> export_contract_id),
       constraint back_to_back_operations_settled_recorded check (status <> 'settled' or settlement_date is not null),
       constraint back_to_back_operations_settlement_after_operation check (
         settlement_date is null or settlement_date >= operation_date)
     )`,
    // Back-to-back operations of a client, newest first.
    `create index back_to_back_operations_client on back_to_back_operations (client_id, operation_date desc, id desc)`,
    // "Pending" screen.
    `create index back_to_back_operations_pending on back_to_back_operations (operation_date) where status = 'pending'`,
    // Foreign-key support.
    `create index back_to_back_operations_import on back_to_back_operations (import_contract_id)
       where import_contract_id is not null`,
    // Foreign-key support.
    `create index back_to_back_operations_export on back_to_back_operations (export_contract_id)
       where export_contract_id is not null`,

    `create table exchange_to_hire (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       month date not null check (extract(day from month) = 1),
       category text not null check (category in ('financial', 'import', 'export')),
       currency char(3) not null references currencies on delete restrict,
       planned_amount numeric(18,2) not null check (planned_amount >= 0),
       hired_amount numeric(18,2) not null default 0 check (hired_amount >= 0),
       notes text,
       updated_at timestamptz not null default now(),
       -- One plan per client, month, category and currency; also the per-client monthly report.
       constraint exchange_to_hire_key unique (client_id, month, category, currency)
     )`,
    `comment on column exchange_to_hire.month is 'First day of the month planned'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'exchange_to_hire',
    'back_to_back_operations',
    'treasury_bills',
    'parcels',
    'rdes',
    'document_pendencies',
    'documents',
  ]);
}
