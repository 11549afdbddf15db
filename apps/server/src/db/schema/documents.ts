import type {
  Id,
  Int8,
  Decimal,
  Timestamp,
  CalendarDate,
  Json,
  Nullable,
  Defaulted,
  FilledOnInsert,
  DocumentType,
  DocumentStatus,
  RdeType,
  RdeStatus,
  ParcelStatus,
  TreasuryDirection,
  TreasuryCategory,
  TreasuryBillStatus,
  BackToBackStatus,
  OptionalFileColumns,
} from './columns.js';

/* Commercial documents and their pendencies, RDEs, parcels, treasury bills, back-to-back operations. */

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
