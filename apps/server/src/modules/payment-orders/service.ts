import { paymentOrdersList, paymentOrderSummarySchema } from '@fxbo/domain';
import { containsTwoForms } from '../../platform/list-source-filters.js';
import {
  pageCountFirst,
  pageJoined,
  pageSmallSetFirst,
  rangeOffSort,
} from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The payment orders list (/payment-order, spec 3 "Payment order"), declared (platform/list-source.ts): every
 * filter takes its field's standard SQL, in the form its index serves (migrations 0004 and 0013,
 * docs/data-model.md "Indexes"); the issuer search in two forms, on its trigram index and as a row condition.
 */

/** The order's three dates follow one another by a day or two, which the planner cannot know. */
const DATES = ['registerDate', 'documentDate', 'creditDate'];

export const paymentOrderSource = listSource({
  resource: paymentOrdersList,
  row: paymentOrderSummarySchema,
  from: 'payment_orders as p',
  joins: (q) =>
    q.innerJoin('clients as c', 'c.id', 'p.client_id').leftJoin('users as u', 'u.id', 'p.manager_user_id'),
  scope: 'p.client_id',
  fields: {
    id: 'p.id',
    oprNumber: 'p.opr_number',
    client: { id: 'p.client_id', name: 'c.name' },
    issuer: 'p.issuer_name',
    manager: 'u.name',
    state: 'p.state',
    registerDate: 'p.register_date',
    documentDate: 'p.document_date',
    creditDate: 'p.credit_date',
    currency: 'p.currency',
    // payment_orders_credit_value (migration 0013) serves its sort; the id ties are an incremental sort.
    creditValue: 'p.credit_value',
    openDispatchBalance: 'p.open_dispatch_balance',
    closedDispatchBalance: 'p.closed_dispatch_balance',
    reference: 'p.reference',
  },
  filters: { issuer: containsTwoForms('p.issuer_name') },
  plan: (parts) =>
    parts.query.issuer
      ? // A contains-search: few matches are read once by the trigram index, many walk the sort index.
        pageSmallSetFirst(parts)
      : rangeOffSort(parts.query, DATES)
        ? // A date range on another date than the sort's: counted first, the page's ids sorted aside.
          pageCountFirst(parts)
        : pageJoined(parts),
});

/** One page of the orders the user's scope allows. */
export const listPaymentOrders = paymentOrderSource.list;
