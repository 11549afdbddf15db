import type { GeneratedAlways } from 'kysely';
import type { SessionEndReason } from '@fxbo/domain';
import type {
  Id,
  Int8,
  Timestamp,
  CalendarDate,
  Json,
  Nullable,
  Defaulted,
  PersonType,
  Locale,
  UserKind,
  UserStatus,
  ClientStatus,
  AccessRequestStatus,
} from './columns.js';

/* Reference data, users and clients, permissions, authentication, saved views, rate limits and access requests. */

// ----------------------------------------------------------------------------------------------- reference

export interface CurrenciesTable {
  code: string;
  decimals: Defaulted<number>;
  name_pt: string;
  name_en: string;
  active: Defaulted<boolean>;
}

export interface BanksTable {
  id: Id;
  compe_code: string | null;
  ispb: string | null;
  swift_bic: string | null;
  name: string;
  short_name: string | null;
  country: Defaulted<string>;
  active: Defaulted<boolean>;
  created_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- users and clients

export interface UsersTable {
  id: Defaulted<string>;
  kind: Defaulted<UserKind>;
  all_clients: Defaulted<boolean>;
  name: string;
  email: string;
  cpf: string | null;
  birth_date: CalendarDate | null;
  phone: string | null;
  status: Defaulted<UserStatus>;
  password_hash: string | null;
  password_changed_at: Nullable<Timestamp>;
  failed_attempts: Defaulted<number>;
  blocked: Defaulted<boolean>;
  blocked_at: Nullable<Timestamp>;
  must_change_password: Defaulted<boolean>;
  locale: Defaulted<Locale>;
  settings: Defaulted<Json<Record<string, unknown>>>;
  shortcuts: Defaulted<Json<string[]>>;
  photo_url: string | null;
  totp_secret: string | null;
  totp_enabled_at: Nullable<Timestamp>;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
  last_login_at: Nullable<Timestamp>;
  deleted_at: Nullable<Timestamp>;
  /** The user's permission profile (migration 0034); null without one. */
  profile_id: Nullable<string>;
}

export interface ClientGroupsTable {
  id: Id;
  name: string;
  created_at: Defaulted<Timestamp>;
}

export interface ClientsTable {
  id: Id;
  person_type: PersonType;
  tax_id: string;
  name: string;
  trade_name: string | null;
  group_id: Nullable<Int8>;
  manager_user_id: string | null;
  status: Defaulted<ClientStatus>;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_district: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  address_country: Defaulted<string>;
  email: string | null;
  phone: string | null;
  contact_name: string | null;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface UserClientsTable {
  user_id: string;
  client_id: Int8;
  created_at: Defaulted<Timestamp>;
}

export interface PermissionsTable {
  key: string;
  area: string;
  description: Defaulted<string>;
}

/** A named permission set (migration 0034), assigned to users: their permissions are its and their own. */
export interface PermissionProfilesTable {
  id: GeneratedAlways<string>;
  name: string;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface PermissionProfilePermissionsTable {
  profile_id: string;
  permission_key: string;
}

export interface UserPermissionsTable {
  user_id: string;
  permission_key: string;
  granted_by: string | null;
  granted_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- authentication

export interface SessionsTable {
  id: Defaulted<string>;
  token_hash: Buffer;
  csrf_token_hash: Buffer | null;
  user_id: string;
  created_at: Defaulted<Timestamp>;
  last_seen_at: Defaulted<Timestamp>;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  revoked_at: Nullable<Timestamp>;
  revoked_reason: Nullable<SessionEndReason>;
}

export interface SignInAttemptsTable {
  id: Defaulted<string>;
  user_id: string;
  created_at: Defaulted<Timestamp>;
  expires_at: Timestamp;
  code_hash: Buffer;
  code_sent_at: Defaulted<Timestamp>;
  resend_count: Defaulted<number>;
  tries: Defaulted<number>;
  consumed_at: Nullable<Timestamp>;
  ip: string | null;
  user_agent: string | null;
}

export interface TrustedDevicesTable {
  id: Defaulted<string>;
  user_id: string;
  token_hash: Buffer;
  created_at: Defaulted<Timestamp>;
  expires_at: Timestamp;
  last_used_at: Nullable<Timestamp>;
  revoked_at: Nullable<Timestamp>;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: Buffer;
  user_id: string;
  created_at: Defaulted<Timestamp>;
  expires_at: Timestamp;
  used_at: Nullable<Timestamp>;
  ip: string | null;
  /** A password recovery's link (an hour) or an invitation to a user created in the app (72 hours). */
  purpose: Defaulted<'reset' | 'invitation'>;
}

export interface CaptchaChallengesUsedTable {
  signature_hash: Buffer;
  expires_at: Timestamp;
  used_at: Defaulted<Timestamp>;
}

/** The first answer to a user's Idempotency-Key (migration 0028, platform/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: Buffer;
  /** Null only inside the transaction that claims the key. */
  status: number | null;
  answer: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A user's saved view of a list screen (migration 0032, modules/list-views). */
export interface ListViewsTable {
  id: Id;
  user_id: string;
  /** The list resource's name. */
  list: string;
  name: string;
  /** The screen's query string, without the page. */
  query: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: Defaulted<number>;
}

export interface AccessRequestsTable {
  id: Id;
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  birth_date: CalendarDate;
  password_hash: string;
  company: string;
  client_tax_ids: string[];
  status: Defaulted<AccessRequestStatus>;
  decided_by: string | null;
  decided_at: Nullable<Timestamp>;
  decision_reason: string | null;
  user_id: string | null;
  ip: string | null;
  created_at: Defaulted<Timestamp>;
}
