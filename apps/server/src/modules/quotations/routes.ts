import { documentQuerySchema, quotationDetailSchema, quotationIdParamsSchema } from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { documentLocale } from '../../http/download.js';
import { sendPdf } from '../../http/pdf.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestLocale } from '../../http/locale.js';
import { routeOptions } from '../../platform/route-options.js';
import { getQuotation, type QuotationContext } from './detail.js';
import { QUOTATION_PDF_WORDS } from './messages.js';
import { quotationPdf } from './pdf.js';
import { quotationSource } from './service.js';

const tags = ['quotations'];
const options = routeOptions(tags);
// Printing a quotation shows nothing the detail does not: the same permission (contracts.print is the
// contracts' documents and service orders).
const CONSULT = { permission: 'quotations.consult' } as const;

const context = (req: FastifyRequest, db: Kysely<Database>): QuotationContext => ({
  db,
  user: currentUser(req),
  locale: requestLocale(req),
});

/** /api/quotations: list, downloads, detail and its PDF (spec 2 and 3, "Quotation"). */
export const quotationRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  listRoutes(app, {
    ...quotationSource.routes(db),
    tags,
    summary: 'Quotations of the user’s clients and their groups, newest first',
    auth: CONSULT,
    database,
  });

  app.get(
    '/api/quotations/:id',
    options(CONSULT, 'One quotation: every detail field, the banks’ quotes and the linked contracts', {
      params: quotationIdParamsSchema,
      response: { 200: quotationDetailSchema },
    }),
    async (req) => getQuotation(context(req, db), req.params.id),
  );

  app.get(
    '/api/quotations/:id/pdf',
    options(CONSULT, 'The quotation as PDF, in the user’s language', {
      params: quotationIdParamsSchema,
      querystring: documentQuerySchema,
    }),
    async (req, reply) => {
      const ctx = context(req, db);
      const detail = await getQuotation(ctx, req.params.id);
      const locale = documentLocale(req, ctx.user, req.query.lang);
      return sendPdf(
        reply,
        await quotationPdf(detail, locale, { brokerage: brokerageName }),
        `${QUOTATION_PDF_WORDS[locale].file}-${detail.id}.pdf`,
      );
    },
  );
};
