import { z } from 'zod';
import { l } from '../label';
import { DISPATCH_REQUESTS_ACCESS } from '../staff-queues';
import {
  CLIENT_COLUMN,
  columnIds,
  CURRENCY_COLUMN,
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
import { REASON_MAX } from './remittances';
import { contractDetailPath } from '../paths';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Dispatch (DU-E) requests to register (spec 2, Imp/Exp → Export → "Dispatch request to register":
 * /import-export/export-contracts/dispatch-request-to-register): the export dispatch requests of the user's
 * clients, pending ones by default, and the two decisions on a pending request (`trade.register-dispatch`):
 * register it with its DU-E number, or reject it with a reason.
 */

export const DISPATCH_REQUEST_STATUSES = ['pending', 'registered', 'rejected', 'canceled'] as const;
export type DispatchRequestStatus = (typeof DISPATCH_REQUEST_STATUSES)[number];

export const DISPATCH_REQUEST_STATUS_LABELS: Labels<DispatchRequestStatus> = {
  pending: l('Pendente', 'Pending'),
  registered: l('Registrada', 'Registered'),
  rejected: l('Rejeitada', 'Rejected'),
  canceled: l('Cancelada', 'Canceled'),
};

// ------------------------------------------------------------------------------------------ DU-E number

/**
 * A DU-E (Declaração Única de Exportação) number as Siscomex issues it: the year's two digits, "BR" and ten
 * digits (nine of sequence and a check digit), e.g. 24BR0001234567. Written by people also with spaces, a
 * lower-case "br" or the check digit after a hyphen (24BR000123456-7); all read as the canonical form.
 */
const DUE_NUMBER = /^(\d{2})BR(\d{9})-?(\d)$/;

/** The canonical DU-E number (upper case, no spaces nor hyphen), or null when `text` is not one. */
export function normalizeDueNumber(text: string): string | null {
  const match = DUE_NUMBER.exec(text.replace(/\s/g, '').toUpperCase());
  return match ? `${match[1]}BR${match[2]}${match[3]}` : null;
}

/** The DU-E number field: required, in the form Siscomex issues; answered in its canonical form. */
export const dueNumberSchema = z
  .string({ message: 'Please give the DU-E number.' })
  .transform((raw, ctx): string => {
    if (!raw.trim()) {
      fieldIssue(ctx, 'due_number_required');
      return z.NEVER;
    }
    const due = normalizeDueNumber(raw);
    if (!due) {
      fieldIssue(ctx, 'due_number_invalid');
      return z.NEVER;
    }
    return due;
  });

// ------------------------------------------------------------------------------------------ list

/** One row of GET /api/dispatch-requests: money as decimal strings, dates as yyyy-MM-dd. */
export const dispatchRequestSummarySchema = z.object({
  id: z.string(),
  client: namedRefSchema,
  requestDate: z.iso.date(),
  shipmentDate: z.iso.date().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The export contract it belongs to, when known (/contract-detail/{id}). */
  contract: z.object({ id: z.string(), contractNumber: z.string() }).nullable(),
  currency: z.string(),
  value: moneyString,
  status: z.enum(DISPATCH_REQUEST_STATUSES),
  dueNumber: z.string().nullable(),
  registeredAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});
export type DispatchRequestSummary = z.infer<typeof dispatchRequestSummarySchema>;
export const dispatchRequestListSchema = listResponseSchema(dispatchRequestSummarySchema);

/** Sortable on indexed columns only (migrations 0003, 0026 and 0038); `id` breaks ties. */
export const DISPATCH_REQUEST_SORTABLE = ['requestDate', 'value', 'id'] as const;
export type DispatchRequestSortField = (typeof DISPATCH_REQUEST_SORTABLE)[number];

const STATUS_LABEL = l('Situação', 'Status');
const REQUEST_DATE = l('Data da solicitação', 'Request date');

/** The columns, in the table's order; the downloads write them all. */
const DISPATCH_REQUEST_COLUMNS = {
  client: CLIENT_COLUMN,
  requestDate: { kind: 'date', label: REQUEST_DATE, width: 12 },
  shipmentDate: { kind: 'date', label: l('Data de embarque', 'Shipment date'), width: 12 },
  invoiceNumber: { kind: 'text', label: l('Fatura', 'Invoice'), width: 18 },
  contract: {
    kind: 'text',
    label: l('Contrato', 'Contract'),
    width: 20,
    link: { to: contractDetailPath, text: 'contractNumber' },
  },
  currency: CURRENCY_COLUMN,
  value: foreignMoney(l('Valor', 'Value'), 16),
  status: {
    kind: 'enum',
    labels: DISPATCH_REQUEST_STATUS_LABELS,
    colors: { pending: 'warning', registered: 'success', rejected: 'error', canceled: 'default' },
    label: STATUS_LABEL,
    width: 12,
  },
  dueNumber: { kind: 'text', label: l('Número da DU-E', 'DU-E number'), width: 16 },
  rejectionReason: { kind: 'text', label: l('Motivo da rejeição', 'Rejection reason'), width: 40 },
} as const;

export const dispatchRequestsList = defineListResource({
  name: 'dispatch-requests',
  access: DISPATCH_REQUESTS_ACCESS,
  filters: {
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    status: {
      kind: 'enum',
      multi: true,
      values: DISPATCH_REQUEST_STATUSES,
      labels: DISPATCH_REQUEST_STATUS_LABELS,
      label: STATUS_LABEL,
      // The screen is the queue of what waits to be registered.
      screenDefault: 'pending',
      screenAll: l('Todas', 'All'),
    },
    ...rangeFilters('requestDate', 'date', REQUEST_DATE),
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    invoiceNumber: { kind: 'exact', max: 60, label: l('Número da fatura', 'Invoice number') },
  },
  ranges: rangeRules('requestDate'),
  sortable: DISPATCH_REQUEST_SORTABLE,
  // Oldest request first: the queue is worked in the order it arrived.
  defaultSort: 'requestDate:asc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: DISPATCH_REQUEST_COLUMNS,
  // The value's total per currency (issue 24).
  totals: ['value'],
  exportColumns: columnIds(DISPATCH_REQUEST_COLUMNS),
  download: {
    file: l('solicitacoes-de-despacho', 'dispatch-requests'),
    sheet: l('Solicitações de despacho', 'Dispatch requests'),
  },
});

// ------------------------------------------------------------------------------------------ actions

export const dispatchRequestIdParamsSchema = z.object({ id: numericIdSchema });

/** POST /api/dispatch-requests/:id/register. */
export const dispatchRequestRegisterSchema = z.object({
  dueNumber: dueNumberSchema.optional().transform((v, ctx): string => {
    if (v === undefined) {
      fieldIssue(ctx, 'due_number_required');
      return z.NEVER;
    }
    return v;
  }),
});
export type DispatchRequestRegisterRequest = z.input<typeof dispatchRequestRegisterSchema>;

/** POST /api/dispatch-requests/:id/reject: the reason is required (it is shown to the client). */
export const dispatchRequestRejectSchema = z.object({
  reason: textInput({
    max: REASON_MAX,
    multiline: true,
    required: 'reason_required',
    tooLong: 'reason_too_long',
  })
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined) {
        fieldIssue(ctx, 'reason_required');
        return z.NEVER;
      }
      return v;
    }),
});
export type DispatchRequestRejectRequest = z.input<typeof dispatchRequestRejectSchema>;
