import {
  documentQuerySchema,
  remittanceBeneficiaryUpdateSchema,
  remittanceBlockListSchema,
  remittanceCancelRequestSchema,
  remittanceDetailSchema,
  remittanceIdParamsSchema,
  remittanceSummarySchema,
  remittanceShipperListSchema,
  remittancesList,
  remittanceShipperQuerySchema,
  remittanceUnblockRequestSchema,
  type RemittanceDetail,
} from '@fxbo/domain';
import type { z } from 'zod';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordPdfRoute, recordRoute } from '../../platform/record-route.js';
import { routeOptions } from '../../platform/route-options.js';
import { RECEIPT_WORDS } from './messages.js';
import { remittanceReceipt } from './pdf.js';
import { cancelRemittance, unblockRemittance } from './actions.js';
import { updateBeneficiary } from './beneficiary.js';
import { actionContext, type ActionContext } from '../../platform/locked-change.js';
import { getRemittance, listBlocks } from './detail.js';
import { remittanceSource } from './query.js';
import { listRemittances, listShipperOptions } from './service.js';
import type { ServerArea } from '../../platform/area.js';

const tags = ['remittances'];
const options = routeOptions(tags);
const CONSULT = { permission: 'remittances.consult' } as const;
/** A row action on one remittance (`:id`) that answers with the remittance as it now is. */
const ONE_REMITTANCE = { params: remittanceIdParamsSchema, response: { 200: remittanceDetailSchema } };

/** /api/remittances: list, detail, row actions, receipt PDF and exports (spec 2 and 3, "Remittance"). */
export const remittanceRoutes: ServerArea = async (app, { database, clock, config: { brokerageName } }) => {
  const { db } = database;
  const once = idempotency({ database, clock });
  listRoutes(app, {
    resource: remittancesList,
    tags,
    summary: 'Remittances of the user’s clients',
    auth: CONSULT,
    row: remittanceSummarySchema,
    // Each row with the user's actions on it (service.ts).
    page: (req, query) => listRemittances(actionContext(req, db), query),
    database,
    downloads: {
      // Three at once: the list most downloaded, 1,000,000 rows in a few seconds each (README, "Budgets").
      concurrent: 3,
      mapping: remittanceSource.downloads(db),
    },
  });

  app.get(
    '/api/remittances/shippers',
    options(CONSULT, 'Shippers ("remittants") of the user’s clients, for the remittant filter', {
      querystring: remittanceShipperQuerySchema,
      response: { 200: remittanceShipperListSchema },
    }),
    async (req) => listShipperOptions(actionContext(req, db), req.query),
  );

  recordRoute(app, db, {
    path: '/api/remittances',
    tags,
    auth: CONSULT,
    summary: 'One remittance: every detail field, payment history, blocking reasons when permitted',
    response: remittanceDetailSchema,
    read: getRemittance,
  });

  recordPdfRoute(app, db, {
    path: '/api/remittances',
    tags,
    auth: { permission: 'remittances.export' },
    summary: 'The remittance receipt as PDF, in the user’s language',
    querystring: documentQuerySchema,
    read: getRemittance,
    pdf: async (detail, locale) => ({
      report: await remittanceReceipt(detail, locale, { brokerage: brokerageName }),
      file: `${RECEIPT_WORDS[locale].file}-${detail.reference}.pdf`,
    }),
  });

  app.get(
    '/api/remittances/:id/blocks',
    options(
      { permission: 'remittances.view-blocking-reasons' },
      'Blocking reasons of a remittance, open and closed',
      { params: remittanceIdParamsSchema, response: { 200: remittanceBlockListSchema } },
    ),
    async (req) => listBlocks(actionContext(req, db), req.params.id),
  );

  /** A row action on one remittance (`:id`), run once per Idempotency-Key, answering with it as it now is. */
  const action = <B extends z.ZodType>(
    method: 'post' | 'put',
    path: string,
    permission: string,
    summary: string,
    body: B,
    run: (ctx: ActionContext, id: string, body: z.output<B>) => Promise<RemittanceDetail>,
  ) =>
    app[method](
      `/api/remittances/:id/${path}`,
      options.action({ permission }, summary, { ...ONE_REMITTANCE, body }),
      async (req, reply) =>
        once(req, reply, (db) => run(actionContext(req, db), req.params.id, req.body as z.output<B>)),
    );
  action(
    'post',
    'cancel',
    'remittances.cancel',
    'Cancel a remittance (received, pending, blocked or returned) with a reason',
    remittanceCancelRequestSchema,
    (ctx, id, body) => cancelRemittance(ctx, id, body.reason),
  );
  action(
    'post',
    'unblock',
    'remittances.unblock',
    'Unblock a blocked remittance: its open blocks are closed and it returns to pending',
    remittanceUnblockRequestSchema,
    (ctx, id, body) => unblockRemittance(ctx, id, body.note ?? null),
  );
  action(
    'put',
    'beneficiary',
    'remittances.edit-beneficiary',
    'Correct the beneficiary’s contact and payment data (before payment, or after a return)',
    remittanceBeneficiaryUpdateSchema,
    updateBeneficiary,
  );
};
