import { z } from 'zod';
import { moneyString, rateString } from '../money';
import { dateRangeRefinement, listResponseSchema } from '../pagination';
import {
  currencyParam,
  dateParam,
  defineListResource,
  PERIOD_FILTERS,
  PERIOD_RANGE,
  foreignMoney,
  STANDARD_PAGING,
  type Label,
  type Labels,
} from '../lists';
import { documentLanguageSchema } from './remittances';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Wire contracts of the balance area (/balance, spec 3 "Balance"): the shippers (remittance companies) the
 * user may see, one shipper's balance in one currency, its ME extract for a period, and the downloads (extract
 * CSV, printable balance report). Money and rates are decimal strings.
 */

export const EXTRACT_RELEASE_TYPES = ['credit', 'debit', 'closure', 'adjustment', 'reversal'] as const;
export type ExtractReleaseType = (typeof EXTRACT_RELEASE_TYPES)[number];

export const EXTRACT_RELEASE_TYPE_LABELS: Labels<ExtractReleaseType> = {
  credit: { 'pt-BR': 'Crédito', en: 'Credit' },
  debit: { 'pt-BR': 'Débito', en: 'Debit' },
  closure: { 'pt-BR': 'Fechamento', en: 'Closure' },
  adjustment: { 'pt-BR': 'Ajuste', en: 'Adjustment' },
  reversal: { 'pt-BR': 'Estorno', en: 'Reversal' },
};

export const EXTRACT_MAX_PAGE = 100_000;

const l = (ptBR: string, en: string): Label => ({ 'pt-BR': ptBR, en });

export const shipperIdParamsSchema = z.object({ shipperId: numericIdSchema });

export const balanceShipperSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  client: namedRefSchema,
  /** Currencies with a balance or extract entries, alphabetical. */
  currencies: z.array(z.string()),
});
export type BalanceShipper = z.infer<typeof balanceShipperSchema>;
export const balanceShipperListSchema = z.object({ items: z.array(balanceShipperSchema) });

/** GET /api/balance/:shipperId; without `currency`, USD when the shipper has it, else its first currency. */
export const balanceQuerySchema = z.object({ currency: currencyParam.optional() });

/**
 * Spec 3, "Balance". Computed from the ledger and the remittances: outstanding = sum of the extract's signed ME
 * values; locked = ME of blocked remittances; total paid on the day = ME of the day's debits (São Paulo day);
 * pending wire = ME of remittances received, pending or processing (not yet paid out, not blocked).
 */
export const balanceSchema = z.object({
  shipper: z.object({
    id: z.string(),
    name: z.string(),
    client: namedRefSchema,
  }),
  currency: z.string(),
  currencies: z.array(z.string()),
  outstandingBalance: moneyString,
  lockedBalance: moneyString,
  totalPaidOnDay: moneyString,
  /** The São Paulo day of totalPaidOnDay (today). */
  paidOnDay: z.iso.date(),
  pendingWire: moneyString,
  lastClosureAt: z.iso.datetime().nullable(),
  lastUpdateAt: z.iso.datetime().nullable(),
  referenceRate: rateString.nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

const periodFields = {
  /** Release days, both included. */
  from: dateParam.optional(),
  to: dateParam.optional(),
  currency: currencyParam.optional(),
};

/**
 * A shipper's ME extract (spec 3, "Balance"), a list nested under its shipper: newest first on the screen, its
 * CSV and XLSX oldest first (a ledger is read forwards), named after the shipper.
 */
export const extractList = defineListResource({
  name: 'balance-extract',
  path: 'balance/:shipperId/extract',
  params: shipperIdParamsSchema,
  filters: {
    /** Release days, both included. */
    ...PERIOD_FILTERS,
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
  },
  ranges: PERIOD_RANGE,
  sortable: ['releaseDate'],
  defaultSort: 'releaseDate:desc',
  ...STANDARD_PAGING,
  maxPage: EXTRACT_MAX_PAGE,
  columns: {
    releaseDate: {
      kind: 'date',
      label: l('Data', 'Date'),
      header: l('Data de lançamento', 'Release date'),
      width: 12,
    },
    releaseType: {
      kind: 'enum',
      labels: EXTRACT_RELEASE_TYPE_LABELS,
      label: l('Tipo', 'Type'),
      header: l('Tipo de lançamento', 'Release type'),
      width: 14,
    },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    meValue: foreignMoney(l('Valor ME', 'ME value'), 16),
    meOpenBalance: foreignMoney(l('Saldo ME', 'ME balance'), 16, l('Saldo ME em aberto', 'ME open balance')),
    description: { kind: 'text', label: l('Descrição', 'Description'), width: 40 },
    remittance: { kind: 'text', label: l('Remessa', 'Remittance'), width: 20 },
  },
  exportColumns: [
    'releaseDate',
    'releaseType',
    'currency',
    'meValue',
    'meOpenBalance',
    'description',
    'remittance',
  ],
  download: { file: l('extrato', 'extract'), sheet: l('Extrato', 'Extract') },
  downloadPath: 'balance/:shipperId/extract',
  downloadOrder: 'releaseDate:asc',
});

/** GET /api/balance/:shipperId/extract. */
export const extractListQuerySchema = extractList.querySchema;
export type ExtractListQuery = z.input<typeof extractListQuerySchema>;

/** GET /api/balance/:shipperId/extract.csv and .xlsx: the extract's filters, every row, oldest first. */
export const extractExportQuerySchema = extractList.exportQuerySchema;
export type ExtractExportQuery = z.input<typeof extractExportQuerySchema>;

/** GET /api/balance/:shipperId/report.pdf: one year at most; without dates, the last 30 days. */
export const balanceReportQuerySchema = z
  .object({ ...periodFields, lang: documentLanguageSchema.optional() })
  .superRefine(dateRangeRefinement('from', 'to', { maxOneYear: true }));
export type BalanceReportQuery = z.input<typeof balanceReportQuerySchema>;

export const extractEntrySchema = z.object({
  id: z.string(),
  releaseDate: z.iso.date(),
  releaseType: z.enum(EXTRACT_RELEASE_TYPES),
  currency: z.string(),
  /** Signed: credits positive, debits negative. */
  meValue: moneyString,
  /** ME balance after this entry. */
  meOpenBalance: moneyString,
  description: z.string().nullable(),
  remittance: z.object({ id: z.string(), reference: z.string() }).nullable(),
});
export type ExtractEntry = z.infer<typeof extractEntrySchema>;
export const extractListSchema = listResponseSchema(extractEntrySchema);
export type ExtractList = z.infer<typeof extractListSchema>;
