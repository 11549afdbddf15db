import type {
  BindingRelationship,
  IofCategory,
  QuoteSource,
  ReceiptReason,
  RemittanceHistoryAction,
  RemittancePurpose,
  RemittanceSystemNote,
  SessionEndReason,
} from '@fxbo/domain';
import type { ColumnType, GeneratedAlways } from 'kysely';

/*
 * Kysely table types: one interface per table, column for column with the migrations in ./migrations.
 * docs/data-model.md explains every column. How values travel through `pg` (see database.ts):
 *   bigint (int8) and numeric  -> string (exact; do arithmetic with decimal.js)
 *   timestamptz                -> Date
 *   date                       -> 'yyyy-MM-dd' string
 *   jsonb                      -> parsed value; write it as a JSON string (JSON.stringify), because `pg`
 *                                 would turn a JS array into a PostgreSQL array literal
 *   bytea                      -> Buffer;  inet, citext, char(n) -> string;  text[] -> string[]
 */

/** `bigint generated always as identity` primary key: read as a string, never written. */
export type Id = GeneratedAlways<string>;
/** A bigint foreign key. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** numeric(18,2) money or numeric(18,8) rate: always a decimal string when read. */
export type Decimal = ColumnType<string, string | number, string | number>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** 'yyyy-MM-dd'. */
export type CalendarDate = string;
/** A jsonb column holding T, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

/** The column may be null. */
type Nullable<C> =
  C extends ColumnType<infer S, infer I, infer U> ? ColumnType<S | null, I | null, U | null> : C | null;
/** The column has a database default, so inserts may omit it. */
type Defaulted<C> =
  C extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<C, C | undefined, C>;
/** Not null, but a trigger fills it on insert when the insert leaves it out (a database test checks it). */
type FilledOnInsert<C> = Defaulted<C>;
/** Computed by the database (generated column): read only. */
type Computed<S> = ColumnType<S, never, never>;

// ----------------------------------------------------------------------------------------------- value sets

export type PersonType = 'PF' | 'PJ';
export type AccountType = 'checking' | 'savings';
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';
export type Locale = 'pt-BR' | 'en';
export type UserKind = 'staff' | 'client';
export type UserStatus = 'active' | 'inactive' | 'pending';
export type ClientStatus = 'active' | 'inactive' | 'blocked';
export type AccessRequestStatus = 'pending' | 'approved' | 'rejected';
export type MailStatus = 'pending' | 'sent' | 'failed';
export type ShipperStatus = 'active' | 'inactive';
export type RemittanceStatus =
  'received' | 'pending' | 'blocked' | 'processing' | 'paid' | 'returned' | 'canceled';
export type RemittancePaymentType = 'credit_account' | 'pix';
export type RemittanceBlockKind = 'duplicity' | 'data' | 'compliance' | 'other';
export type ExtractReleaseType = 'credit' | 'debit' | 'closure' | 'adjustment' | 'reversal';
export type ContractType = 'import' | 'export' | 'financial_purchase' | 'financial_sale';
export type ContractDirection = 'purchase' | 'sale';
export type ContractStatus = 'open' | 'liquidated' | 'canceled';
export type DocumentationStatus = 'pending' | 'complete';
export type ContractReferenceKind =
  | 'knowledge'
  | 'bill'
  | 'bl_freight'
  | 'customer_reference'
  | 'di'
  | 'dsi'
  | 'li'
  | 're'
  | 'sd'
  | 'rof'
  | 'ied'
  | 'back_to_back';
export type ContractDocumentKind =
  'di' | 're' | 'due' | 'invoice' | 'application' | 'knowledge' | 'installment';
export type QuotationType = 'purchase' | 'sale';
export type QuotationStatus = 'open' | 'closed' | 'canceled';
export type ExportDispatchStatus = 'pending' | 'registered' | 'rejected' | 'canceled';
export type PaymentOrderState = 'waiting_credit_date' | 'confirmed' | 'canceled';
export type NotificationChannel = 'swift' | 'email' | 'api' | 'other';
export type ReceivingStatus = 'requested' | 'approved' | 'paid' | 'canceled';
export type DocumentType =
  | 'import_invoice'
  | 'export_invoice'
  | 'pro_forma'
  | 'services'
  | 'fees'
  | 'di'
  | 're'
  | 'bl_export_freight'
  | 'bl_import_freight'
  | 'back_to_back'
  | 'knowledge'
  | 'ied'
  | 'rof'
  | 'other';
