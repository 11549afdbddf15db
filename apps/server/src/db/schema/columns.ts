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
export type Nullable<C> =
  C extends ColumnType<infer S, infer I, infer U> ? ColumnType<S | null, I | null, U | null> : C | null;
/** The column has a database default, so inserts may omit it. */
export type Defaulted<C> =
  C extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<C, C | undefined, C>;
/** Not null, but a trigger fills it on insert when the insert leaves it out (a database test checks it). */
export type FilledOnInsert<C> = Defaulted<C>;
/** Computed by the database (generated column): read only. */
export type Computed<S> = ColumnType<S, never, never>;

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

/** Optional file kept in the row (contract_documents, documents): all five columns set, or none. */
export interface OptionalFileColumns {
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  sha256: Buffer | null;
  content: Buffer | null;
}
