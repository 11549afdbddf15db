import type {
  Id,
  Int8,
  Decimal,
  Timestamp,
  CalendarDate,
  Nullable,
  Defaulted,
  Computed,
  ContractType,
  ContractDirection,
  ContractStatus,
  DocumentationStatus,
  ContractReferenceKind,
  ContractDocumentKind,
  QuotationType,
  QuotationStatus,
  ExportDispatchStatus,
  OptionalFileColumns,
} from './columns.js';

/* Contracts, their references and documents, quotations and export dispatch requests. */

// ----------------------------------------------------------------------------------------------- contracts and quotations

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
