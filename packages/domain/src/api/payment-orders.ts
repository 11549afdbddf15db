import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  rangeFilters,
  rangeRules,
  foreignMoney,
  STANDARD_PAGING,
  type Labels,
  type ListQueryOf,
} from '../lists';
import { moneyString } from '../money';
import { listResponseSchema } from '../pagination';
import { NAME_FILTER_MIN } from './remittances-list';
import { namedRefSchema } from '../schemas';

/*
 * Payment orders received from abroad (OPR; spec 2 "/payment-order", spec 3 "Payment order", spec 4 states):
 * their states, the list's row, and the list declared once (filters, the sorts its indexes serve,
 * docs/data-model.md "Indexes", columns and downloads).
 */

export const PAYMENT_ORDER_STATES = ['waiting_credit_date', 'confirmed', 'canceled'] as const;
export type PaymentOrderState = (typeof PAYMENT_ORDER_STATES)[number];

export const PAYMENT_ORDER_STATE_LABELS: Labels<PaymentOrderState> = {
  waiting_credit_date: l('Aguardando data de crédito', 'Waiting credit date'),
  confirmed: l('Confirmada', 'Confirmed'),
  canceled: l('Cancelada', 'Canceled'),
};

/** One row of GET /api/payment-orders: money as decimal strings, dates as yyyy-MM-dd. */
export const paymentOrderSummarySchema = z.object({
  id: z.string(),
  oprNumber: z.string(),
  client: namedRefSchema,
  issuer: z.string(),
  /** The brokerage's manager of the order, when one is assigned. */
  manager: z.string().nullable(),
  state: z.enum(PAYMENT_ORDER_STATES),
  registerDate: z.iso.date(),
  documentDate: z.iso.date().nullable(),
  creditDate: z.iso.date().nullable(),
  currency: z.string(),
  creditValue: moneyString,
  openDispatchBalance: moneyString,
  closedDispatchBalance: moneyString,
  reference: z.string().nullable(),
});
export type PaymentOrderSummary = z.infer<typeof paymentOrderSummarySchema>;
export const paymentOrderListSchema = listResponseSchema(paymentOrderSummarySchema);

/** Sortable on indexed columns only (migrations 0004 and 0013); `id` breaks ties. */
export const PAYMENT_ORDER_SORTABLE = [
  'registerDate',
  'creditDate',
  'oprNumber',
  'creditValue',
  'id',
] as const;
export type PaymentOrderSortField = (typeof PAYMENT_ORDER_SORTABLE)[number];

export const paymentOrdersList = defineListResource({
  name: 'payment-orders',
  filters: {
    state: {
      kind: 'enum',
      multi: true,
      values: PAYMENT_ORDER_STATES,
      labels: PAYMENT_ORDER_STATE_LABELS,
      label: l('Situação', 'State'),
    },
    /** One client among those the user may see. */
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    /** The ordering party abroad, contains, accent- and case-insensitive; at least 3 characters. */
    issuer: {
      kind: 'contains',
      max: 200,
      min: NAME_FILTER_MIN,
      tooShort: 'name_filter_too_short',
      label: l('Ordenante', 'Issuer'),
    },
    oprNumber: { kind: 'exact', max: 40, label: l('Número OPR', 'OPR number') },
    reference: { kind: 'exact', max: 100, label: l('Referência', 'Reference') },
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    ...rangeFilters('registerDate', 'date', l('Data de registro', 'Register date')),
    ...rangeFilters('documentDate', 'date', l('Data do documento', 'Document date')),
    ...rangeFilters('creditDate', 'date', l('Data de crédito', 'Credit date')),
    ...rangeFilters('creditValue', 'money', l('Valor do crédito', 'Credit value')),
  },
  ranges: rangeRules('registerDate', 'documentDate', 'creditDate', 'creditValue'),
  sortable: PAYMENT_ORDER_SORTABLE,
  defaultSort: 'registerDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    oprNumber: { kind: 'text', label: l('Número OPR', 'OPR number'), width: 18 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 28 },
    issuer: { kind: 'text', label: l('Ordenante', 'Issuer'), width: 28 },
    manager: { kind: 'text', label: l('Gerente', 'Manager'), width: 24 },
    state: { kind: 'enum', labels: PAYMENT_ORDER_STATE_LABELS, label: l('Situação', 'State'), width: 24 },
    registerDate: {
      kind: 'date',
      label: l('Registro', 'Register'),
      header: l('Data de registro', 'Register date'),
      width: 12,
    },
    documentDate: {
      kind: 'date',
      label: l('Documento', 'Document'),
      header: l('Data do documento', 'Document date'),
      width: 12,
    },
    creditDate: {
      kind: 'date',
      label: l('Crédito', 'Credit'),
      header: l('Data de crédito', 'Credit date'),
      width: 12,
    },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    creditValue: foreignMoney(l('Valor do crédito', 'Credit value'), 16),
    openDispatchBalance: foreignMoney(
      l('Saldo em aberto', 'Open balance'),
      16,
      l('Saldo de despacho em aberto', 'Open dispatching balance'),
    ),
    closedDispatchBalance: foreignMoney(
      l('Saldo fechado', 'Closed balance'),
      16,
      l('Saldo de despacho fechado', 'Closed dispatching balance'),
    ),
    reference: { kind: 'text', label: l('Referência', 'Reference'), width: 20 },
  },
  // The credit value's total per currency above the table (issue 24).
  totals: ['creditValue'],
  exportColumns: [
    'oprNumber',
    'client',
    'issuer',
    'manager',
    'state',
    'registerDate',
    'documentDate',
    'creditDate',
    'currency',
    'creditValue',
    'openDispatchBalance',
    'closedDispatchBalance',
    'reference',
  ],
  download: {
    file: l('ordens-de-pagamento', 'payment-orders'),
    sheet: l('Ordens de pagamento', 'Payment orders'),
  },
});

/** GET /api/payment-orders. */
export type PaymentOrderListFilters = ListQueryOf<typeof paymentOrdersList>;
