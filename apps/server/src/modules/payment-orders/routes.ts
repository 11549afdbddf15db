import { paymentOrdersList, paymentOrderSummarySchema } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { listPaymentOrders, paymentOrderDownloads } from './service.js';

const tags = ['payment-orders'];

/** /api/payment-orders: the list of payment orders received from abroad, its CSV and XLSX (spec 3). */
export const paymentOrderRoutes: ServerArea = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    resource: paymentOrdersList,
    tags,
    summary: 'Payment orders of the user’s clients, newest registration first',
    auth: { permission: 'payment-orders.consult' },
    row: paymentOrderSummarySchema,
    page: (req, query) => listPaymentOrders(db, query, clientScope(currentUser(req))),
    downloads: { database, mapping: paymentOrderDownloads(db) },
  });
};
