import { z } from 'zod';
import { l } from '../label';
import { defineListResource, foreignMoney, rangeFilters, rangeRules, STANDARD_PAGING } from '../lists';
import { moneyString, rateString } from '../money';
import { listResponseSchema } from '../pagination';
import { BACK_TO_BACK_STATUS_LABELS, BACK_TO_BACK_STATUSES } from './contract-detail';
import { CONTRACT_TYPES } from './contracts';
import { backToBackDetailPath, contractDetailPath } from '../paths';
import { namedRefSchema } from '../schemas';

/*
 * Back-to-back operations (spec 2, Treasury "Back to Back with Pending": /pending and
 * /back-to-back-detail/{backId}): an import contract paired with an export contract of one client. The list
 * declared once (filters, the sorts its indexes serve, columns, downloads, bench) and the detail with both legs
 * and the margin between them. Client scope: a client user sees its clients' operations only.
 */

/** A leg's contract as the list names it (/contract-detail/{id}). */
export const backToBackContractRefSchema = z.object({ id: z.string(), contractNumber: z.string() });
export type BackToBackContractRef = z.infer<typeof backToBackContractRefSchema>;

/** One row of GET /api/back-to-back: money as decimal strings, dates as yyyy-MM-dd. */
export const backToBackSummarySchema = z.object({
  id: z.string(),
  operationNumber: z.string(),
  operationDate: z.iso.date(),
  client: namedRefSchema,
  currency: z.string(),
  value: moneyString,
  /** A leg not recorded yet is null. */
  importContract: backToBackContractRefSchema.nullable(),
  exportContract: backToBackContractRefSchema.nullable(),
  status: z.enum(BACK_TO_BACK_STATUSES),
  settlementDate: z.iso.date().nullable(),
});
export type BackToBackSummary = z.infer<typeof backToBackSummarySchema>;
export const backToBackListSchema = listResponseSchema(backToBackSummarySchema);

/** Sortable on indexed columns only (migrations 0005 and 0019); `id` breaks ties. */
export const BACK_TO_BACK_SORTABLE = ['operationDate', 'operationNumber', 'value', 'id'] as const;
export type BackToBackSortField = (typeof BACK_TO_BACK_SORTABLE)[number];

const STATUS_LABEL = l('Situação', 'Status');
/** A leg's contract number, a link to its page. */
const LEG_LINK = { to: contractDetailPath, text: 'contractNumber' };

export const backToBackList = defineListResource({
  name: 'back-to-back',
  filters: {
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    status: {
      kind: 'enum',
      multi: true,
      values: BACK_TO_BACK_STATUSES,
      labels: BACK_TO_BACK_STATUS_LABELS,
      label: STATUS_LABEL,
      // The screen is "Back to Back with Pending": it opens on what is still pending.
      screenDefault: 'pending',
      screenAll: l('Todas', 'All'),
    },
    ...rangeFilters('operationDate', 'date', l('Data', 'Date')),
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    operationNumber: { kind: 'exact', max: 40, label: l('Número da operação', 'Operation number') },
  },
  ranges: rangeRules('operationDate'),
  sortable: BACK_TO_BACK_SORTABLE,
  defaultSort: 'operationDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    // The way into the operation: its number.
    operationNumber: {
      kind: 'text',
      label: l('Operação', 'Operation'),
      width: 18,
      link: { to: backToBackDetailPath },
    },
    operationDate: { kind: 'date', label: l('Data', 'Date'), width: 12 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 32 },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    value: foreignMoney(l('Valor', 'Value'), 16),
    importContract: {
      kind: 'text',
      label: l('Contrato de importação', 'Import contract'),
      width: 20,
      link: LEG_LINK,
    },
    exportContract: {
      kind: 'text',
      label: l('Contrato de exportação', 'Export contract'),
      width: 20,
      link: LEG_LINK,
    },
    status: {
      kind: 'enum',
      labels: BACK_TO_BACK_STATUS_LABELS,
      colors: { pending: 'warning', settled: 'success', canceled: 'default' },
      label: STATUS_LABEL,
      width: 12,
    },
    settlementDate: { kind: 'date', label: l('Liquidação', 'Settlement'), width: 12 },
  },
  // Their totals per currency above the table (issue 24).
  totals: ['value'],
  exportColumns: [
    'operationNumber',
    'operationDate',
    'client',
    'currency',
    'value',
    'importContract',
    'exportContract',
    'status',
    'settlementDate',
  ],
  download: { file: l('back-to-back', 'back-to-back'), sheet: l('Back to back', 'Back to back') },
});

// ------------------------------------------------------------------------------------------ detail

/** A difference of two rates: signed, up to 10 integer digits and 8 decimals. */
export const signedRateString = z
  .string()
  .regex(/^-?\d{1,10}\.\d{8}$/, 'Must be a signed decimal rate with 8 decimal places.');

/** One leg of the operation: its contract (/contract-detail/{id}). */
export const backToBackLegSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  type: z.enum(CONTRACT_TYPES),
  currency: z.string(),
  meValue: moneyString,
  rate: rateString,
  mnValue: moneyString,
  /** The bank's short name (or name), when one is assigned. */
  bank: z.string().nullable(),
  /** Payer (import) or receiver (export) abroad. */
  counterparty: z.string().nullable(),
});
export type BackToBackLegContract = z.infer<typeof backToBackLegSchema>;

/**
 * What the operation earns: the export leg's reais less the import leg's, and the export rate less the import
 * rate (decimal, exact). Null while a leg is missing.
 */
export const backToBackMarginSchema = z.object({
  mnValue: moneyString.nullable(),
  rateSpread: signedRateString.nullable(),
});
export type BackToBackMargin = z.infer<typeof backToBackMarginSchema>;

/** GET /api/back-to-back/:id — both legs side by side and the margin. */
export const backToBackDetailSchema = backToBackSummarySchema.extend({
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  importLeg: backToBackLegSchema.nullable(),
  exportLeg: backToBackLegSchema.nullable(),
  margin: backToBackMarginSchema,
});
export type BackToBackDetail = z.infer<typeof backToBackDetailSchema>;
