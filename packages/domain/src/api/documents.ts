import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  foreignMoney,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  type Labels,
} from '../lists';
import { moneyString } from '../money';
import { listResponseSchema } from '../pagination';
import { NAME_FILTER_MIN } from './remittances-list';
import { numericIdSchema, namedRefSchema } from '../schemas';
import { documentDetailPath } from '../paths';

/*
 * Documents (spec 2 "/document", "/document-detail/{documentId}", the document report; spec 3 "Document
 * filters"): trade and financial documents of a client, their coded values labelled, the list declared once
 * (filters, the sorts its indexes serve, columns, downloads, bench), the report over an issue period (XLSX and
 * PDF) and the detail with its contract, pendencies and stored file. Client scope: a client user sees its
 * clients' documents only.
 */

/** documents.document_type (migration 0005), in the spec's order. */
export const DOCUMENT_TYPES = [
  'import_invoice',
  'export_invoice',
  'pro_forma',
  'services',
  'fees',
  'di',
  're',
  'bl_export_freight',
  'bl_import_freight',
  'back_to_back',
  'knowledge',
  'ied',
  'rof',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** ROF is now SCE-Crédito and IED SCE-IED (Central Bank), both kept under their old codes; RE is now DU-E. */
export const DOCUMENT_TYPE_LABELS: Labels<DocumentType> = {
  import_invoice: l('Fatura de importação', 'Import invoice'),
  export_invoice: l('Fatura de exportação', 'Export invoice'),
  pro_forma: l('Fatura pro forma', 'Pro forma invoice'),
  services: l('Serviços', 'Services'),
  fees: l('Taxas e honorários', 'Fees'),
  di: l('DI (declaração de importação)', 'DI (import declaration)'),
  re: l('RE / DU-E (registro de exportação)', 'RE / DU-E (export registration)'),
  bl_export_freight: l('Frete BL de exportação', 'BL export freight'),
  bl_import_freight: l('Frete BL de importação', 'BL import freight'),
  back_to_back: l('Back to back', 'Back to back'),
  knowledge: l('Conhecimento de embarque', 'Bill of lading'),
  ied: l('SCE-IED (investimento estrangeiro direto)', 'SCE-IED (foreign direct investment)'),
  rof: l('SCE-Crédito (ROF)', 'SCE-Crédito (ROF)'),
  other: l('Outro', 'Other'),
};

/** documents.status: open (no exchange yet), contracted (an FX contract covers it), settled, canceled. */
export const DOCUMENT_STATUSES = ['open', 'contracted', 'settled', 'canceled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS: Labels<DocumentStatus> = {
  open: l('Em aberto', 'Open'),
  contracted: l('Contratado', 'Contracted'),
  settled: l('Liquidado', 'Settled'),
  canceled: l('Cancelado', 'Canceled'),
};

/** One row of GET /api/documents: money as decimal strings, dates as yyyy-MM-dd. */
export const documentSummarySchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  client: namedRefSchema,
  issueDate: z.iso.date(),
  dueDate: z.iso.date().nullable(),
  /** A document without value has no currency either. */
  currency: z.string().nullable(),
  value: moneyString.nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  poNumber: z.string().nullable(),
  reference: z.string().nullable(),
  process: z.string().nullable(),
  /** The payer or receiver abroad. */
  counterparty: z.string().nullable(),
  merchandise: z.string().nullable(),
  shippingCompany: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export const documentListSchema = listResponseSchema(documentSummarySchema);

/**
 * Sortable on indexed columns only (migrations 0005 and 0022); `id` breaks ties. Documents without due date or
 * value come last in both directions.
 */
export const DOCUMENT_SORTABLE = ['issueDate', 'dueDate', 'value', 'id'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORTABLE)[number];

const REFERENCE_MAX = 60;
const TYPE_LABEL = l('Tipo', 'Type');
const STATUS_LABEL = l('Situação', 'Status');
const ISSUE_LABEL = l('Emissão', 'Issue date');

/** The list's filters (spec 3 "Document filters"), shared by the report. */
export const DOCUMENT_FILTERS = {
  type: {
    kind: 'enum',
    values: DOCUMENT_TYPES,
    labels: DOCUMENT_TYPE_LABELS,
    label: l('Tipo de documento', 'Document type'),
  },
  number: { kind: 'exact', max: REFERENCE_MAX, label: l('Número', 'Number') },
  poNumber: { kind: 'exact', max: REFERENCE_MAX, label: l('P.O.', 'P.O.') },
  reference: { kind: 'exact', max: REFERENCE_MAX, label: l('Referência', 'Reference') },
  process: { kind: 'exact', max: REFERENCE_MAX, label: l('Processo', 'Process') },
  clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
  /** The payer or receiver abroad, contains, accent- and case-insensitive; at least 3 characters. */
  counterparty: {
    kind: 'contains',
    max: 200,
    min: NAME_FILTER_MIN,
    tooShort: 'name_filter_too_short',
    label: l('Pagador/recebedor', 'Payer/receiver'),
  },
  merchandise: {
    kind: 'contains',
    max: 200,
    min: NAME_FILTER_MIN,
    tooShort: 'text_too_short',
    label: l('Mercadoria', 'Merchandise'),
  },
  shippingCompany: {
    kind: 'contains',
    max: 200,
    min: NAME_FILTER_MIN,
    tooShort: 'text_too_short',
    label: l('Companhia de navegação', 'Shipping company'),
  },
  ...rangeFilters('dueDate', 'date', l('Vencimento', 'Due date')),
  currency: { kind: 'currency', label: l('Moeda', 'Currency') },
  ...rangeFilters('value', 'money', l('Valor', 'Value')),
  status: {
    kind: 'enum',
    values: DOCUMENT_STATUSES,
    labels: DOCUMENT_STATUS_LABELS,
    label: STATUS_LABEL,
  },
} as const;

/** The issue period, a filter of the list (for links) and the report's required period. */
const ISSUE_FILTERS = rangeFilters('issueDate', 'date', ISSUE_LABEL);

/** The columns of the list and of the report. */
export const DOCUMENT_COLUMNS = {
  type: { kind: 'enum', labels: DOCUMENT_TYPE_LABELS, label: TYPE_LABEL, width: 26 },
  // The way into the document: its number.
  number: { kind: 'text', label: l('Número', 'Number'), width: 18, link: { to: documentDetailPath } },
  client: { kind: 'text', label: l('Cliente', 'Client'), width: 30 },
  issueDate: { kind: 'date', label: ISSUE_LABEL, width: 12 },
  dueDate: { kind: 'date', label: l('Vencimento', 'Due date'), width: 12 },
  currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
  value: foreignMoney(l('Valor', 'Value'), 16),
  status: {
    kind: 'enum',
    labels: DOCUMENT_STATUS_LABELS,
    colors: { open: 'warning', contracted: 'info', settled: 'success', canceled: 'default' },
    label: STATUS_LABEL,
    width: 12,
  },
  poNumber: { kind: 'text', label: l('P.O.', 'P.O.'), width: 14 },
  reference: { kind: 'text', label: l('Referência', 'Reference'), width: 14 },
  process: { kind: 'text', label: l('Processo', 'Process'), width: 16 },
  counterparty: { kind: 'text', label: l('Pagador/recebedor', 'Payer/receiver'), width: 30 },
  merchandise: { kind: 'text', label: l('Mercadoria', 'Merchandise'), width: 20 },
  shippingCompany: { kind: 'text', label: l('Companhia de navegação', 'Shipping company'), width: 18 },
} as const;

export const documentsList = defineListResource({
  name: 'documents',
  filters: { ...DOCUMENT_FILTERS, ...ISSUE_FILTERS },
  ranges: rangeRules('dueDate', 'value', 'issueDate'),
  sortable: DOCUMENT_SORTABLE,
  defaultSort: 'issueDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: DOCUMENT_COLUMNS,
  exportColumns: [
    'type',
    'number',
    'client',
    'issueDate',
    'dueDate',
    'currency',
    'value',
    'status',
    'poNumber',
    'reference',
    'process',
    'counterparty',
    'merchandise',
    'shippingCompany',
  ],
  download: { file: l('documentos', 'documents'), sheet: l('Documentos', 'Documents') },
});

// ------------------------------------------------------------------------------------------ report

/**
 * The document report (spec 2 "document report", /document-report): the list's filters over a required issue
 * period of at most a year, as XLSX and PDF (and the screen's table).
 */
export const documentReport = defineListResource({
  name: 'document-report',
  filters: {
    issueDateFrom: { ...ISSUE_FILTERS.issueDateFrom, required: 'period_required' },
    issueDateTo: { ...ISSUE_FILTERS.issueDateTo, required: 'period_required' },
    ...DOCUMENT_FILTERS,
  },
  ranges: [{ from: 'issueDateFrom', to: 'issueDateTo', maxOneYear: true }, ...rangeRules('dueDate', 'value')],
  sortable: DOCUMENT_SORTABLE,
  defaultSort: 'issueDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  // The printed page's shares: the dates and the status on one line each, the names where the room is.
  columns: {
    ...DOCUMENT_COLUMNS,
    type: { ...DOCUMENT_COLUMNS.type, width: 22 },
    number: { ...DOCUMENT_COLUMNS.number, width: 16 },
    client: { ...DOCUMENT_COLUMNS.client, width: 22 },
    issueDate: { ...DOCUMENT_COLUMNS.issueDate, width: 13 },
    dueDate: { ...DOCUMENT_COLUMNS.dueDate, width: 13 },
    currency: { ...DOCUMENT_COLUMNS.currency, width: 11 },
    value: { ...DOCUMENT_COLUMNS.value, width: 18 },
    status: { ...DOCUMENT_COLUMNS.status, width: 13 },
    poNumber: { ...DOCUMENT_COLUMNS.poNumber, width: 12 },
    counterparty: { ...DOCUMENT_COLUMNS.counterparty, width: 22 },
  },
  exportColumns: [
    'type',
    'number',
    'client',
    'issueDate',
    'dueDate',
    'currency',
    'value',
    'status',
    'poNumber',
    'counterparty',
  ],
  download: {
    file: l('relatorio-de-documentos', 'document-report'),
    sheet: l('Relatório de documentos', 'Document report'),
  },
  pdf: { title: l('Relatório de documentos', 'Document report'), landscape: true },
});

// ------------------------------------------------------------------------------------------ detail

/** A pendency of the document: open while `resolvedAt` is null. */
export const documentPendencySchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type DocumentPendency = z.infer<typeof documentPendencySchema>;

/** GET /api/documents/:id — every field, its contract, its pendencies and its stored file's metadata. */
export const documentDetailSchema = documentSummarySchema.extend({
  notes: z.string().nullable(),
  /** The FX contract covering it (/contract-detail/{id}). */
  contract: z.object({ id: z.string(), contractNumber: z.string() }).nullable(),
  pendencies: z.array(documentPendencySchema),
  /** The stored file, downloaded from GET /api/documents/:id/file. */
  file: z
    .object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number().int().nonnegative() })
    .nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentIdParamsSchema = z.object({ id: numericIdSchema });
