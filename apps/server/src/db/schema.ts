/*
 * Kysely table types by area, in ./schema (the column types and value sets in schema/columns.ts), and the one
 * `Database` type naming every table. Column for column with the migrations in ./migrations; docs/data-model.md
 * explains every column.
 */

import type {
  CurrenciesTable,
  BanksTable,
  UsersTable,
  ClientGroupsTable,
  ClientsTable,
  UserClientsTable,
  PermissionsTable,
  PermissionProfilesTable,
  PermissionProfilePermissionsTable,
  UserPermissionsTable,
  SessionsTable,
  SignInAttemptsTable,
  TrustedDevicesTable,
  PasswordResetTokensTable,
  CaptchaChallengesUsedTable,
  IdempotencyKeysTable,
  ListViewsTable,
  RateLimitsTable,
  AccessRequestsTable,
} from './schema/access.js';
import type {
  AuditLogTable,
  MailOutboxTable,
  AppSettingsTable,
  ShippersTable,
  ShipperBalancesTable,
  ShipperExtractEntriesTable,
  RemittanceAmountTotalsTable,
  ContractAmountTotalsTable,
  RemittancesTable,
  RemittanceHistoryTable,
  RemittanceBlocksTable,
} from './schema/shipments.js';
import type {
  ContractsTable,
  ContractReferencesTable,
  ContractDocumentsTable,
  QuotationsTable,
  QuotationBankQuotesTable,
  QuotationContractsTable,
  ExportDispatchRequestsTable,
} from './schema/contracts.js';
import type {
  PaymentOrdersTable,
  PaymentOrderAttachmentsTable,
  PaymentOrderPurchaseContractsTable,
  PaymentOrderWriteOffsTable,
  PaymentOrderCommentsTable,
  PaymentOrderNotificationsTable,
  PaymentOrderReceivingsTable,
  FxSpreadsTable,
  FxQuotesTable,
  IofRatesTable,
} from './schema/payment-orders.js';
import type {
  DocumentsTable,
  DocumentPendenciesTable,
  RdesTable,
  ParcelsTable,
  TreasuryBillsTable,
  BackToBackOperationsTable,
  ExchangeToHireTable,
} from './schema/documents.js';

export * from './schema/columns.js';
export * from './schema/access.js';
export * from './schema/shipments.js';
export * from './schema/contracts.js';
export * from './schema/payment-orders.js';
export * from './schema/documents.js';

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
