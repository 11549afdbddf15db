import type { BindingRelationship, IofCategory, QuoteSource, ReceiptReason } from '@fxbo/domain';
import type {
  Id,
  Int8,
  Decimal,
  Timestamp,
  CalendarDate,
  Nullable,
  Defaulted,
  Computed,
  AccountType,
  PixKeyType,
  PaymentOrderState,
  NotificationChannel,
  ReceivingStatus,
} from './columns.js';

/* Payment orders and their sections, receivings, FX spreads and quotes, IOF rates. */

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
