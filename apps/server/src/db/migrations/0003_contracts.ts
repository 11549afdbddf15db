import type { Kysely } from 'kysely';
import { dropTables, runStatements } from './util.js';

/*
 * FX contracts with their searchable reference numbers and documents, quotations with the banks' quotes
 * and linked contracts, and export dispatch requests (DU-E) waiting to be registered.
 */

// File metadata and content kept in the row (see docs/data-model.md, "Files"): all or nothing, 10 MiB cap.
const FILE_COLUMNS = `
       file_name text check (btrim(file_name) <> '' and length(file_name) <= 255),
       mime_type text,
       size_bytes integer check (size_bytes between 1 and 10485760),
       sha256 bytea check (octet_length(sha256) = 32),
       content bytea`;
const fileComplete = (table: string) => `constraint ${table}_file_complete check (
         (file_name is null and mime_type is null and size_bytes is null and sha256 is null and content is null)
         or (file_name is not null and mime_type is not null and size_bytes = octet_length(content) and sha256 is not null))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table contracts (
       id bigint generated always as identity primary key,
       contract_number text not null unique check (btrim(contract_number) <> ''),
       contract_date date not null,
       bacen_number text unique check (btrim(bacen_number) <> ''),
       contract_type text not null
         check (contract_type in ('import', 'export', 'financial_purchase', 'financial_sale')),
       direction text not null generated always as (
         case when contract_type in ('export', 'financial_purchase') then 'purchase' else 'sale' end) stored,
       client_id bigint not null references clients on delete restrict,
       operator_user_id uuid references users on delete restrict,
       bank_id bigint references banks on delete restrict,
       counterparty_name text,
       counterparty_country country_code,
       currency char(3) not null references currencies on delete restrict,
       me_value numeric(18,2) not null check (me_value > 0),
       mn_value numeric(18,2) not null check (mn_value >= 0),
       rate numeric(18,8) not null check (rate > 0),
       expense numeric(18,2) not null default 0 check (expense >= 0),
       nature_code text,
       nature_description text,
       liquidation_date date,
       payment_method text,
       payment_date date,
       delivery_method text,
       delivery_date date,
       notes text,
       status text not null default 'open' check (status in ('open', 'liquidated', 'canceled')),
       liquidated_me_value numeric(18,2) not null default 0,
       liquidated_at timestamptz,
       canceled_at timestamptz,
       documentation_status text not null default 'pending' check (documentation_status in ('pending', 'complete')),
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint contracts_liquidated_within_value check (liquidated_me_value between 0 and me_value),
       constraint contracts_liquidated_recorded check (
         status <> 'liquidated' or (liquidated_me_value = me_value and liquidated_at is not null)),
       constraint contracts_canceled_recorded check (status <> 'canceled' or canceled_at is not null),
       constraint contracts_liquidation_after_contract check (liquidation_date is null or liquidation_date >= contract_date)
     )`,
    `comment on column contracts.counterparty_name is 'Payer abroad (purchase) or receiver abroad (sale)'`,
    `comment on column contracts.direction is 'Purchase (export, financial purchase) or sale (import, financial sale) of foreign currency'`,
    // Default list of a client user, newest first, keyset by id; also every client-required report.
    `create index contracts_client_date on contracts (client_id, contract_date desc, id desc)`,
    // Default list of staff with all clients; date range filter.
    `create index contracts_date on contracts (contract_date desc, id desc)`,
    // Contract-type filter and the contracted-exchange reports by operation (import, export, financial).
    `create index contracts_type_date on contracts (contract_type, contract_date desc)`,
    // Bank filter; foreign-key support.
    `create index contracts_bank on contracts (bank_id)`,
    // Payer/receiver contains-search.
    `create index contracts_counterparty_trgm on contracts using gin (f_unaccent(counterparty_name) gin_trgm_ops)`,
    // Export "liquidate" screen and treasury: open contracts by liquidation date.
    `create index contracts_open_liquidation on contracts (liquidation_date) where status = 'open'`,

    `create table contract_references (
       contract_id bigint not null references contracts on delete cascade,
       kind text not null check (kind in (
         'knowledge', 'bill', 'bl_freight', 'customer_reference', 'di', 'dsi', 'li', 're', 'sd', 'rof', 'ied',
         'back_to_back')),
       number text not null check (btrim(number) <> ''),
       primary key (contract_id, kind, number)
     )`,
    // Contract filters by reference number (knowledge, bill, BL freight, customer reference, DI, DSI, LI, RE, SD,
    // ROF, IED, back-to-back): exact match on (kind, number).
    `create index contract_references_kind_number on contract_references (kind, number)`,

    `create table contract_documents (
       id bigint generated always as identity primary key,
       contract_id bigint not null references contracts on delete cascade,
       kind text not null check (kind in ('di', 're', 'due', 'invoice', 'application', 'knowledge', 'installment')),
       number text,
       document_date date,
       due_date date,
       currency char(3) references currencies on delete restrict,
       value numeric(18,2) check (value >= 0),
       notes text,${FILE_COLUMNS},
       created_by uuid references users on delete restrict,
       created_at timestamptz not null default now(),
       ${fileComplete('contract_documents')}
     )`,
    // Documents of a contract, grouped by kind (DIs, REs, invoices, applications, knowledge, installments).
    `create index contract_documents_contract on contract_documents (contract_id, kind)`,

    `create table quotations (
       id bigint generated always as identity primary key,
       quotation_date date not null,
       client_id bigint references clients on delete restrict,
       group_id bigint references client_groups on delete restrict,
       quotation_type text not null check (quotation_type in ('purchase', 'sale')),
       currency char(3) not null references currencies on delete restrict,
       quoted_amount numeric(18,2) not null check (quoted_amount > 0),
       mn_amount numeric(18,2) check (mn_amount >= 0),
       me_liquidation_date date,
       mn_liquidation_date date,
       winning_rate numeric(18,8) check (winning_rate > 0),
       winning_bank_id bigint references banks on delete restrict,
       square text,
       operator_user_id uuid references users on delete restrict,
       ir_value numeric(18,2) check (ir_value >= 0),
       notes text,
       status text not null default 'open' check (status in ('open', 'closed', 'canceled')),
       created_at timestamptz not null default now(),
       constraint quotations_client_or_group check ((client_id is null) <> (group_id is null)),
       constraint quotations_closed_has_winner check (status <> 'closed' or winning_rate is not null)
     )`,
    `comment on column quotations.square is 'Praça: the market place of the quotation'`,
    // Quotations of a client, newest first.
    `create index quotations_client_date on quotations (client_id, quotation_date desc, id desc) where client_id is not null`,
    // Quotations of a client group, newest first.
    `create index quotations_group_date on quotations (group_id, quotation_date desc, id desc) where group_id is not null`,
    // Staff list of all quotations; date range filter.
    `create index quotations_date on quotations (quotation_date desc, id desc)`,

    `create table quotation_bank_quotes (
       id bigint generated always as identity primary key,
       quotation_id bigint not null references quotations on delete cascade,
       bank_id bigint not null references banks on delete restrict,
       rate numeric(18,8) not null check (rate > 0),
       quoted_at timestamptz not null default now(),
       winner boolean not null default false
     )`,
    // Quotes of a quotation (detail screen).
    `create index quotation_bank_quotes_quotation on quotation_bank_quotes (quotation_id)`,
    // At most one winning quote per quotation.
    `create unique index quotation_bank_quotes_one_winner on quotation_bank_quotes (quotation_id) where winner`,

    `create table quotation_contracts (
       quotation_id bigint not null references quotations on delete cascade,
       contract_id bigint not null references contracts on delete restrict,
       primary key (quotation_id, contract_id)
     )`,
    // Quotations of a contract; foreign-key support.
    `create index quotation_contracts_contract on quotation_contracts (contract_id)`,

    `create table export_dispatch_requests (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       contract_id bigint references contracts on delete restrict,
       due_number text,
       invoice_number text,
       request_date date not null,
       shipment_date date,
       currency char(3) not null references currencies on delete restrict,
       value numeric(18,2) not null check (value > 0),
       status text not null default 'pending' check (status in ('pending', 'registered', 'rejected', 'canceled')),
       registered_at timestamptz,
       registered_by uuid references users on delete restrict,
       rejection_reason text,
       notes text,
       created_by uuid references users on delete restrict,
       created_at timestamptz not null default now(),
       constraint export_dispatch_requests_registered_recorded check (
         status <> 'registered' or (registered_at is not null and due_number is not null)),
       constraint export_dispatch_requests_rejection_has_reason check (status <> 'rejected' or rejection_reason is not null)
     )`,
    `comment on column export_dispatch_requests.due_number is 'DU-E (Declaração Única de Exportação) number once registered'`,
    // "Dispatch request to register" screen: requests by status and date.
    `create index export_dispatch_requests_status on export_dispatch_requests (status, request_date)`,
    // Requests of a client.
    `create index export_dispatch_requests_client on export_dispatch_requests (client_id, request_date desc)`,
    // Foreign-key support.
    `create index export_dispatch_requests_contract on export_dispatch_requests (contract_id) where contract_id is not null`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'export_dispatch_requests',
    'quotation_contracts',
    'quotation_bank_quotes',
    'quotations',
    'contract_documents',
    'contract_references',
    'contracts',
  ]);
}
