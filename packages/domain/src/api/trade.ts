import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  foreignMoney,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  type Labels,
  type ListQueryOf,
} from '../lists';
import { moneyString, rateString } from '../money';
import { listResponseSchema } from '../pagination';
import { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES } from './contracts';
import { namedRefSchema } from '../schemas';

/*
 * Imp/Exp (spec 2 "Imp/Exp": Import; Export's pending exports and exchange to contract; spec 2's import and
 * export reports; spec 5 "Import and export contract reports: client required"). Five list resources:
 * - `importContractsList`: one client's import contracts with their documentation (DIs, invoices, knowledge)
 *   and what is still open (ME value less what was liquidated); the client is required (spec 5's message).
 * - `exportPendingList`: pending exports, the export invoices not yet contracted (documents of type
 *   `export_invoice`, `open`, without a contract). Open export contracts whose documentation is pending are not
 *   listed here: the issue defines the screen as "invoices not yet contracted", and those contracts are the
 *   liquidate screen's and the import/export reports' (documentation status column and filter).
 * - `exchangeToContractList`: what can be contracted now: the same invoices that carry an amount (a value and
 *   its currency), soonest due first, with their total per currency (`exchangeToContractTotalsSchema`).
 * - `importReportList`, `exportReportList`: a client's import or export contracts over a period (required, one
 *   year at most), in XLSX and PDF.
 */

export const DOCUMENTATION_STATUSES = ['pending', 'complete'] as const;
export type DocumentationStatus = (typeof DOCUMENTATION_STATUSES)[number];

export const DOCUMENTATION_STATUS_LABELS: Labels<DocumentationStatus> = {
  pending: l('Pendente', 'Pending'),
  complete: l('Completa', 'Complete'),
};

const count = z.number().int().min(0);

/** One import or export contract of the Imp/Exp screens and reports: money as decimal strings. */
export const tradeContractSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  client: namedRefSchema,
  /** Payer (export) or receiver (import) abroad. */
  counterparty: z.string().nullable(),
  currency: z.string(),
  meValue: moneyString,
  rate: rateString,
  mnValue: moneyString,
  liquidatedMeValue: moneyString,
  /** What is still open: ME value less what was liquidated (0.00 once liquidated or canceled). */
  openValue: moneyString,
  status: z.enum(CONTRACT_STATUSES),
  documentationStatus: z.enum(DOCUMENTATION_STATUSES),
  liquidationDate: z.iso.date().nullable(),
  /** The contract's documents by kind (contract_documents), counted for the page's rows. */
  diCount: count,
  reCount: count,
  invoiceCount: count,
  knowledgeCount: count,
});
export type TradeContract = z.infer<typeof tradeContractSchema>;
export const tradeContractListSchema = listResponseSchema(tradeContractSchema);

/** Sortable on indexed columns only (contracts_client_type_date, migration 0024); `id` breaks ties. */
export const TRADE_CONTRACT_SORTABLE = ['contractDate', 'contractNumber', 'meValue', 'id'] as const;
export type TradeContractSortField = (typeof TRADE_CONTRACT_SORTABLE)[number];

const CLIENT = l('Cliente', 'Client');
const STATUS = l('Situação', 'Status');
const DOCUMENTATION = l('Documentação', 'Documentation');

/** The client of the contract screens and reports: required, with spec 5's message. */
const requiredClient = {
  kind: 'client',
  companion: 'client',
  label: CLIENT,
  required: 'trade_client_required',
} as const;

const contractFilters = {
  clientId: requiredClient,
  ...rangeFilters('contractDate', 'date', l('Data', 'Date')),
  currency: { kind: 'currency', label: l('Moeda', 'Currency') },
  status: {
    kind: 'enum',
    multi: true,
    values: CONTRACT_STATUSES,
    labels: CONTRACT_STATUS_LABELS,
    label: STATUS,
    screenAll: l('Todas', 'All'),
  },
  documentationStatus: {
    kind: 'enum',
    values: DOCUMENTATION_STATUSES,
    labels: DOCUMENTATION_STATUS_LABELS,
    label: DOCUMENTATION,
    screenAll: l('Todas', 'All'),
  },
  contractNumber: { kind: 'exact', max: 40, label: l('Número do contrato', 'Contract number') },
} as const;

