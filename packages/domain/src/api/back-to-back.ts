import { z } from 'zod';
import { l } from '../label';
import {
  CLIENT_COLUMN,
  columnIds,
  CURRENCY_COLUMN,
  defineListResource,
  foreignMoney,
  rangeFilters,
  rangeRules,
  recordColumn,
  STANDARD_PAGING,
} from '../lists';
import { moneyString, rateString } from '../money';
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

const STATUS_LABEL = l('Situação', 'Status');
/** A leg's contract number, a link to its page. */
const LEG_LINK = { to: contractDetailPath, text: 'contractNumber' };

/** The columns, in the table's order; the downloads write them all. */
const BACK_TO_BACK_COLUMNS = {
  // The way into the operation: its number.
  operationNumber: recordColumn(l('Operação', 'Operation'), 18, backToBackDetailPath),
  operationDate: { kind: 'date', label: l('Data', 'Date'), width: 12 },
  client: CLIENT_COLUMN,
  currency: CURRENCY_COLUMN,
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
} as const;

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
  // Sortable on indexed columns only (migrations 0005 and 0019); `id` breaks ties.
  sortable: ['operationDate', 'operationNumber', 'value', 'id'],
  defaultSort: 'operationDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: BACK_TO_BACK_COLUMNS,
  // Their totals per currency above the table (issue 24).
  totals: ['value'],
  exportColumns: columnIds(BACK_TO_BACK_COLUMNS),
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
