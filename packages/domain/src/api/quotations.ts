import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  rangeFilters,
  rangeRules,
  foreignMoney,
  STANDARD_PAGING,
  type Labels,
} from '../lists';
import { moneyString, rateString } from '../money';
import { listResponseSchema } from '../pagination';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Quotations (spec 2 "/quotation", "Quotation detail"; spec 3 "Quotation"): the brokerage asks banks for a rate
 * for a client's (or a client group's) purchase or sale of a currency; the winning bank's quote becomes the
 * contract. The list declared once (filters, the sorts its indexes serve, columns, downloads, bench) and the
 * detail with the banks' quotes and the linked contracts.
 *
 * Client scope: a client user sees the quotations of its clients and those of its clients' groups (a group's
 * quotation concerns every client of the group). The client filter follows the same rule.
 */

export const QUOTATION_TYPES = ['purchase', 'sale'] as const;
export type QuotationType = (typeof QUOTATION_TYPES)[number];
/** The client's side: it buys foreign currency (sale by the bank) or sells it (purchase by the bank). */
export const QUOTATION_TYPE_LABELS: Labels<QuotationType> = {
  purchase: l('Compra', 'Purchase'),
  sale: l('Venda', 'Sale'),
};

export const QUOTATION_STATUSES = ['open', 'closed', 'canceled'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Labels<QuotationStatus> = {
  open: l('Em aberto', 'Open'),
  closed: l('Fechada', 'Closed'),
  canceled: l('Cancelada', 'Canceled'),
};

const bankSchema = z.object({ id: z.string(), code: z.string().nullable(), name: z.string() });

/** One row of GET /api/quotations: money and rates as decimal strings, dates as yyyy-MM-dd. */
export const quotationSummarySchema = z.object({
  id: z.string(),
  quotationDate: z.iso.date(),
  /** The client quoted for; null when the quotation is a group's. */
  client: namedRefSchema.nullable(),
  /** The group quoted for, or the client's group when quoted for a client; null for a client outside groups. */
  group: namedRefSchema.nullable(),
  /** Quoted for the group as a whole rather than for one of its clients. */
  byGroup: z.boolean(),
  quotationType: z.enum(QUOTATION_TYPES),
  currency: z.string(),
  /** The winning bank's rate; null while open or once canceled without a winner. */
  winningRate: rateString.nullable(),
  quotedAmount: moneyString,
  /** The winning bank. */
  bank: bankSchema.nullable(),
  status: z.enum(QUOTATION_STATUSES),
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;
export const quotationListSchema = listResponseSchema(quotationSummarySchema);

/** Sortable on indexed columns only (migrations 0003 and 0016); `id` breaks ties. */
export const QUOTATION_SORTABLE = ['quotationDate', 'quotedAmount', 'winningRate', 'id'] as const;
export type QuotationSortField = (typeof QUOTATION_SORTABLE)[number];

export const quotationsList = defineListResource({
  name: 'quotations',
  filters: {
    ...rangeFilters('quotationDate', 'date', l('Data', 'Date')),
    /** One client among those the user may see: its own quotations and its group's. */
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    quotationType: {
      kind: 'enum',
      values: QUOTATION_TYPES,
      labels: QUOTATION_TYPE_LABELS,
      label: l('Tipo', 'Type'),
    },
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    status: {
      kind: 'enum',
      multi: true,
      values: QUOTATION_STATUSES,
      labels: QUOTATION_STATUS_LABELS,
      label: l('Situação', 'Status'),
    },
    ...rangeFilters('winningRate', 'rate', l('Taxa', 'Rate')),
    ...rangeFilters('quotedAmount', 'money', l('Valor', 'Value')),
    /** The winning bank, by its COMPE code (three digits, e.g. 341). */
    bankCode: { kind: 'bank', label: l('Banco vencedor', 'Winning bank') },
  },
  ranges: rangeRules('quotationDate', 'winningRate', 'quotedAmount'),
  sortable: QUOTATION_SORTABLE,
  defaultSort: 'quotationDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    quotationDate: { kind: 'date', label: l('Data', 'Date'), width: 12 },
    party: { kind: 'text', label: l('Cliente/Grupo', 'Client/Group'), width: 32 },
    quotationType: {
      kind: 'enum',
      labels: QUOTATION_TYPE_LABELS,
      label: l('Tipo', 'Type'),
      width: 10,
    },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    winningRate: { kind: 'rate', label: l('Taxa', 'Rate'), width: 14 },
    quotedAmount: foreignMoney(l('Valor', 'Value'), 16, l('Valor cotado', 'Quoted amount')),
    bank: { kind: 'text', label: l('Banco', 'Bank'), width: 28 },
    status: {
      kind: 'enum',
      labels: QUOTATION_STATUS_LABELS,
      colors: { open: 'info', closed: 'success', canceled: 'default' },
      label: l('Situação', 'Status'),
      width: 12,
    },
  },
  // The quoted amount's total per currency (issue 24).
  totals: ['quotedAmount'],
  exportColumns: [
    'quotationDate',
    'party',
    'quotationType',
    'currency',
    'winningRate',
    'quotedAmount',
    'bank',
    'status',
  ],
  download: { file: l('cotacoes', 'quotations'), sheet: l('Cotações', 'Quotations') },
});

// ------------------------------------------------------------------------------------------ detail

const userRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** A bank's quote for the quotation; at most one is the winner. */
export const quotationBankQuoteSchema = z.object({
  id: z.string(),
  bank: bankSchema,
  rate: rateString,
  quotedAt: z.iso.datetime(),
  winner: z.boolean(),
});
export type QuotationBankQuote = z.infer<typeof quotationBankQuoteSchema>;

/** A contract closed from the quotation (/contract-detail/{id}). */
export const quotationContractSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  currency: z.string(),
  meValue: moneyString,
  rate: rateString,
});
export type QuotationContract = z.infer<typeof quotationContractSchema>;

/** GET /api/quotations/:id — spec 2 "Quotation detail". */
export const quotationDetailSchema = quotationSummarySchema.extend({
  mnAmount: moneyString.nullable(),
  meLiquidationDate: z.iso.date().nullable(),
  mnLiquidationDate: z.iso.date().nullable(),
  /** Praça: the market place of the quotation. */
  square: z.string().nullable(),
  operator: userRefSchema.nullable(),
  irValue: moneyString.nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  quotes: z.array(quotationBankQuoteSchema),
  contracts: z.array(quotationContractSchema),
});
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

export const quotationIdParamsSchema = z.object({ id: numericIdSchema });
