import { z } from 'zod';
import { moneyString, rateString } from '../money';
import { dateRangeRefinement, listQuerySchema, listResponseSchema } from '../pagination';
import { dateParam, fieldIssue, type Labels } from '../lists';
import { documentLanguageSchema } from './remittances';
import { numericIdSchema } from './users';

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

const currencyCode = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim().toUpperCase();
  if (!v) return undefined;
  if (!/^[A-Z]{3}$/.test(v)) {
    fieldIssue(ctx, 'currency_invalid');
    return z.NEVER;
  }
  return v;
});

export const shipperIdParamsSchema = z.object({ shipperId: numericIdSchema });

export const balanceShipperSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  client: z.object({ id: z.string(), name: z.string() }),
  /** Currencies with a balance or extract entries, alphabetical. */
  currencies: z.array(z.string()),
});
export type BalanceShipper = z.infer<typeof balanceShipperSchema>;
export const balanceShipperListSchema = z.object({ items: z.array(balanceShipperSchema) });

/** GET /api/balance/:shipperId; without `currency`, USD when the shipper has it, else its first currency. */
export const balanceQuerySchema = z.object({ currency: currencyCode.optional() });

/**
 * Spec 3, "Balance". Computed from the ledger and the remittances: outstanding = sum of the extract's signed ME
 * values; locked = ME of blocked remittances; total paid on the day = ME of the day's debits (São Paulo day);
 * pending wire = ME of remittances received, pending or processing (not yet paid out, not blocked).
 */
export const balanceSchema = z.object({
  shipper: z.object({
    id: z.string(),
    name: z.string(),
    client: z.object({ id: z.string(), name: z.string() }),
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
  currency: currencyCode.optional(),
};

/** GET /api/balance/:shipperId/extract. */
export const extractListQuerySchema = listQuerySchema(['releaseDate'], 'releaseDate:desc')
  .extend({ page: z.coerce.number().int().min(1).max(EXTRACT_MAX_PAGE).default(1), ...periodFields })
  .superRefine(dateRangeRefinement('from', 'to'));
export type ExtractListQuery = z.input<typeof extractListQuerySchema>;

/** GET /api/balance/:shipperId/extract.csv: the extract's filters, every row. */
export const extractExportQuerySchema = z
  .object({ ...periodFields, lang: documentLanguageSchema.optional() })
  .superRefine(dateRangeRefinement('from', 'to'));
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
