import {
  paymentOrderAttachmentParamsSchema,
  paymentOrderCancelRequestSchema,
  paymentOrderCommentRequestSchema,
  paymentOrderConfirmRequestSchema,
  paymentOrderDetailSchema,
  paymentOrderIdParamsSchema,
  paymentOrderWriteOffRequestSchema,
  type PaymentOrderDetail,
} from '@fxbo/domain';
import type { z } from 'zod';
import { downloadHeaders } from '../../http/download.js';
import type { ServerArea } from '../../platform/area.js';
import type { currentUser } from '../../platform/auth-guard.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { addComment, cancelOrder, confirmCredit, writeOff } from './actions.js';
import { paymentOrderContext, type PaymentOrderContext } from './context.js';
import { receivingRoutes } from './receiving-routes.js';
import { getAttachment, getPaymentOrder } from './detail.js';
import { paymentOrderSource } from './service.js';

const tags = ['payment-orders'];
const options = routeOptions(tags);
const CONSULT = { permission: 'payment-orders.consult' } as const;
/** An action on one order (`:id`) that answers with the order as it now is. */
const ONE_ORDER = { params: paymentOrderIdParamsSchema, response: { 200: paymentOrderDetailSchema } };

/** /api/payment-orders: list, downloads, detail, attachments and the staff actions (spec 2, 3, 4 and 5). */
export const paymentOrderRoutes: ServerArea = async (app, { database, clock, config, uploads }) => {
  const { db } = database;
  const context = (req: Parameters<typeof currentUser>[0]) => paymentOrderContext(req, db, clock);
  const once = idempotency({ database, clock });
  listRoutes(app, {
    ...paymentOrderSource.routes(db),
    tags,
    summary: 'Payment orders of the user’s clients, newest registration first',
    auth: CONSULT,
    database,
  });

  app.get(
    '/api/payment-orders/:id',
    options(
      CONSULT,
      'One payment order: every detail field and section, and the actions the user may take',
      ONE_ORDER,
    ),
    async (req) => getPaymentOrder(context(req), req.params.id),
  );

  app.get(
    '/api/payment-orders/:id/attachments/:attachmentId',
    options(CONSULT, 'A file attached to a payment order, as stored', {
      params: paymentOrderAttachmentParamsSchema,
    }),
    async (req, reply) => {
      const file = await getAttachment(context(req), req.params.id, req.params.attachmentId);
      return downloadHeaders(reply, file.mime_type, file.file_name).send(file.content);
    },
  );

  /** A staff action on one order, `POST /api/payment-orders/:id/<path>`, done once per Idempotency-Key. */
  const orderAction = <B extends z.ZodType>(
    path: string,
    permission: string,
    summary: string,
    body: B,
    run: (ctx: PaymentOrderContext, id: string, body: z.output<B>) => Promise<PaymentOrderDetail>,
  ) =>
    app.post(
      `/api/payment-orders/:id/${path}`,
      options.action({ permission }, summary, { ...ONE_ORDER, body }),
      async (req, reply) =>
        once(req, reply, (db) => run({ ...context(req), db }, req.params.id, req.body as z.output<B>)),
    );
  orderAction(
    'confirm',
    'payment-orders.confirm',
    'Confirm the credit of an order waiting for its credit date',
    paymentOrderConfirmRequestSchema,
    (ctx, id, body) => confirmCredit(ctx, id, body.creditDate),
  );
  orderAction(
    'cancel',
    'payment-orders.cancel',
    'Cancel an order from which nothing was received, with a reason',
    paymentOrderCancelRequestSchema,
    (ctx, id, body) => cancelOrder(ctx, id, body.reason),
  );
  orderAction(
    'comments',
    'payment-orders.comment',
    'Add a comment to an order',
    paymentOrderCommentRequestSchema,
    (ctx, id, body) => addComment(ctx, id, body.body),
  );
  orderAction(
    'write-offs',
    'payment-orders.write-off',
    'Write off part of a confirmed order’s available balance',
    paymentOrderWriteOffRequestSchema,
    (ctx, id, body) => writeOff(ctx, id, body.amount, body.reason),
  );

  await receivingRoutes(app, { database, clock, config, uploads });
};
