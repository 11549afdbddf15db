import type { Kysely } from 'kysely';
import { dropTables, runStatements } from './util.js';

/*
 * Shipments: remittance companies (shippers) of a client, their balance snapshots and ME extract, and the
 * remittances they send to beneficiaries in Brazil with history and blocking reasons. Sized for 1,000,000
 * remittances; every index says which list filter or sort it serves.
 */

const REMITTANCE_STATUSES = `'received', 'pending', 'blocked', 'processing', 'paid', 'returned', 'canceled'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table shippers (
       id bigint generated always as identity primary key,
       client_id bigint not null references clients on delete restrict,
       name text not null check (btrim(name) <> ''),
       code text,
       country country_code,
       status text not null default 'active' check (status in ('active', 'inactive')),
       created_at timestamptz not null default now(),
       constraint shippers_client_name_key unique (client_id, name),
       -- Target of the composite foreign key that keeps remittances.client_id equal to the shipper's client.
       constraint shippers_id_client_key unique (id, client_id)
     )`,

    `create table shipper_balances (
       shipper_id bigint not null references shippers on delete cascade,
       currency char(3) not null references currencies on delete restrict,
       outstanding_balance numeric(18,2) not null default 0,
       locked_balance numeric(18,2) not null default 0 check (locked_balance >= 0),
       total_paid_on_day numeric(18,2) not null default 0 check (total_paid_on_day >= 0),
       paid_on_day date,
       pending_wire numeric(18,2) not null default 0 check (pending_wire >= 0),
       last_closure_at timestamptz,
       reference_rate numeric(18,8) check (reference_rate > 0),
       updated_at timestamptz not null default now(),
       primary key (shipper_id, currency)
     )`,

    `create table remittances (
       id bigint generated always as identity primary key,
       client_id bigint not null,
       shipper_id bigint not null,
       reference text not null check (btrim(reference) <> ''),
       origin text,
       remittance_type_description text,
       include_date timestamptz not null default now(),
       payment_date date not null,
       status text not null default 'received' check (status in (${REMITTANCE_STATUSES})),
       currency char(3) not null references currencies on delete restrict,
       me_value numeric(18,2) not null check (me_value > 0),
       mn_value numeric(18,2) check (mn_value >= 0),
       exchange_rate numeric(18,8) check (exchange_rate > 0),
       vet_rate numeric(18,8) check (vet_rate > 0),
       sender_name text not null check (btrim(sender_name) <> ''),
       sender_country country_code not null,
       sender_person_type text not null check (sender_person_type in ('PF', 'PJ')),
       beneficiary_name text not null check (btrim(beneficiary_name) <> ''),
       beneficiary_tax_id tax_id not null,
       beneficiary_birth_date date,
       beneficiary_phone phone_number,
       beneficiary_email text check (beneficiary_email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
       beneficiary_country country_code not null default 'BR',
       payment_type text not null check (payment_type in ('credit_account', 'pix')),
       bank_code char(3) check (bank_code ~ '^[0-9]{3}$'),
       bank_ispb char(8) check (bank_ispb ~ '^[0-9]{8}$'),
       agency text check (agency ~ '^[0-9]{1,6}$'),
       agency_check_digit text check (agency_check_digit ~ '^[0-9A-Z]$'),
       account text check (account ~ '^[0-9]{1,20}$'),
       account_check_digit text check (account_check_digit ~ '^[0-9A-Z]{1,2}$'),
       account_type text check (account_type in ('checking', 'savings')),
       pix_key_type text check (pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
       pix_key text,
       no_pix_key boolean not null default false,
       message text,
       duplicate_of_id bigint references remittances on delete set null,
       has_data_issues boolean not null default false,
       cancel_reason text,
       canceled_at timestamptz,
       canceled_by uuid references users on delete restrict,
       paid_at timestamptz,
       returned_at timestamptz,
       return_reason text,
       updated_at timestamptz not null default now(),
       constraint remittances_shipper_fk foreign key (shipper_id, client_id)
         references shippers (id, client_id) on delete restrict,
       constraint remittances_reference_key unique (reference, client_id),
       constraint remittances_pix_key_valid check (
         (pix_key is null) = (pix_key_type is null) and (pix_key is null or is_valid_pix_key(pix_key_type, pix_key))),
       constraint remittances_pix_payment_has_key check (
         payment_type <> 'pix' or (pix_key is not null and not no_pix_key)),
       constraint remittances_no_pix_key_means_no_key check (not no_pix_key or pix_key is null),
       constraint remittances_account_payment_has_account check (
         payment_type <> 'credit_account'
         or ((bank_code is not null or bank_ispb is not null)
             and agency is not null and account is not null and account_type is not null)),
       constraint remittances_canceled_recorded check (
         status <> 'canceled' or (canceled_at is not null and cancel_reason is not null)),
       constraint remittances_paid_recorded check (status not in ('paid') or paid_at is not null),
       constraint remittances_returned_recorded check (status <> 'returned' or returned_at is not null),
       constraint remittances_priced_before_payment check (
         status not in ('processing', 'paid', 'returned') or (mn_value is not null and exchange_rate is not null)),
       constraint remittances_not_duplicate_of_itself check (duplicate_of_id <> id)
     )`,
    `comment on column remittances.duplicate_of_id is
       'Earlier, not canceled remittance with the same beneficiary tax id, currency, ME value and payment date (set on insert by trigger)'`,
    `comment on column remittances.has_data_issues is
       'Beneficiary or payment data failed validation (invalid bank, agency, account or PIX key); filter "by data"'`,
    // Default list of a client user: the user's clients, newest inclusion first, keyset by id.
    `create index remittances_client_include on remittances (client_id, include_date desc, id desc)`,
    // Default list of staff who see all clients; also the include-date range filter.
    `create index remittances_include on remittances (include_date desc, id desc)`,
    // CPF/CNPJ filter (leading column) and duplicate detection on insert (all three columns).
    `create index remittances_beneficiary_dup on remittances (beneficiary_tax_id, payment_date, me_value)`,
    // Status filter (e.g. blocked, pending) and the operations queue "pending to pay on/before day X".
    `create index remittances_status_payment on remittances (status, payment_date)`,
    // Payment-date range filter and sort by payment day.
    `create index remittances_payment_date on remittances (payment_date desc, id desc)`,
    // "Remittant" filter (shipper) and support of the composite foreign key to shippers.
    `create index remittances_shipper on remittances (shipper_id, include_date desc, id desc)`,
    // Beneficiary name contains-search, accent- and case-insensitive (ILIKE on f_unaccent).
    `create index remittances_beneficiary_name_trgm on remittances using gin (f_unaccent(beneficiary_name) gin_trgm_ops)`,
    // Remittance type "by duplicity": small partial index in the list order.
    `create index remittances_duplicates on remittances (include_date desc, id desc) where duplicate_of_id is not null`,
    // Duplicates of a remittance (detail screen) and support of the self-reference on delete; tiny, partial.
    `create index remittances_duplicate_of on remittances (duplicate_of_id) where duplicate_of_id is not null`,
    // Remittance type "by data": small partial index in the list order.
    `create index remittances_data_issues on remittances (include_date desc, id desc) where has_data_issues`,

    // Marks a new remittance as a duplicate of the earliest earlier one with the same beneficiary, currency,
    // ME value and payment date that is not canceled. Runs for every insert path (API, import, COPY seed).
    // Two duplicates inserted by concurrent transactions do not see each other; the nightly check covers it.
    `create function remittances_detect_duplicate() returns trigger language plpgsql as $$
     begin
       if new.duplicate_of_id is null then
         select r.id into new.duplicate_of_id
           from remittances r
          where r.beneficiary_tax_id = new.beneficiary_tax_id
            and r.payment_date = new.payment_date
            and r.me_value = new.me_value
            and r.currency = new.currency
            and r.status <> 'canceled'
            and r.id < new.id
          order by r.id
          limit 1;
       end if;
       return new;
     end $$`,
    `create trigger remittances_detect_duplicate before insert on remittances
       for each row execute function remittances_detect_duplicate()`,

    `create table remittance_history (
       id bigint generated always as identity primary key,
       remittance_id bigint not null references remittances on delete cascade,
       at timestamptz not null default now(),
       user_id uuid references users on delete set null,
       action text not null check (btrim(action) <> ''),
       from_status text check (from_status in (${REMITTANCE_STATUSES})),
       to_status text check (to_status in (${REMITTANCE_STATUSES})),
       note text
     )`,
    // Payment history on the detail screen, in time order.
    `create index remittance_history_remittance on remittance_history (remittance_id, at)`,

    `create table remittance_blocks (
       id bigint generated always as identity primary key,
       remittance_id bigint not null references remittances on delete cascade,
       reason_kind text not null check (reason_kind in ('duplicity', 'data', 'compliance', 'other')),
       reason_code text not null check (btrim(reason_code) <> ''),
       description text not null,
       blocked_at timestamptz not null default now(),
       blocked_by uuid references users on delete set null,
       unblocked_at timestamptz,
       unblocked_by uuid references users on delete set null,
       unblock_note text,
       constraint remittance_blocks_unblock_recorded check (unblocked_by is null or unblocked_at is not null),
       constraint remittance_blocks_unblock_after_block check (unblocked_at is null or unblocked_at >= blocked_at)
     )`,
    // "View blocking reasons" of one remittance.
    `create index remittance_blocks_remittance on remittance_blocks (remittance_id, blocked_at)`,

    `create table shipper_extract_entries (
       id bigint generated always as identity primary key,
       shipper_id bigint not null references shippers on delete restrict,
       release_date date not null,
       release_type text not null check (release_type in ('credit', 'debit', 'closure', 'adjustment', 'reversal')),
       currency char(3) not null references currencies on delete restrict,
       me_value numeric(18,2) not null check (me_value <> 0),
       me_open_balance numeric(18,2) not null,
       remittance_id bigint references remittances on delete restrict,
       description text,
       created_at timestamptz not null default now(),
       constraint shipper_extract_entries_sign check (
         (release_type <> 'credit' or me_value > 0) and (release_type <> 'debit' or me_value < 0))
     )`,
    `comment on column shipper_extract_entries.me_value is 'Signed: credits positive, debits negative'`,
    `comment on column shipper_extract_entries.me_open_balance is 'ME balance of the shipper after this entry'`,
    // Balance extract of a shipper, by release date (newest first).
    `create index shipper_extract_entries_shipper on shipper_extract_entries (shipper_id, release_date desc, id desc)`,
    // Foreign-key support: entries of a remittance.
    `create index shipper_extract_entries_remittance on shipper_extract_entries (remittance_id) where remittance_id is not null`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'shipper_extract_entries',
    'remittance_blocks',
    'remittance_history',
    'remittances',
    'shipper_balances',
    'shippers',
  ]);
  await runStatements(db, ['drop function if exists remittances_detect_duplicate()']);
}
