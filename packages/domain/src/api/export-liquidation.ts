import { z } from 'zod';
import { l } from '../label';
import { EXPORT_LIQUIDATION_ACCESS } from '../staff-queues';
import {
  CLIENT_COLUMN,
  columnIds,
  CURRENCY_COLUMN,
  defineListResource,
  fieldIssue,
  foreignMoney,
  rangeFilters,
  rangeRules,
  recordColumn,
  STANDARD_PAGING,
} from '../lists';
import { isPositiveMoney, moneyString } from '../money';
import { listResponseSchema } from '../pagination';
import { CONTRACT_STATUSES } from './contracts';
import { contractDetailPath } from '../paths';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Export contracts to liquidate (spec 2, Imp/Exp → Export → "Liquidate": /import-export/export-contracts/liquidate):
 * the open export contracts of the user's clients, due first, with what was liquidated so far and what is still
 * open; and the action that liquidates part or all of what is open (`trade.liquidate`), never above it.
 */

/** One row of GET /api/export-liquidation: money as decimal strings, dates as yyyy-MM-dd. */
export const exportLiquidationSummarySchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  client: namedRefSchema,
  contractDate: z.iso.date(),
  liquidationDate: z.iso.date().nullable(),
  currency: z.string(),
  meValue: moneyString,
  /** What was liquidated so far (0 ≤ liquidated ≤ ME value). */
  liquidatedMeValue: moneyString,
  /** ME value less what was liquidated: what a liquidation may still take. */
  openAmount: moneyString,
  /** The payer abroad. */
  counterparty: z.string().nullable(),
});
export type ExportLiquidationSummary = z.infer<typeof exportLiquidationSummarySchema>;
export const exportLiquidationListSchema = listResponseSchema(exportLiquidationSummarySchema);

/** Sortable on indexed columns only (migration 0026's partial indexes on open export contracts). */
export const EXPORT_LIQUIDATION_SORTABLE = ['liquidationDate', 'id'] as const;
export type ExportLiquidationSortField = (typeof EXPORT_LIQUIDATION_SORTABLE)[number];

const LIQUIDATION_DATE = l('Data de liquidação', 'Liquidation date');

/** The columns, in the table's order; the downloads write them all. */
const EXPORT_LIQUIDATION_COLUMNS = {
  // The way into the contract: its number.
  contractNumber: recordColumn(l('Contrato', 'Contract'), 20, contractDetailPath),
  client: CLIENT_COLUMN,
  contractDate: { kind: 'date', label: l('Data do contrato', 'Contract date'), width: 12 },
  liquidationDate: { kind: 'date', label: LIQUIDATION_DATE, width: 12 },
  currency: CURRENCY_COLUMN,
  meValue: foreignMoney(l('Valor ME', 'FC value'), 16),
  liquidatedMeValue: foreignMoney(l('Liquidado', 'Liquidated'), 16),
  openAmount: foreignMoney(l('Em aberto', 'Open amount'), 16),
  counterparty: { kind: 'text', label: l('Pagador', 'Payer'), width: 30 },
} as const;

export const exportLiquidationList = defineListResource({
  name: 'export-liquidation',
  access: EXPORT_LIQUIDATION_ACCESS,
  filters: {
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    ...rangeFilters('liquidationDate', 'date', LIQUIDATION_DATE),
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    contractNumber: { kind: 'exact', max: 40, label: l('Número do contrato', 'Contract number') },
  },
  ranges: rangeRules('liquidationDate'),
  sortable: EXPORT_LIQUIDATION_SORTABLE,
  // Due first: the contract whose liquidation date comes first is the one to liquidate first.
  defaultSort: 'liquidationDate:asc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: EXPORT_LIQUIDATION_COLUMNS,
  // Their totals per currency above the table (issue 24).
  totals: ['meValue', 'openAmount'],
  exportColumns: columnIds(EXPORT_LIQUIDATION_COLUMNS),
  download: {
    file: l('contratos-exportacao-a-liquidar', 'export-contracts-to-liquidate'),
    sheet: l('A liquidar', 'To liquidate'),
  },
});

// ------------------------------------------------------------------------------------------ action

export const exportLiquidationParamsSchema = z.object({ contractId: numericIdSchema });

/** POST /api/export-liquidation/:contractId: an amount above zero, never above the open amount. */
export const exportLiquidationRequestSchema = z.object({
  amount: z.string().superRefine((v, ctx) => {
    if (!moneyString.safeParse(v).success) fieldIssue(ctx, 'money_invalid');
    else if (!isPositiveMoney(v)) fieldIssue(ctx, 'amount_positive');
  }),
});
export type ExportLiquidationRequest = z.input<typeof exportLiquidationRequestSchema>;

/** The contract as the liquidation left it: `liquidated` once nothing is open. */
export const exportLiquidationResultSchema = exportLiquidationSummarySchema.extend({
  status: z.enum(CONTRACT_STATUSES),
  liquidatedAt: z.iso.datetime().nullable(),
});
export type ExportLiquidationResult = z.infer<typeof exportLiquidationResultSchema>;