const contractColumns = {
  contractNumber: { kind: 'text', label: l('Número', 'Number'), width: 16 },
  contractDate: { kind: 'date', label: l('Data', 'Date'), width: 12 },
  client: { kind: 'text', label: CLIENT, width: 28 },
  counterparty: {
    kind: 'text',
    label: l('Pagador/recebedor', 'Payer/receiver'),
    // Shorter in the downloads, so that the printed report's column keeps it on one line.
    header: l('Contraparte', 'Counterparty'),
    width: 22,
  },
  currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 12 },
  meValue: foreignMoney(l('Valor ME', 'ME value'), 15),
  rate: { kind: 'rate', label: l('Taxa', 'Rate'), width: 14 },
  mnValue: { kind: 'money', currency: { code: 'BRL' }, label: l('Valor MN', 'MN value'), width: 18 },
  liquidatedMeValue: foreignMoney(l('Liquidado', 'Liquidated'), 15),
  openValue: foreignMoney(l('Em aberto', 'Open amount'), 15),
  status: { kind: 'enum', labels: CONTRACT_STATUS_LABELS, label: STATUS, width: 12 },
  documentationStatus: {
    kind: 'enum',
    labels: DOCUMENTATION_STATUS_LABELS,
    label: DOCUMENTATION,
    width: 18,
  },
  diCount: { kind: 'integer', label: l('DIs', 'DIs'), width: 6 },
  reCount: { kind: 'integer', label: l('RE/DU-E', 'RE/DU-E'), width: 10 },
  invoiceCount: { kind: 'integer', label: l('Faturas', 'Invoices'), width: 11 },
  knowledgeCount: {
    kind: 'integer',
    label: l('Conhecimentos', 'Bills of lading (BL/AWB)'),
    header: l('BL/AWB', 'BL/AWB'),
    width: 17,
  },
  liquidationDate: { kind: 'date', label: l('Liquidação', 'Liquidation'), width: 14 },
} as const;

const IMPORT_COLUMNS = [
  'contractNumber',
  'contractDate',
  'client',
  'counterparty',
  'currency',
  'meValue',
  'liquidatedMeValue',
  'openValue',
  'status',
  'documentationStatus',
  'diCount',
  'invoiceCount',
  'knowledgeCount',
  'liquidationDate',
] as const;

const EXPORT_COLUMNS = [
  'contractNumber',
  'contractDate',
  'client',
  'counterparty',
  'currency',
  'meValue',
  'liquidatedMeValue',
  'openValue',
  'status',
  'documentationStatus',
  'reCount',
  'invoiceCount',
  'knowledgeCount',
  'liquidationDate',
] as const;

/**
 * The reports' downloads: one client's (named in the PDF's filters line), so without its column, and without
 * the liquidated amount (the ME value less the open amount), so that the printed report's columns keep their
 * headers on one line on a landscape page.
 */
const reportColumns = <C extends string>(ids: readonly C[]) =>
  ids.filter(
    (id): id is Exclude<C, 'client' | 'liquidatedMeValue'> => id !== 'client' && id !== 'liquidatedMeValue',
  );

/** /import-export/import-contracts: a client's import contracts, newest first. */
export const importContractsList = defineListResource({
  name: 'import-contracts',
  filters: contractFilters,
  ranges: rangeRules('contractDate'),
  sortable: TRADE_CONTRACT_SORTABLE,
  defaultSort: 'contractDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: contractColumns,
  exportColumns: IMPORT_COLUMNS,
  download: {
    file: l('contratos-de-importacao', 'import-contracts'),
    sheet: l('Contratos de importação', 'Import contracts'),
  },
});

/** The import and export reports: a client and a period of one year at most, both required. */
const reportFilters = {
  ...contractFilters,
  contractDateFrom: { kind: 'date', label: l('Data de', 'Date from'), required: 'period_required' },
  contractDateTo: { kind: 'date', label: l('Data até', 'Date to'), required: 'period_required' },
} as const;
const REPORT_RANGE = [{ from: 'contractDateFrom', to: 'contractDateTo', maxOneYear: true }] as const;

/** The import report (spec 2 "import report"): a client's import contracts over a period, XLSX and PDF. */
export const importReportList = defineListResource({
  name: 'import-report',
  filters: reportFilters,
  ranges: REPORT_RANGE,
  sortable: TRADE_CONTRACT_SORTABLE,
  defaultSort: 'contractDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: contractColumns,
  exportColumns: reportColumns(IMPORT_COLUMNS),
  download: {
    file: l('relatorio-de-importacao', 'import-report'),
    sheet: l('Relatório de importação', 'Import report'),
  },
  pdf: { title: l('Relatório de importação', 'Import report'), landscape: true },
});

