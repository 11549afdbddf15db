import { z } from 'zod';
import { l } from '../label';
import { fieldIssue, requiredParam, type Labels } from '../lists';
import { memoizeFormatter } from '../intl-cache';
import { formatMoney, formatRate, moneyString, type MoneyLocale } from '../money';
import { dateRangeRefinement, isoDateString } from '../pagination';
import { FIELD_MESSAGES } from '../field-messages';
import {
  TREASURY_CATEGORIES,
  TREASURY_CATEGORY_LABELS,
  TREASURY_COLUMN_KINDS,
  TREASURY_REPORT_IDS,
  type TreasuryColumn,
  type TreasuryRowsBy,
} from './treasury-reports';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * The treasury reports' wire contract (the reports themselves are declared in treasury-reports.ts, which the web
 * app's menu reads without this file's schemas): the query with spec 5's rules, the answer in blocks per
 * currency, a day's bills, and how a row and a figure are written.
 */

// ------------------------------------------------------------------------------------------ request

/** The period's ends are required: a report reads at most one year (spec 5). */
const periodEnd = z.string({ message: FIELD_MESSAGES.period_required.en }).pipe(isoDateString);
const currencyParam = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { message: FIELD_MESSAGES.currency_invalid.en })
  .transform((c) => c.toUpperCase())
  .optional();

/**
 * GET /api/treasury/reports/:report (and its .xlsx and .pdf): one client, a period of at most one year,
 * optionally one currency. Spec 5's messages: 'Please select an associated customer.' and 'Please select a
 * period of one year maximum.'.
 */
const treasuryQueryFields = z.object({
  clientId: requiredParam(numericIdSchema.optional()),
  from: periodEnd,
  to: periodEnd,
  currency: currencyParam,
  /** Only this contract's bills (the report that declares `byContract`). */
  contractId: numericIdSchema.optional(),
});

function treasuryRules<T extends z.ZodType<z.infer<typeof treasuryQueryFields>>>(schema: T) {
  return schema
    .superRefine((q, ctx) => {
      if (!q.clientId) fieldIssue(ctx, 'clients_required', ['clientId']);
    })
    .superRefine(dateRangeRefinement('from', 'to', { maxOneYear: true }));
}

export const treasuryQuerySchema = treasuryRules(treasuryQueryFields);
/** The downloads' query (XLSX and PDF): the report's, and the language to write in (the reader's by default). */
export const treasuryPdfQuerySchema = treasuryRules(
  treasuryQueryFields.extend({ lang: z.enum(['pt-BR', 'en']).optional() }),
);
export type TreasuryQuery = z.infer<typeof treasuryQuerySchema>;

/** A one-contract report's query (`byContract`): the report's, with its contract required. */
function withContract<T extends z.ZodType<{ contractId?: string | undefined }>>(schema: T) {
  return schema.superRefine((q, ctx) => {
    if (!q.contractId) fieldIssue(ctx, 'contract_required', ['contractId']);
  });
}
/** A one-contract report's contract, required (said so in the OpenAPI document; `withContract` words it). */
const contractIdRequired = { contractId: requiredParam(numericIdSchema.optional()) };
export const treasuryContractQuerySchema = withContract(
  treasuryRules(treasuryQueryFields.extend(contractIdRequired)),
);
export const treasuryContractPdfQuerySchema = withContract(
  treasuryRules(
    treasuryQueryFields.extend({ lang: z.enum(['pt-BR', 'en']).optional(), ...contractIdRequired }),
  ),
);

export const treasuryReportParamsSchema = z.object({ report: z.enum(TREASURY_REPORT_IDS) });

// ------------------------------------------------------------------------------------------ response

/** The figures of a row or of a block's total: each declared column, as decimal strings. */
const figuresSchema = z.object({
  values: z.record(z.string(), z.string().nullable()),
  /** The row in reais (see `TreasuryReport.reais`); null when the report has none. */
  reais: moneyString.nullable(),
  /** False when some bill or contract of the row had no rate: `reais` then covers only those that had. */
  reaisComplete: z.boolean(),
});

