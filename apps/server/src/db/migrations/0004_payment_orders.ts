import type { Kysely } from 'kysely';
import { dropTables, runStatements } from './util.js';

/*
 * Payment orders received from abroad (OPR) with attachments, purchase contracts, manual write-offs,
 * comments, confirmation notifications, and the receiving flow that pays part of an order out in Brazil.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table payment_orders (
       id bigint generated always as identity primary key,
       opr_number text not null unique check (btrim(opr_number) <> ''),
       client_id bigint not null references clients on delete restrict,
       issuer_name text not null check (btrim(issuer_name) <> ''),
       issuer_country country_code,
       manager_user_id uuid references users on delete restrict,
       foreign_account text,
       currency char(3) not null references currencies on delete restrict,
       credit_value numeric(18,2) not null check (credit_value > 0),
       available_balance numeric(18,2) not null check (available_balance >= 0),
       banker_expenses numeric(18,2) not null default 0 check (banker_expenses >= 0),
       state text not null default 'waiting_credit_date' check (state in ('waiting_credit_date', 'confirmed', 'canceled')),
       register_date date not null,
       document_date date,
       credit_date date,
       operation_date date,
       confirmed_by uuid references users on delete restrict,
       confirmed_at timestamptz,
       canceled_at timestamptz,
       cancel_reason text,
       open_dispatch_balance numeric(18,2) not null default 0 check (open_dispatch_balance >= 0),
       closed_dispatch_balance numeric(18,2) not null default 0 check (closed_dispatch_balance >= 0),
       reference text,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint payment_orders_available_within_credit check (available_balance <= credit_value),
       constraint payment_orders_confirmed_recorded check (
         state <> 'confirmed' or (confirmed_at is not null and credit_date is not null)),
       constraint payment_orders_canceled_recorded check (state <> 'canceled' or canceled_at is not null)
     )`,
    `comment on column payment_orders.issuer_name is 'Ordering party abroad'`,
    `comment on column payment_orders.foreign_account is 'Foreign-currency account the order was credited to'`,
    // Default list of a client user, newest registration first, keyset by id.
    `create index payment_orders_client_register on payment_orders (client_id, register_date desc, id desc)`,
    // Default list of staff with all clients; register-date range filter.
    `create index payment_orders_register on payment_orders (register_date desc, id desc)`,
    // State filter and the "waiting credit date" queue by credit date.
    `create index payment_orders_state_credit on payment_orders (state, credit_date)`,

    `create table payment_order_attachments (
       id bigint generated always as identity primary key,
       payment_order_id bigint not null references payment_orders on delete cascade,
       file_name text not null check (btrim(file_name) <> '' and length(file_name) <= 255),
       mime_type text not null,
       size_bytes integer not null check (size_bytes between 1 and 10485760),
       sha256 bytea not null check (octet_length(sha256) = 32),
       content bytea not null,
       uploaded_by uuid references users on delete restrict,
       uploaded_at timestamptz not null default now(),
       constraint payment_order_attachments_size_matches check (size_bytes = octet_length(content)),
       -- Target of the receivings' composite key: a receiving's document belongs to the same order.
       constraint payment_order_attachments_id_order_key unique (id, payment_order_id)
     )`,
    // Attachments of an order (detail screen).
    `create index payment_order_attachments_order on payment_order_attachments (payment_order_id)`,

    `create table payment_order_purchase_contracts (
       payment_order_id bigint not null references payment_orders on delete cascade,
       contract_id bigint not null references contracts on delete restrict,
       amount numeric(18,2) check (amount > 0),
       linked_at timestamptz not null default now(),
       primary key (payment_order_id, contract_id)
     )`,
    // Orders settled by a contract; foreign-key support.
    `create index payment_order_purchase_contracts_contract on payment_order_purchase_contracts (contract_id)`,

    `create table payment_order_write_offs (
       id bigint generated always as identity primary key,
       payment_order_id bigint not null references payment_orders on delete cascade,
       amount numeric(18,2) not null check (amount > 0),
       write_off_date date not null,
       user_id uuid not null references users on delete restrict,
       reason text not null check (btrim(reason) <> ''),
       created_at timestamptz not null default now()
     )`,
    // Write-offs of an order (detail screen), by date.
    `create index payment_order_write_offs_order on payment_order_write_offs (payment_order_id, write_off_date)`,

    `create table payment_order_comments (
       id bigint generated always as identity primary key,
       payment_order_id bigint not null references payment_orders on delete cascade,
       user_id uuid not null references users on delete restrict,
       body text not null check (btrim(body) <> ''),
       created_at timestamptz not null default now()
     )`,
    // Comments of an order (detail screen), oldest first.
    `create index payment_order_comments_order on payment_order_comments (payment_order_id, created_at)`,

    `create table payment_order_notifications (
       id bigint generated always as identity primary key,
       payment_order_id bigint not null references payment_orders on delete cascade,
       received_at timestamptz not null default now(),
       channel text not null check (channel in ('swift', 'email', 'api', 'other')),
       sender text,
       message_type text,
       content text
     )`,
    // Notifications of an order (detail screen), by arrival.
    `create index payment_order_notifications_order on payment_order_notifications (payment_order_id, received_at)`,

    `create table payment_order_receivings (
       id bigint generated always as identity primary key,
       payment_order_id bigint not null references payment_orders on delete restrict,
       payer_name text not null check (btrim(payer_name) <> ''),
       payer_country country_code not null,
       binding_relationship text not null check (btrim(binding_relationship) <> ''),
       bank_code char(3) check (bank_code ~ '^[0-9]{3}$'),
       bank_account_type text check (bank_account_type in ('checking', 'savings')),
       agency text check (agency ~ '^[0-9]{1,6}$'),
       account text check (account ~ '^[0-9]{1,20}$'),
       account_check_digit text check (account_check_digit ~ '^[0-9A-Z]{1,2}$'),
       pix_key_type text check (pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
       pix_key text,
       reason_for_receipt text not null check (btrim(reason_for_receipt) <> ''),
       receipt_value numeric(18,2) not null check (receipt_value > 0),
       exchange_rate numeric(18,8) not null check (exchange_rate > 0),
       operation_fee numeric(18,2) not null default 0 check (operation_fee >= 0),
       value_to_receive numeric(18,2) not null check (value_to_receive >= 0),
       vet_rate numeric(18,8) not null check (vet_rate > 0),
       expected_payment_date date not null,
       usd_equivalent numeric(18,2) not null check (usd_equivalent >= 0),
       document_required boolean not null generated always as (usd_equivalent > 3000.00) stored,
       document_attachment_id bigint,
       status text not null default 'requested' check (status in ('requested', 'approved', 'paid', 'canceled')),
       requested_by uuid references users on delete restrict,
       created_at timestamptz not null default now(),
       paid_at timestamptz,
       canceled_at timestamptz,
       -- 'You must choose only one option': a complete bank account, or a PIX key, never both.
       constraint payment_order_receivings_one_destination check (
         (bank_code is not null and bank_account_type is not null and agency is not null and account is not null
          and pix_key_type is null and pix_key is null)
         or (pix_key_type is not null and pix_key is not null and is_valid_pix_key(pix_key_type, pix_key)
          and bank_code is null and bank_account_type is null and agency is null and account is null
          and account_check_digit is null)),
       -- Document upload required above USD 3,000.00.
       constraint payment_order_receivings_document_when_required check (
         not document_required or document_attachment_id is not null),
       constraint payment_order_receivings_document_same_order foreign key (document_attachment_id, payment_order_id)
         references payment_order_attachments (id, payment_order_id) on delete restrict,
       constraint payment_order_receivings_paid_recorded check (status <> 'paid' or paid_at is not null),
       constraint payment_order_receivings_canceled_recorded check (status <> 'canceled' or canceled_at is not null)
     )`,
    `comment on column payment_order_receivings.usd_equivalent is 'Receipt value in USD, computed by the API at request time'`,
    // Receivings of an order.
    `create index payment_order_receivings_order on payment_order_receivings (payment_order_id, created_at)`,
    // Foreign-key support for the document attachment.
    `create index payment_order_receivings_document on payment_order_receivings (document_attachment_id)
       where document_attachment_id is not null`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'payment_order_receivings',
    'payment_order_notifications',
    'payment_order_comments',
    'payment_order_write_offs',
    'payment_order_purchase_contracts',
    'payment_order_attachments',
    'payment_orders',
  ]);
}