export type DocumentStatus = 'open' | 'contracted' | 'settled' | 'canceled';
export type RdeType = 'rof' | 'ied' | 'portfolio';
export type RdeStatus = 'pending' | 'registered' | 'settled' | 'canceled';
export type ParcelStatus = 'pending' | 'authorized' | 'rejected';
export type TreasuryDirection = 'pay' | 'receive';
export type TreasuryCategory = 'financial' | 'import' | 'export';
export type TreasuryBillStatus = 'open' | 'settled' | 'canceled';
export type BackToBackStatus = 'pending' | 'settled' | 'canceled';

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

// ----------------------------------------------------------------------------------------------- contracts and quotations

/** Optional file kept in the row (contract_documents, documents): all five columns set, or none. */
interface OptionalFileColumns {
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  sha256: Buffer | null;
  content: Buffer | null;
}

export interface ContractsTable {
  id: Id;
  contract_number: string;
  contract_date: CalendarDate;
  bacen_number: string | null;
  contract_type: ContractType;
  direction: Computed<ContractDirection>;
  client_id: Int8;
  operator_user_id: string | null;
  bank_id: Nullable<Int8>;
  counterparty_name: string | null;
  counterparty_country: string | null;
  currency: string;
  me_value: Decimal;
  mn_value: Decimal;
  rate: Decimal;
  expense: Defaulted<Decimal>;
  nature_code: string | null;
  nature_description: string | null;
  liquidation_date: CalendarDate | null;
  payment_method: string | null;
  payment_date: CalendarDate | null;
  delivery_method: string | null;
  delivery_date: CalendarDate | null;
  notes: string | null;
  status: Defaulted<ContractStatus>;
  liquidated_me_value: Defaulted<Decimal>;
  liquidated_at: Nullable<Timestamp>;
  canceled_at: Nullable<Timestamp>;
  documentation_status: Defaulted<DocumentationStatus>;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface ContractReferencesTable {
  contract_id: Int8;
  kind: ContractReferenceKind;
  number: string;
}

export interface ContractDocumentsTable extends OptionalFileColumns {
  id: Id;
  contract_id: Int8;
  kind: ContractDocumentKind;
  number: string | null;
  document_date: CalendarDate | null;
  due_date: CalendarDate | null;
  currency: string | null;
  value: Nullable<Decimal>;
  notes: string | null;
  created_by: string | null;
  created_at: Defaulted<Timestamp>;
}

export interface QuotationsTable {
  id: Id;
  quotation_date: CalendarDate;
  client_id: Nullable<Int8>;
  group_id: Nullable<Int8>;
  quotation_type: QuotationType;
  currency: string;
  quoted_amount: Decimal;
  mn_amount: Nullable<Decimal>;
  me_liquidation_date: CalendarDate | null;
  mn_liquidation_date: CalendarDate | null;
  winning_rate: Nullable<Decimal>;
  winning_bank_id: Nullable<Int8>;
  square: string | null;
  operator_user_id: string | null;
  ir_value: Nullable<Decimal>;
  notes: string | null;
  status: Defaulted<QuotationStatus>;
  created_at: Defaulted<Timestamp>;
}

export interface QuotationBankQuotesTable {
  id: Id;
  quotation_id: Int8;
  bank_id: Int8;
  rate: Decimal;
  quoted_at: Defaulted<Timestamp>;
  winner: Defaulted<boolean>;
}

export interface QuotationContractsTable {
  quotation_id: Int8;
  contract_id: Int8;
}

export interface ExportDispatchRequestsTable {
  id: Id;
  client_id: Int8;
  contract_id: Nullable<Int8>;
  due_number: string | null;
  invoice_number: string | null;
  request_date: CalendarDate;
  shipment_date: CalendarDate | null;
  currency: string;
  value: Decimal;
  status: Defaulted<ExportDispatchStatus>;
  registered_at: Nullable<Timestamp>;
  registered_by: string | null;
  rejection_reason: string | null;
  notes: string | null;
  created_by: string | null;
  created_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- payment orders

export interface PaymentOrdersTable {
  id: Id;
  opr_number: string;
  client_id: Int8;
  issuer_name: string;
  issuer_country: string | null;
  manager_user_id: string | null;
  foreign_account: string | null;
  currency: string;
  credit_value: Decimal;
  available_balance: Decimal;
  banker_expenses: Defaulted<Decimal>;
  state: Defaulted<PaymentOrderState>;
  register_date: CalendarDate;
  document_date: CalendarDate | null;
  credit_date: CalendarDate | null;
  operation_date: CalendarDate | null;
  confirmed_by: string | null;
  confirmed_at: Nullable<Timestamp>;
  canceled_at: Nullable<Timestamp>;
  cancel_reason: string | null;
  open_dispatch_balance: Defaulted<Decimal>;
  closed_dispatch_balance: Defaulted<Decimal>;
  reference: string | null;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface PaymentOrderAttachmentsTable {
  id: Id;
  payment_order_id: Int8;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: Buffer;
  content: Buffer;
  uploaded_by: string | null;
  uploaded_at: Defaulted<Timestamp>;
}

export interface PaymentOrderPurchaseContractsTable {
  payment_order_id: Int8;
  contract_id: Int8;
  amount: Nullable<Decimal>;
  linked_at: Defaulted<Timestamp>;
}

export interface PaymentOrderWriteOffsTable {
  id: Id;
  payment_order_id: Int8;
  amount: Decimal;
  write_off_date: CalendarDate;
  user_id: string;
  reason: string;
  created_at: Defaulted<Timestamp>;
}

export interface PaymentOrderCommentsTable {
  id: Id;
  payment_order_id: Int8;
  user_id: string;
  body: string;
  created_at: Defaulted<Timestamp>;
}

export interface PaymentOrderNotificationsTable {
  id: Id;
  payment_order_id: Int8;
  received_at: Defaulted<Timestamp>;
  channel: NotificationChannel;
  sender: string | null;
  message_type: string | null;
  content: string | null;
}

export interface PaymentOrderReceivingsTable {
  id: Id;
  payment_order_id: Int8;
  payer_name: string;
  payer_country: string;
  binding_relationship: BindingRelationship;
  bank_code: string | null;
  bank_account_type: AccountType | null;
  agency: string | null;
  account: string | null;
  account_check_digit: string | null;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  reason_for_receipt: ReceiptReason;
  receipt_value: Decimal;
  exchange_rate: Decimal;
  operation_fee: Defaulted<Decimal>;
  value_to_receive: Decimal;
  vet_rate: Decimal;
  expected_payment_date: CalendarDate;
  usd_equivalent: Decimal;
  /** usd_equivalent > 3000.00; then document_attachment_id is required. */
  document_required: Computed<boolean>;
  document_attachment_id: Nullable<Int8>;
  status: Defaulted<ReceivingStatus>;
  requested_by: string | null;
  created_at: Defaulted<Timestamp>;
  paid_at: Nullable<Timestamp>;
  canceled_at: Nullable<Timestamp>;
  /** The quote it was priced with (migration 0014); null on rows recorded before. */
  quote_id: string | null;
  gross_value: Nullable<Decimal>;
  iof_rate: Nullable<Decimal>;
  iof_value: Nullable<Decimal>;
}

/** Spread below the market buy rate and BRL fee per client and currency; client_id null = the default. */
export interface FxSpreadsTable {
  id: Id;
  client_id: Nullable<Int8>;
  currency: string;
  spread_percent: Decimal;
  operation_fee: Defaulted<Decimal>;
  updated_by: string | null;
  updated_at: Defaulted<Timestamp>;
}

/** Every quote given to a screen; a receiving uses one, once, before it expires. */
export interface FxQuotesTable {
  id: Defaulted<string>;
  payment_order_id: Int8;
  client_id: Int8;
  currency: string;
  source: QuoteSource;
  market_rate: Decimal;
  spread_percent: Decimal;
  rate: Decimal;
  usd_market_rate: Decimal;
  operation_fee: Decimal;
  quoted_at: Timestamp;
  expires_at: Timestamp;
  issued_to: string;
}

/** IOF-câmbio rates by category from a date on. */
export interface IofRatesTable {
  category: IofCategory;
  effective_from: CalendarDate;
  rate_percent: Decimal;
  legal_basis: string;
}

// ----------------------------------------------------------------------------------------------- documents, RDE, parcels

export interface DocumentsTable extends OptionalFileColumns {
  id: Id;
  client_id: Int8;
  document_type: DocumentType;
  number: string;
  po_number: string | null;
  reference: string | null;
  process: string | null;
  counterparty_name: string | null;
  merchandise: string | null;
  shipping_company: string | null;
  issue_date: CalendarDate;
  due_date: CalendarDate | null;
  currency: string | null;
  value: Nullable<Decimal>;
  contract_id: Nullable<Int8>;
  status: Defaulted<DocumentStatus>;
  notes: string | null;
  created_by: string | null;
  created_at: Defaulted<Timestamp>;
  updated_at: Defaulted<Timestamp>;
}

export interface DocumentPendenciesTable {
  id: Id;
  document_id: Int8;
  summary: string;
  description: string | null;
  created_by: string | null;
  created_at: Defaulted<Timestamp>;
  resolved_at: Nullable<Timestamp>;
  resolved_by: string | null;
  /** What the resolver wrote (migration 0025); null on open pendencies and on those resolved before it. */
  resolution_note: string | null;
  /**
   * The document's client and type (migration 0027): filled on insert by a trigger when left out, held equal
   * to the document's by a foreign key (an insert that names them is checked).
   */
  client_id: FilledOnInsert<Int8>;
  document_type: FilledOnInsert<DocumentType>;
}

export interface RdesTable {
  id: Id;
  client_id: Int8;
  rde_number: string;
  rde_type: RdeType;
  counterparty_name: string | null;
  counterparty_country: string | null;
  currency: string;
  value: Decimal;
  registration_date: CalendarDate;
  status: Defaulted<RdeStatus>;
  details: Defaulted<Json<Record<string, unknown>>>;
  notes: string | null;
  created_at: Defaulted<Timestamp>;
}

export interface ParcelsTable {
  id: Id;
  client_id: Int8;
  parcel_number: string;
  closure_date: CalendarDate;
  currency: string;
  value: Decimal;
  nature: string | null;
  reference: string | null;
  invoice: string | null;
  ir_value: Defaulted<Decimal>;
  ir_without_renounce: Defaulted<Decimal>;
  contract_id: Nullable<Int8>;
  status: Defaulted<ParcelStatus>;
  decided_by: string | null;
  decided_at: Nullable<Timestamp>;
  decision_reason: string | null;
  created_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- treasury

export interface TreasuryBillsTable {
  id: Id;
  client_id: Int8;
  direction: TreasuryDirection;
  category: TreasuryCategory;
  due_date: CalendarDate;
  currency: string;
  amount: Decimal;
  mn_amount: Nullable<Decimal>;
  contract_id: Nullable<Int8>;
  counterparty_name: string | null;
  description: string | null;
  status: Defaulted<TreasuryBillStatus>;
  settled_at: Nullable<Timestamp>;
  created_at: Defaulted<Timestamp>;
}

export interface BackToBackOperationsTable {
  id: Id;
  client_id: Int8;
  operation_number: string;
  import_contract_id: Nullable<Int8>;
  export_contract_id: Nullable<Int8>;
  currency: string;
  value: Decimal;
  status: Defaulted<BackToBackStatus>;
  operation_date: CalendarDate;
  settlement_date: CalendarDate | null;
  notes: string | null;
  created_at: Defaulted<Timestamp>;
}

export interface ExchangeToHireTable {
  id: Id;
  client_id: Int8;
  /** First day of the month, 'yyyy-MM-01'. */
  month: CalendarDate;
  category: TreasuryCategory;
  currency: string;
  planned_amount: Decimal;
  hired_amount: Defaulted<Decimal>;
  notes: string | null;
  updated_at: Defaulted<Timestamp>;
}

// ----------------------------------------------------------------------------------------------- database

export interface Database {
  currencies: CurrenciesTable;
  banks: BanksTable;
  users: UsersTable;
  client_groups: ClientGroupsTable;
  clients: ClientsTable;
  user_clients: UserClientsTable;
  permissions: PermissionsTable;
  user_permissions: UserPermissionsTable;
  permission_profiles: PermissionProfilesTable;
  permission_profile_permissions: PermissionProfilePermissionsTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  password_reset_tokens: PasswordResetTokensTable;
  captcha_challenges_used: CaptchaChallengesUsedTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  list_views: ListViewsTable;
  access_requests: AccessRequestsTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  app_settings: AppSettingsTable;
  shippers: ShippersTable;
  shipper_balances: ShipperBalancesTable;
  shipper_extract_entries: ShipperExtractEntriesTable;
  remittances: RemittancesTable;
  remittance_amount_totals: RemittanceAmountTotalsTable;
  contract_amount_totals: ContractAmountTotalsTable;
  remittance_history: RemittanceHistoryTable;
  remittance_blocks: RemittanceBlocksTable;
  contracts: ContractsTable;
  contract_references: ContractReferencesTable;
  contract_documents: ContractDocumentsTable;
  quotations: QuotationsTable;
  quotation_bank_quotes: QuotationBankQuotesTable;
  quotation_contracts: QuotationContractsTable;
  export_dispatch_requests: ExportDispatchRequestsTable;
  payment_orders: PaymentOrdersTable;
  payment_order_attachments: PaymentOrderAttachmentsTable;
  payment_order_purchase_contracts: PaymentOrderPurchaseContractsTable;
  payment_order_write_offs: PaymentOrderWriteOffsTable;
  payment_order_comments: PaymentOrderCommentsTable;
  payment_order_notifications: PaymentOrderNotificationsTable;
  payment_order_receivings: PaymentOrderReceivingsTable;
  fx_spreads: FxSpreadsTable;
  fx_quotes: FxQuotesTable;
  iof_rates: IofRatesTable;
  documents: DocumentsTable;
  document_pendencies: DocumentPendenciesTable;
  rdes: RdesTable;
  parcels: ParcelsTable;
  treasury_bills: TreasuryBillsTable;
  back_to_back_operations: BackToBackOperationsTable;
  exchange_to_hire: ExchangeToHireTable;
}