/** The export report (spec 2 "export report"): a client's export contracts over a period, XLSX and PDF. */
export const exportReportList = defineListResource({
  name: 'export-report',
  filters: reportFilters,
  ranges: REPORT_RANGE,
  sortable: TRADE_CONTRACT_SORTABLE,
  defaultSort: 'contractDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: contractColumns,
  exportColumns: reportColumns(EXPORT_COLUMNS),
  download: {
    file: l('relatorio-de-exportacao', 'export-report'),
    sheet: l('Relatório de exportação', 'Export report'),
  },
  pdf: { title: l('Relatório de exportação', 'Export report'), landscape: true },
});

// ------------------------------------------------------------------------------------ export invoices

/** One export invoice not yet contracted (documents): money as a decimal string. */
export const exportInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  client: namedRefSchema,
  counterparty: z.string().nullable(),
  poNumber: z.string().nullable(),
  reference: z.string().nullable(),
  process: z.string().nullable(),
  issueDate: z.iso.date(),
  dueDate: z.iso.date().nullable(),
  currency: z.string().nullable(),
  value: moneyString.nullable(),
});
export type ExportInvoice = z.infer<typeof exportInvoiceSchema>;
export const exportInvoiceListSchema = listResponseSchema(exportInvoiceSchema);

/** Sortable on migration 0024's partial indexes; `id` breaks ties. */
export const EXPORT_INVOICE_SORTABLE = ['dueDate', 'value', 'id'] as const;
export type ExportInvoiceSortField = (typeof EXPORT_INVOICE_SORTABLE)[number];

const invoiceFilters = {
  clientId: { kind: 'client', companion: 'client', label: CLIENT },
  ...rangeFilters('dueDate', 'date', l('Vencimento', 'Due date')),
  currency: { kind: 'currency', label: l('Moeda', 'Currency') },
} as const;

const invoiceColumns = {
  number: { kind: 'text', label: l('Fatura', 'Invoice'), width: 16 },
  client: { kind: 'text', label: CLIENT, width: 28 },
  counterparty: { kind: 'text', label: l('Pagador', 'Payer'), width: 28 },
  issueDate: { kind: 'date', label: l('Emissão', 'Issue date'), width: 12 },
  dueDate: { kind: 'date', label: l('Vencimento', 'Due date'), width: 12 },
  currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
  value: foreignMoney(l('Valor', 'Value'), 16),
  poNumber: { kind: 'text', label: l('P.O.', 'P.O.'), width: 14 },
  reference: { kind: 'text', label: l('Referência', 'Reference'), width: 14 },
  process: { kind: 'text', label: l('Processo', 'Process'), width: 14 },
} as const;

const INVOICE_EXPORT_COLUMNS = [
  'number',
  'client',
  'counterparty',
  'issueDate',
  'dueDate',
  'currency',
  'value',
  'poNumber',
  'reference',
  'process',
] as const;

/** /import-export/export-contracts/export-pending: export invoices not yet contracted, soonest due first. */
export const exportPendingList = defineListResource({
  name: 'export-pending',
  filters: {
    ...invoiceFilters,
    ...rangeFilters('value', 'money', l('Valor', 'Value')),
  },
  ranges: rangeRules('dueDate', 'value'),
  sortable: EXPORT_INVOICE_SORTABLE,
  defaultSort: 'dueDate:asc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: invoiceColumns,
  exportColumns: INVOICE_EXPORT_COLUMNS,
  download: {
    file: l('exportacoes-pendentes', 'pending-exports'),
    sheet: l('Exportações pendentes', 'Pending exports'),
  },
});

/** /import-export/export-contracts/exchange-to-contract: what can be contracted now, soonest due first. */
export const exchangeToContractList = defineListResource({
  name: 'exchange-to-contract',
  filters: invoiceFilters,
  ranges: rangeRules('dueDate'),
  sortable: EXPORT_INVOICE_SORTABLE,
  defaultSort: 'dueDate:asc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: invoiceColumns,
  exportColumns: INVOICE_EXPORT_COLUMNS,
  download: {
    file: l('cambio-a-contratar', 'exchange-to-contract'),
    sheet: l('Câmbio a contratar', 'Exchange to contract'),
  },
});

export type ExportPendingFilters = ListQueryOf<typeof exportPendingList>;

/** GET /api/exchange-to-contract/totals: the list's filters, its rows' total per currency (in SQL). */
export const exchangeToContractTotalsQuerySchema = exchangeToContractList.exportQuerySchema;
export const exchangeToContractTotalSchema = z.object({
  currency: z.string(),
  invoices: count,
  total: moneyString,
});
export type ExchangeToContractTotal = z.infer<typeof exchangeToContractTotalSchema>;
export const exchangeToContractTotalsSchema = z.object({ totals: z.array(exchangeToContractTotalSchema) });
export type ExchangeToContractTotals = z.infer<typeof exchangeToContractTotalsSchema>;
