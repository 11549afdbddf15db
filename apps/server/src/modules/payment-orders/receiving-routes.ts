import multipart from '@fastify/multipart';
import {
  documentQuerySchema,
  exchangeHoursSchema,
  receivingCreatedSchema,
  isWithinExchangeHours,
  NUMERIC_ID_PATTERN,
  outOfHoursMessage,
  parseExchangeHours,
  paymentOrderIdParamsSchema,
  receivingPreviewSchema,
  receivingRequestSchema,
  RECEIVING_DOCUMENT_TYPES,
} from '@fxbo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLocale } from '../../http/download.js';
import { requestLocale } from '../../http/locale.js';
import { problemResponse } from '../../http/openapi-responses.js';
import { sendPdf } from '../../http/pdf.js';
import type { AreaDeps } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { idempotency, idempotencyAnswered } from '../../platform/idempotency.js';
import { multipartForm } from '../../platform/openapi-route.js';
import { routeOptions } from '../../platform/route-options.js';
import { paymentOrderContext } from './context.js';
import { getPaymentOrder } from './detail.js';
import { paymentOrderNotFound } from './messages.js';
import { receivingReceipt, RECEIVING_RECEIPT_WORDS } from './receipt-pdf.js';
import { readReceivingForm, RECEIVING_FORM_LIMITS } from './receiving-form.js';
import { previewReceiving, submitReceiving } from './receiving.js';

/*
 * The receiving flow's routes: whether exchange is open now, the priced preview of the confirmation step, the
 * submission (multipart: the form as JSON in `data`, then the document in `document`, read as it arrives by
 * receiving-form.ts) and the PDF receipt.
 */

const options = routeOptions(['payment-orders']);
const RECEIVE = { permission: 'payment-orders.receive' } as const;
const id = z.string().regex(NUMERIC_ID_PATTERN);

const receiptParamsSchema = z.object({ id, receivingId: id });

/** Outside the exchange hours on business days (receiving.ts), which the rules of openapi-responses.ts cannot see. */
const OUT_OF_HOURS = problemResponse(
  'Out of exchange hours: FX operations only on business days within the configured hours (`out_of_hours`)',
);

export async function receivingRoutes(
  app: FastifyInstance,
  { database, clock, config, uploads }: Pick<AreaDeps, 'database' | 'clock' | 'config' | 'uploads'>,
): Promise<void> {
  const { db } = database;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = (req: FastifyRequest) => paymentOrderContext(req, db, clock);
  const once = idempotency({ database, clock });
  const answered = idempotencyAnswered({ database, clock });
  await app.register(multipart, { limits: RECEIVING_FORM_LIMITS, throwFileSizeLimit: false });

  api.get(
    '/api/payment-orders/exchange-hours',
    options(RECEIVE, 'Whether FX operations are open now (São Paulo business days, configured hours)', {
      response: { 200: exchangeHoursSchema },
    }),
    async (req) => {
      const hours = parseExchangeHours(config.fx.exchangeHours);
      return {
        ...hours,
        isOpen: isWithinExchangeHours(clock(), hours),
        message: outOfHoursMessage(hours, requestLocale(req)),
      };
    },
  );

  api.post(
    '/api/payment-orders/:id/receivings/preview',
    options(RECEIVE, 'Price a receiving at a quote still valid: every figure of the confirmation step', {
      params: paymentOrderIdParamsSchema,
      body: receivingRequestSchema,
      response: { 200: receivingPreviewSchema, 422: OUT_OF_HOURS },
    }),
    async (req) => previewReceiving(context(req), req.params.id, req.body, config.fx.exchangeHours),
  );

  api.post(
    '/api/payment-orders/:id/receivings',
    options.action(
      RECEIVE,
      'Request a receiving (multipart/form-data, in this order: `data` = the preview’s JSON form, then `document` = PDF, JPEG or PNG ≤ 10 MB, required above USD 3,000.00)',
      {
        params: paymentOrderIdParamsSchema,
        ...multipartForm({
          json: { data: receivingRequestSchema },
          files: {
            document: {
              types: [...RECEIVING_DOCUMENT_TYPES],
              description: 'PDF, JPEG or PNG of at most 10 MB; required above USD 3,000.00',
            },
          },
        }),
        response: { 201: receivingCreatedSchema, 422: OUT_OF_HOURS },
      },
    ),
    async (req, reply) => {
      const ctx = context(req);
      const { body, document } = await readReceivingForm(req, reply, {
        locale: ctx.locale,
        // The refusals that need no file, before the file is read (the transaction checks them again). A repeat
        // of a submission already answered passes them: its quote is spent, and `once` replays its answer. The
        // key is read after a refusal, not before the checks: a double click's first request may commit between
        // the two reads, and then its spent quote is refused while its answer is already there to replay.
        check: async (form) => {
          try {
            await previewReceiving(ctx, req.params.id, form, config.fx.exchangeHours);
          } catch (refusal) {
            if (!(await answered(req))) throw refusal;
          }
        },
        uploads,
        userId: ctx.user.userId,
      });
      void reply.code(201);
      // The form is not Fastify's body: the request is its fields and its file (by its hash) under the key.
      const request = { params: req.params, body, document: document && document.sha256.toString('hex') };
      return once(
        req,
        reply,
        (trx) =>
          submitReceiving({ ...ctx, db: trx }, req.params.id, body, document, {
            exchangeHours: config.fx.exchangeHours,
            brokerage: config.brokerageName,
          }),
        request,
      );
    },
  );

  api.get(
    '/api/payment-orders/:id/receivings/:receivingId/receipt.pdf',
    options(
      { permission: 'payment-orders.consult' },
      'The receipt of a receiving as PDF, in the user’s language',
      {
        params: receiptParamsSchema,
        querystring: documentQuerySchema,
      },
    ),
    async (req, reply) => {
      const ctx = context(req);
      const order = await getPaymentOrder(ctx, req.params.id);
      const receiving = order.receivings.find((r) => r.id === req.params.receivingId);
      if (!receiving) throw paymentOrderNotFound(ctx.locale);
      const locale = documentLocale(req, currentUser(req), req.query.lang);
      const pdf = await receivingReceipt(order, receiving, locale, { brokerage: config.brokerageName });
      return sendPdf(
        reply,
        pdf,
        `${RECEIVING_RECEIPT_WORDS[locale].file}-${order.oprNumber}-${receiving.id}.pdf`,
      );
    },
  );
}
