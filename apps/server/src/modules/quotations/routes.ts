import { documentQuerySchema, quotationDetailSchema } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordPdfRoute, recordRoute } from '../../platform/record-route.js';
import { getQuotation } from './detail.js';
import { QUOTATION_PDF_WORDS } from './messages.js';
import { quotationPdf } from './pdf.js';
import { quotationSource } from './service.js';

const tags = ['quotations'];
// Printing a quotation shows nothing the detail does not: the same permission (contracts.print is the
// contracts' documents and service orders).
const CONSULT = { permission: 'quotations.consult' } as const;

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

  recordRoute(app, db, {
    path: '/api/quotations',
    tags,
    auth: CONSULT,
    summary: 'One quotation: every detail field, the banks’ quotes and the linked contracts',
    response: quotationDetailSchema,
    read: getQuotation,
  });

  recordPdfRoute(app, db, {
    path: '/api/quotations',
    tags,
    auth: CONSULT,
    summary: 'The quotation as PDF, in the user’s language',
    querystring: documentQuerySchema,
    read: getQuotation,
    pdf: async (detail, locale) => ({
      report: await quotationPdf(detail, locale, { brokerage: brokerageName }),
      file: `${QUOTATION_PDF_WORDS[locale].file}-${detail.id}.pdf`,
    }),
  });
};
