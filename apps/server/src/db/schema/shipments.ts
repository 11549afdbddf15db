import type { ColumnType } from 'kysely';
import type { RemittanceHistoryAction, RemittancePurpose, RemittanceSystemNote } from '@fxbo/domain';
import type {
  Id,
  Int8,
  Decimal,
  Timestamp,
  CalendarDate,
  Json,
  Nullable,
  Defaulted,
  PersonType,
  AccountType,
  PixKeyType,
  MailStatus,
  ShipperStatus,
  RemittanceStatus,
  RemittancePaymentType,
  RemittanceBlockKind,
  ExtractReleaseType,
} from './columns.js';

/* The audit log, the mail outbox and settings; shippers, their balances and extract, remittances and their totals. */

// ----------------------------------------------------------------------------------------------- audit, mail, settings

export interface AuditLogTable {
  id: Id;
  at: Defaulted<Timestamp>;
  actor_user_id: string | null;
  /** One of AUDIT_ACTIONS; typed as text so filters compare it with what a user typed. */
  action: string;
  entity: string | null;
  entity_id: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Defaulted<Json<Record<string, unknown>>>;
}

export interface MailOutboxTable {
  id: Id;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Defaulted<Timestamp>;
  send_after: Defaulted<Timestamp>;
  attempts: Defaulted<number>;
  last_error: string | null;
  sent_at: Nullable<Timestamp>;
  status: Defaulted<MailStatus>;
}

export interface AppSettingsTable {
  id: Defaulted<number>;
  maintenance: Defaulted<boolean>;
  maintenance_message_pt: string | null;
  maintenance_message_en: string | null;
  updated_by: string | null;
  updated_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- shipments

export interface ShippersTable {
  id: Id;
  client_id: Int8;
  name: string;
  code: string | null;
  country: string | null;
  status: Defaulted<ShipperStatus>;
  created_at: Defaulted<Timestamp>;
}

export interface ShipperBalancesTable {
  shipper_id: Int8;
  currency: string;
  outstanding_balance: Defaulted<Decimal>;
  locked_balance: Defaulted<Decimal>;
  total_paid_on_day: Defaulted<Decimal>;
  paid_on_day: CalendarDate | null;
  pending_wire: Defaulted<Decimal>;
  last_closure_at: Nullable<Timestamp>;
  reference_rate: Nullable<Decimal>;
  updated_at: Defaulted<Timestamp>;
}

export interface ShipperExtractEntriesTable {
  id: Id;
  shipper_id: Int8;
  release_date: CalendarDate;
  release_type: ExtractReleaseType;
  currency: string;
  me_value: Decimal;
  me_open_balance: Decimal;
  remittance_id: Nullable<Int8>;
  description: string | null;
  created_at: Defaulted<Timestamp>;
}

/** The remittances' sums per client and currency, kept by triggers (migration 0038). */
export interface RemittanceAmountTotalsTable {
  client_id: Int8;
  currency: string;
  remittances: Int8;
  me_value: Decimal;
  mn_value: Decimal;
}

/** The contracts' sums per client and currency, kept by triggers (migration 0039). */
export interface ContractAmountTotalsTable {
  client_id: Int8;
  currency: string;
  contracts: Int8;
  me_value: Decimal;
  mn_value: Decimal;
}

export interface RemittancesTable {
  id: Id;
  client_id: Int8;
  shipper_id: Int8;
  reference: string;
  origin: string | null;
  purpose: RemittancePurpose | null;
  remittance_type_description: string | null;
  include_date: Defaulted<Timestamp>;
  payment_date: CalendarDate;
  status: Defaulted<RemittanceStatus>;
  currency: string;
  me_value: Decimal;
  mn_value: Nullable<Decimal>;
  exchange_rate: Nullable<Decimal>;
  vet_rate: Nullable<Decimal>;
  sender_name: string;
  sender_country: string;
  sender_person_type: PersonType;
  beneficiary_name: string;
  beneficiary_tax_id: string;
  beneficiary_birth_date: CalendarDate | null;
  beneficiary_phone: string | null;
  beneficiary_email: string | null;
  beneficiary_country: Defaulted<string>;
  payment_type: RemittancePaymentType;
  bank_code: string | null;
  bank_ispb: string | null;
  agency: string | null;
  agency_check_digit: string | null;
  account: string | null;
  account_check_digit: string | null;
  account_type: AccountType | null;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  no_pix_key: Defaulted<boolean>;
  message: string | null;
  /** Set on insert by trigger when an earlier, not canceled remittance has the same beneficiary, currency, value, date. */
  duplicate_of_id: Nullable<Defaulted<Int8>>;
  has_data_issues: Defaulted<boolean>;
  cancel_reason: string | null;
  canceled_at: Nullable<Timestamp>;
  canceled_by: string | null;
  paid_at: Nullable<Timestamp>;
  returned_at: Nullable<Timestamp>;
  return_reason: string | null;
  updated_at: Defaulted<Timestamp>;
}

export interface RemittanceHistoryTable {
  id: Id;
  remittance_id: Int8;
  at: Defaulted<Timestamp>;
  user_id: string | null;
  action: RemittanceHistoryAction;
  from_status: RemittanceStatus | null;
  to_status: RemittanceStatus | null;
  /** What a person typed; the system's notes are codes (migration 0035). */
  note: string | null;
  note_code: RemittanceSystemNote | null;
  /** The system note's parameters: `{ fields }` for `fields_changed`. */
  note_params: ColumnType<{ fields?: string[] } | null, string | null | undefined, string | null>;
}

export interface RemittanceBlocksTable {
  id: Id;
  remittance_id: Int8;
  reason_kind: RemittanceBlockKind;
  reason_code: string;
  description: string;
  blocked_at: Defaulted<Timestamp>;
  blocked_by: string | null;
  unblocked_at: Nullable<Timestamp>;
  unblocked_by: string | null;
  unblock_note: string | null;
}
