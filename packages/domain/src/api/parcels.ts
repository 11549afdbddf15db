import { PARCEL_NATURE_WORDS } from './stored-words';
import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  fieldIssue,
  foreignMoney,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  textInput,
  type Labels,
} from '../lists';
import { moneyString } from '../money';
import { listResponseSchema } from '../pagination';
import { FIELD_MESSAGES } from '../field-messages';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Parcels to authorize (spec 2, Document "To authorize": /parcels-to-authorize; spec 3 "Parcel: number, closure,
 * client, value, currency, nature, reference, invoice, IR, IR without renounce"). The list declared once, and
 * the decision on one or many parcels at once (`parcels.authorize`): each parcel is decided in its own
 * transaction, pending → authorized or pending → rejected (a reason required), both final.
 */

export const PARCEL_STATUSES = ['pending', 'authorized', 'rejected'] as const;
export type ParcelStatusCode = (typeof PARCEL_STATUSES)[number];
export const PARCEL_STATUS_LABELS: Labels<ParcelStatusCode> = {
  pending: l('Pendente', 'Pending'),
  authorized: l('Autorizada', 'Authorized'),
  rejected: l('Recusada', 'Rejected'),
};

/** One row of GET /api/parcels: money as decimal strings (IR in the parcel's currency), dates as yyyy-MM-dd. */
export const parcelSummarySchema = z.object({
  id: z.string(),
  parcelNumber: z.string(),
  closureDate: z.iso.date(),
  client: namedRefSchema,
  currency: z.string(),
  value: moneyString,
  nature: z.string().nullable(),
  reference: z.string().nullable(),
  invoice: z.string().nullable(),
  irValue: moneyString,
  irWithoutRenounce: moneyString,
  status: z.enum(PARCEL_STATUSES),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;
export const parcelListSchema = listResponseSchema(parcelSummarySchema);

/**
 * Sortable on indexed columns only: the closure date (the pending queue's partial index, migration 0005, and
 * every status's, migration 0025) and the value (migration 0025); `id` breaks ties.
 */
export const PARCEL_SORTABLE = ['closureDate', 'value', 'id'] as const;
export type ParcelSortField = (typeof PARCEL_SORTABLE)[number];

const STATUS_LABEL = l('Situação', 'Status');

export const parcelsList = defineListResource({
  name: 'parcels',
  filters: {
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    status: {
      kind: 'enum',
      values: PARCEL_STATUSES,
      labels: PARCEL_STATUS_LABELS,
      label: STATUS_LABEL,
      // The screen is "To authorize": it opens on what waits for a decision.
      screenDefault: 'pending',
      screenAll: l('Todas', 'All'),
    },
    ...rangeFilters('closureDate', 'date', l('Fechamento', 'Closure')),
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    ...rangeFilters('value', 'money', l('Valor', 'Value')),
    reference: { kind: 'exact', max: 60, label: l('Referência', 'Reference') },
    invoice: { kind: 'exact', max: 60, label: l('Fatura', 'Invoice') },
  },
  ranges: rangeRules('closureDate', 'value'),
  sortable: PARCEL_SORTABLE,
  // A queue: the oldest closure waits longest, so it comes first (the pending index's own order).
  defaultSort: 'closureDate:asc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    parcelNumber: { kind: 'text', label: l('Parcela', 'Parcel'), width: 10 },
    closureDate: { kind: 'date', label: l('Fechamento', 'Closure'), width: 12 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 32 },
    value: foreignMoney(l('Valor', 'Value'), 16),
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    nature: { kind: 'enum', labels: PARCEL_NATURE_WORDS, label: l('Natureza', 'Nature'), width: 24 },
    reference: { kind: 'text', label: l('Referência', 'Reference'), width: 18 },
    invoice: { kind: 'text', label: l('Fatura', 'Invoice'), width: 18 },
    irValue: foreignMoney(l('IR', 'IR'), 14, l('IR', 'Income tax (IR)')),
    irWithoutRenounce: foreignMoney(
      l('IR sem renúncia', 'IR without renounce'),
      16,
      l('IR sem renúncia', 'IR without renounce'),
    ),
    status: { kind: 'enum', labels: PARCEL_STATUS_LABELS, label: STATUS_LABEL, width: 12 },
    decidedAt: { kind: 'dateTime', label: l('Decidida em', 'Decided at'), width: 20 },
    decisionReason: { kind: 'text', label: l('Motivo da recusa', 'Rejection reason'), width: 32 },
  },
  // Their totals per currency above the table (issue 24).
  totals: ['value'],
  exportColumns: [
    'parcelNumber',
    'closureDate',
    'client',
    'currency',
    'value',
    'nature',
    'reference',
    'invoice',
    'irValue',
    'irWithoutRenounce',
    'status',
    'decidedAt',
    'decisionReason',
  ],
  download: { file: l('parcelas', 'parcels'), sheet: l('Parcelas', 'Parcels') },
});

// ------------------------------------------------------------------------------------------ decisions

export const PARCEL_DECISIONS = ['authorize', 'reject'] as const;
export type ParcelDecision = (typeof PARCEL_DECISIONS)[number];
/** At most this many parcels are decided by one request (a page of the list at its largest). */
export const PARCEL_DECISION_MAX = 100;
export const PARCEL_REASON_MAX = 500;

/** POST /api/parcels/decisions: the selected parcels, one decision, a reason to reject. */
export const parcelDecisionRequestSchema = z
  .object({
    ids: z
      .array(numericIdSchema)
      .min(1, { message: FIELD_MESSAGES.parcel_selection_invalid.en })
      .max(PARCEL_DECISION_MAX, { message: FIELD_MESSAGES.parcel_selection_invalid.en })
      .transform((ids) => [...new Set(ids)]),
    decision: z.enum(PARCEL_DECISIONS),
    reason: textInput({ max: PARCEL_REASON_MAX, multiline: true, tooLong: 'reason_too_long' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) fieldIssue(ctx, 'reason_required', ['reason']);
  });
export type ParcelDecisionRequest = z.input<typeof parcelDecisionRequestSchema>;

/** What became of one parcel of the request. */
export const PARCEL_DECISION_OUTCOMES = ['decided', 'conflict', 'not_found'] as const;
export type ParcelDecisionOutcome = (typeof PARCEL_DECISION_OUTCOMES)[number];

export const parcelDecisionResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(PARCEL_DECISION_OUTCOMES),
  /** The parcel's number, when it was found. */
  parcelNumber: z.string().nullable(),
  /** Its status now (after the decision, or the earlier decision that stands), when it was found. */
  status: z.enum(PARCEL_STATUSES).nullable(),
  /** Why it was not decided, in the reader's language. */
  message: z.string().nullable(),
});
export type ParcelDecisionResult = z.infer<typeof parcelDecisionResultSchema>;

export const parcelDecisionResponseSchema = z.object({
  decision: z.enum(PARCEL_DECISIONS),
  results: z.array(parcelDecisionResultSchema),
});
export type ParcelDecisionResponse = z.infer<typeof parcelDecisionResponseSchema>;