export const treasuryRowSchema = figuresSchema.extend({
  /** `yyyy-MM` (month rows), `yyyy-MM-dd` (day rows) or a category code. */
  key: z.string(),
  /** Day rows: the business day a due date on a weekend or holiday settles on; null when it is one. */
  settlesOn: z.iso.date().nullable(),
});
export type TreasuryRow = z.infer<typeof treasuryRowSchema>;

export const treasuryBlockSchema = z.object({
  currency: z.string(),
  rows: z.array(treasuryRowSchema),
  total: figuresSchema,
});
export type TreasuryBlock = z.infer<typeof treasuryBlockSchema>;

export const treasuryReportSchema = z.object({
  report: z.enum(TREASURY_REPORT_IDS),
  client: namedRefSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  contract: z.object({ id: z.string(), contractNumber: z.string() }).nullable(),
  blocks: z.array(treasuryBlockSchema),
});
export type TreasuryReportAnswer = z.infer<typeof treasuryReportSchema>;

// ------------------------------------------------------------------------------------------ drill

export const TREASURY_BILL_STATUS_LABELS: Labels<'open' | 'settled' | 'canceled'> = {
  open: l('Em aberto', 'Open'),
  settled: l('Liquidada', 'Settled'),
  canceled: l('Cancelada', 'Canceled'),
};

/** GET /api/treasury/<report>/bills: a client's bills falling due on one day (a day row opened); the report fixes the side. */
const treasuryBillsFields = z.object({
  clientId: requiredParam(numericIdSchema.optional()),
  day: isoDateString,
  currency: currencyParam,
  contractId: numericIdSchema.optional(),
});
const clientRequired = (q: { clientId?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!q.clientId) fieldIssue(ctx, 'clients_required', ['clientId']);
};
export const treasuryBillsQuerySchema = treasuryBillsFields.superRefine(clientRequired);

export const treasuryContractBillsQuerySchema = withContract(
  treasuryBillsFields.extend(contractIdRequired).superRefine(clientRequired),
);

export const treasuryBillSchema = z.object({
  id: z.string(),
  dueDate: z.iso.date(),
  settlesOn: z.iso.date().nullable(),
  direction: z.enum(['pay', 'receive']),
  category: z.enum(TREASURY_CATEGORIES),
  currency: z.string(),
  amount: moneyString,
  reais: moneyString.nullable(),
  counterparty: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(['open', 'settled', 'canceled']),
  contract: z.object({ id: z.string(), contractNumber: z.string() }).nullable(),
});
export type TreasuryBill = z.infer<typeof treasuryBillSchema>;

/** At most this many bills answer one day: a day of one client holds a handful. */
export const TREASURY_BILLS_MAX = 500;
export const treasuryBillsSchema = z.object({
  items: z.array(treasuryBillSchema),
  /** More bills fall due that day than were sent. */
  truncated: z.boolean(),
});

// ------------------------------------------------------------------------------------------ words

const dateFormat = memoizeFormatter(
  (locale: MoneyLocale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A row's name as the screen, the XLSX and the PDF write it: "mar. de 2026", "14/03/2026", "Importação". */
export function treasuryRowLabel(key: string, rowsBy: TreasuryRowsBy, locale: MoneyLocale): string {
  if (rowsBy === 'category')
    return (TREASURY_CATEGORY_LABELS as Record<string, ReturnType<typeof l>>)[key]?.[locale] ?? key;
  const [y, m, d] = key.split('-').map(Number) as [number, number, number | undefined];
  const date = new Date(Date.UTC(y, m - 1, d ?? 1));
  return rowsBy === 'month'
    ? dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
    : dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A figure as text: an amount in the block's currency, a count, or a rate with its 8 places. */
export function treasuryValueText(
  column: TreasuryColumn,
  value: string | null,
  currency: string,
  locale: MoneyLocale,
): string {
  if (value === null) return '';
  const kind = TREASURY_COLUMN_KINDS[column];
  if (kind === 'rate') return formatRate(value, locale);
  if (kind === 'integer') return new Intl.NumberFormat(locale).format(BigInt(value));
  return formatMoney(value, currency, locale);
}
