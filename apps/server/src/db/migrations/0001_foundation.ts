import { CURRENCY_TABLE } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import { dropTables, runStatements } from './util.js';

/*
 * Foundation: extensions, shared SQL functions and domains, reference tables (currencies, banks),
 * clients and their groups, users and everything authentication needs (sessions, one-time codes,
 * trusted devices, reset tokens, captcha replay guard, rate limits), access requests, audit log,
 * mail outbox and the single-row application settings. The data model is described in docs/data-model.md.
 */

// ISO 4217 currencies (code, minor units, names): declared in the domain (@fxbo/domain CURRENCY_TABLE).
const CURRENCIES = CURRENCY_TABLE;

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create extension if not exists pg_trgm',
    'create extension if not exists unaccent',
    'create extension if not exists citext',
  ]);

  // unaccent() is only STABLE (it reads a dictionary found through search_path), so it cannot appear in an
  // index. This wrapper pins the dictionary by schema, which makes it safe to declare IMMUTABLE. Queries must
  // use the same expression as the indexes: f_unaccent(column) ilike '%' || f_unaccent($1) || '%'.
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = found.rows[0]?.schema ?? 'public';

  await runStatements(db, [
    `create function f_unaccent(text) returns text
       language sql immutable parallel safe strict
       return ${ident(schema)}.unaccent(${literal(`${ident(schema)}.unaccent`)}::regdictionary, $1)`,

    // Format checks only; check digits are verified by @fxbo/domain before anything is written.
    // CPF: 11 digits. CNPJ: 12 digits or upper-case letters (alphanumeric CNPJ, July 2026) + 2 check digits.
    `create function is_valid_tax_id(v text) returns boolean
       language sql immutable parallel safe strict
       return v ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`,
    `create function are_valid_tax_ids(v text[]) returns boolean
       language sql immutable parallel safe strict
       return coalesce((select bool_and(is_valid_tax_id(x)) from unnest(v) as t(x)), true)`,
    // PIX key per type, as the DICT stores it: digits only for CPF/CNPJ, +55 and digits for phones,
    // lower-case UUID for random (EVP) keys.
    `create function is_valid_pix_key(key_type text, key text) returns boolean
       language sql immutable parallel safe strict
       return case key_type
         when 'cpf' then key ~ '^[0-9]{11}$'
         when 'cnpj' then key ~ '^[0-9A-Z]{12}[0-9]{2}$'
         when 'email' then length(key) <= 77 and key ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'
         when 'phone' then key ~ '^\\+55[0-9]{10,11}$'
         when 'random' then key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         else false
       end`,

    `create domain country_code as char(2) check (value ~ '^[A-Z]{2}$')`,
    `create domain cpf as text check (value ~ '^[0-9]{11}$')`,
    `create domain tax_id as text check (is_valid_tax_id(value))`,
    `create domain phone_number as text check (value ~ '^\\+?[0-9]{8,15}$')`,

    // ---------------------------------------------------------------- reference data
    `create table currencies (
       code char(3) primary key check (code ~ '^[A-Z]{3}$'),
       decimals smallint not null default 2 check (decimals between 0 and 4),
       name_pt text not null,
       name_en text not null,
       active boolean not null default true
     )`,
    `insert into currencies (code, decimals, name_pt, name_en) values ${CURRENCIES.map(
      ([c, d, pt, en]) => `(${literal(c)}, ${d}, ${literal(pt)}, ${literal(en)})`,
    ).join(', ')}`,

    `create table banks (
       id bigint generated always as identity primary key,
       compe_code char(3) unique check (compe_code ~ '^[0-9]{3}$'),
       ispb char(8) unique check (ispb ~ '^[0-9]{8}$'),
       swift_bic text check (swift_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
       name text not null check (btrim(name) <> ''),
       short_name text,
       country country_code not null default 'BR',
       active boolean not null default true,
       created_at timestamptz not null default now(),
       constraint banks_brazilian_have_ispb check (country <> 'BR' or ispb is not null)
     )`,

    // ---------------------------------------------------------------- users and clients
    `create table users (
       id uuid primary key default gen_random_uuid(),
       kind text not null default 'client' check (kind in ('staff', 'client')),
       all_clients boolean not null default false,
       name text not null check (btrim(name) <> '' and length(name) <= 200),
       email citext not null check (length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
       cpf cpf,
       birth_date date,
       phone phone_number,
       status text not null default 'pending' check (status in ('active', 'inactive', 'pending')),
       password_hash text check (password_hash like '$argon2id$%'),
       password_changed_at timestamptz,
       failed_attempts integer not null default 0 check (failed_attempts >= 0),
       blocked boolean not null default false,
       blocked_at timestamptz,
       must_change_password boolean not null default false,
       locale text not null default 'pt-BR' check (locale in ('pt-BR', 'en')),
       settings jsonb not null default '{}' check (jsonb_typeof(settings) = 'object'),
       shortcuts jsonb not null default '[]' check (jsonb_typeof(shortcuts) = 'array'),
       photo_url text,
       totp_secret text,
       totp_enabled_at timestamptz,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       last_login_at timestamptz,
       deleted_at timestamptz,
       constraint users_blocked_has_time check (blocked = (blocked_at is not null)),
       constraint users_totp_needs_secret check (totp_enabled_at is null or totp_secret is not null),
       constraint users_all_clients_staff_only check (not all_clients or kind = 'staff')
     )`,
    // Sign-in by e-mail or by CPF; a soft-deleted user frees both for a new account.
    `create unique index users_email_key on users (email) where deleted_at is null`,
    `create unique index users_cpf_key on users (cpf) where deleted_at is null`,
    // User admin list: contains-search on the name, accent-insensitive.
    `create index users_name_trgm on users using gin (f_unaccent(name) gin_trgm_ops)`,

    `create table client_groups (
       id bigint generated always as identity primary key,
       name text not null unique check (btrim(name) <> ''),
       created_at timestamptz not null default now()
     )`,

    `create table clients (
       id bigint generated always as identity primary key,
       person_type text not null check (person_type in ('PF', 'PJ')),
       tax_id tax_id not null unique,
       name text not null check (btrim(name) <> ''),
       trade_name text,
       group_id bigint references client_groups on delete restrict,
       manager_user_id uuid references users on delete restrict,
       status text not null default 'active' check (status in ('active', 'inactive', 'blocked')),
       address_street text,
       address_number text,
       address_complement text,
       address_district text,
       address_city text,
       address_state char(2) check (address_state ~ '^[A-Z]{2}$'),
       address_postal_code char(8) check (address_postal_code ~ '^[0-9]{8}$'),
       address_country country_code not null default 'BR',
       email citext,
       phone phone_number,
       contact_name text,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       constraint clients_tax_id_matches_person_type check (
         (person_type = 'PF' and tax_id ~ '^[0-9]{11}$') or (person_type = 'PJ' and tax_id ~ '^[0-9A-Z]{12}[0-9]{2}$'))
     )`,
    `comment on column clients.tax_id is 'CPF (PF, 11 digits) or CNPJ (PJ, 14: 12 alphanumerics + 2 digits), no punctuation'`,
    // Client pickers in every filter form: contains-search on the name.
    `create index clients_name_trgm on clients using gin (f_unaccent(name) gin_trgm_ops)`,
    // Quotations per group list the group's clients; FK support.
    `create index clients_group_id on clients (group_id)`,
    // "My clients" for a manager; FK support.
    `create index clients_manager_user_id on clients (manager_user_id)`,

    `create table user_clients (
       user_id uuid not null references users on delete cascade,
       client_id bigint not null references clients on delete cascade,
       created_at timestamptz not null default now(),
       primary key (user_id, client_id)
     )`,
    // Users associated with a client (client screens, user admin filter by client).
    `create index user_clients_client_id on user_clients (client_id)`,

    `create table permissions (
       key text primary key check (length(key) between 1 and 100),
       area text not null,
       description text not null default ''
     )`,
    `create table user_permissions (
       user_id uuid not null references users on delete cascade,
       permission_key text not null references permissions on delete cascade on update cascade,
       granted_by uuid references users on delete set null,
       granted_at timestamptz not null default now(),
       primary key (user_id, permission_key)
     )`,
    // Who holds a permission; FK support for catalogue changes.
    `create index user_permissions_permission_key on user_permissions (permission_key)`,

    // ---------------------------------------------------------------- authentication
    `create table sessions (
       id uuid primary key default gen_random_uuid(),
       token_hash bytea not null unique check (octet_length(token_hash) = 32),
       csrf_token_hash bytea check (octet_length(csrf_token_hash) = 32),
       user_id uuid not null references users on delete cascade,
       created_at timestamptz not null default now(),
       last_seen_at timestamptz not null default now(),
       expires_at timestamptz not null,
       ip inet,
       user_agent text,
       revoked_at timestamptz,
       constraint sessions_expiry_after_creation check (expires_at > created_at)
     )`,
    // Revoke all sessions of a user (password change, inactivation).
    `create index sessions_user_id on sessions (user_id)`,
    // Purge of expired sessions.
    `create index sessions_expires_at on sessions (expires_at)`,

    `create table sign_in_attempts (
       id uuid primary key default gen_random_uuid(),
       user_id uuid not null references users on delete cascade,
       created_at timestamptz not null default now(),
       expires_at timestamptz not null,
       code_hash bytea not null,
       code_sent_at timestamptz not null default now(),
       resend_count integer not null default 0 check (resend_count >= 0),
       tries integer not null default 0 check (tries >= 0),
       consumed_at timestamptz,
       ip inet,
       user_agent text,
       constraint sign_in_attempts_expiry_after_creation check (expires_at > created_at)
     )`,
    // Recent attempts of a user (throttling, invalidating older codes).
    `create index sign_in_attempts_user_id on sign_in_attempts (user_id, created_at desc)`,
    // Purge of expired attempts.
    `create index sign_in_attempts_expires_at on sign_in_attempts (expires_at)`,

    `create table trusted_devices (
       id uuid primary key default gen_random_uuid(),
       user_id uuid not null references users on delete cascade,
       token_hash bytea not null unique check (octet_length(token_hash) = 32),
       created_at timestamptz not null default now(),
       expires_at timestamptz not null,
       last_used_at timestamptz,
       revoked_at timestamptz,
       user_agent text,
       constraint trusted_devices_expiry_after_creation check (expires_at > created_at)
     )`,
    // Devices of a user (revoke all on password change).
    `create index trusted_devices_user_id on trusted_devices (user_id)`,
    // Purge of expired devices.
    `create index trusted_devices_expires_at on trusted_devices (expires_at)`,

    `create table password_reset_tokens (
       token_hash bytea primary key check (octet_length(token_hash) = 32),
       user_id uuid not null references users on delete cascade,
       created_at timestamptz not null default now(),
       expires_at timestamptz not null,
       used_at timestamptz,
       ip inet,
       constraint password_reset_tokens_expiry_after_creation check (expires_at > created_at)
     )`,
    // Invalidate a user's outstanding tokens when a new one is issued or the password changes.
    `create index password_reset_tokens_user_id on password_reset_tokens (user_id)`,
    // Purge of expired tokens.
    `create index password_reset_tokens_expires_at on password_reset_tokens (expires_at)`,

    `create table captcha_challenges_used (
       signature_hash bytea primary key check (octet_length(signature_hash) = 32),
       expires_at timestamptz not null,
       used_at timestamptz not null default now()
     )`,
    // Purge of expired challenges.
    `create index captcha_challenges_used_expires_at on captcha_challenges_used (expires_at)`,

    `create table rate_limits (
       key text not null,
       window_start timestamptz not null,
       count integer not null default 1 check (count > 0),
       primary key (key, window_start)
     )`,
    // Purge of past windows.
    `create index rate_limits_window_start on rate_limits (window_start)`,

    `create table access_requests (
       id bigint generated always as identity primary key,
       name text not null check (btrim(name) <> ''),
       cpf cpf not null,
       email citext not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
       phone phone_number,
       birth_date date not null,
       password_hash text not null check (password_hash like '$argon2id$%'),
       company text not null check (btrim(company) <> ''),
       client_tax_ids text[] not null check (cardinality(client_tax_ids) between 1 and 100 and are_valid_tax_ids(client_tax_ids)),
       status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
       decided_by uuid references users on delete restrict,
       decided_at timestamptz,
       decision_reason text,
       user_id uuid references users on delete set null,
       ip inet,
       created_at timestamptz not null default now(),
       constraint access_requests_decision_recorded check ((status = 'pending') = (decided_at is null)),
       constraint access_requests_rejection_has_reason check (status <> 'rejected' or decision_reason is not null)
     )`,
    // One open request per CPF.
    `create unique index access_requests_pending_cpf on access_requests (cpf) where status = 'pending'`,
    // Admin queue of requests, newest first, by status.
    `create index access_requests_status_created on access_requests (status, created_at desc)`,

    // ---------------------------------------------------------------- audit, mail, settings
    `create table audit_log (
       id bigint generated always as identity primary key,
       at timestamptz not null default now(),
       actor_user_id uuid references users on delete set null,
       action text not null,
       entity text,
       entity_id text,
       ip inet,
       user_agent text,
       details jsonb not null default '{}'
     )`,
    // Audit screen: newest first.
    `create index audit_log_at on audit_log (at desc, id desc)`,
    // What a user did.
    `create index audit_log_actor on audit_log (actor_user_id, at desc)`,
    // History of one record.
    `create index audit_log_entity on audit_log (entity, entity_id, at desc)`,

    `create table mail_outbox (
       id bigint generated always as identity primary key,
       "to" text not null check (position('@' in "to") > 1),
       subject text not null,
       text text not null,
       html text,
       created_at timestamptz not null default now(),
       send_after timestamptz not null default now(),
       attempts integer not null default 0 check (attempts >= 0),
       last_error text,
       sent_at timestamptz,
       status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
       constraint mail_outbox_sent_has_time check ((status = 'sent') = (sent_at is not null))
     )`,
    // The sender's queue: pending messages due now, oldest first (select ... for update skip locked).
    `create index mail_outbox_pending on mail_outbox (send_after, id) where status = 'pending'`,

    `create table app_settings (
       id smallint primary key default 1 check (id = 1),
       maintenance boolean not null default false,
       maintenance_message_pt text,
       maintenance_message_en text,
       updated_by uuid references users on delete set null,
       updated_at timestamptz not null default now()
     )`,
    `insert into app_settings (id) values (1)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'app_settings',
    'mail_outbox',
    'audit_log',
    'access_requests',
    'rate_limits',
    'captcha_challenges_used',
    'password_reset_tokens',
    'trusted_devices',
    'sign_in_attempts',
    'sessions',
    'user_permissions',
    'permissions',
    'user_clients',
    'clients',
    'client_groups',
    'users',
    'banks',
    'currencies',
  ]);
  await runStatements(db, [
    'drop domain if exists phone_number',
    'drop domain if exists tax_id',
    'drop domain if exists cpf',
    'drop domain if exists country_code',
    'drop function if exists is_valid_pix_key(text, text)',
    'drop function if exists are_valid_tax_ids(text[])',
    'drop function if exists is_valid_tax_id(text)',
    'drop function if exists f_unaccent(text)',
  ]);
}
