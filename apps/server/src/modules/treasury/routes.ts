import { Readable } from 'node:stream';
import {
  TREASURY_REPORT_IDS,
  TREASURY_REPORTS,
  treasuryBillsQuerySchema,
  treasuryBillsSchema,
  treasuryContractBillsQuerySchema,
  treasuryContractPdfQuerySchema,
  treasuryContractQuerySchema,
  treasuryPdfQuerySchema,
  treasuryQuerySchema,
  treasuryReportSchema,
  type TreasuryReportId,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { datedFileName, documentLocale, downloadHeaders } from '../../http/download.js';
import { requestLocale } from '../../http/locale.js';
import { sendPdf } from '../../http/pdf.js';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../http/xlsx-stream.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { routeOptions } from '../../platform/route-options.js';
import { reportPdf, reportSheet } from './downloads.js';
import { billsOfDay, treasuryReport, type TreasuryContext } from './service.js';

const tags = ['treasury'];
const options = routeOptions(tags);

const context = (req: FastifyRequest, db: Kysely<Database>): TreasuryContext => ({
  db,
  scope: clientScope(currentUser(req)),
  locale: requestLocale(req),
});

/** The API path of a report: its screen's name (`/bills-to-pay-day/:contractId` is `bills-to-pay-contract`). */
const apiPath = (id: TreasuryReportId) => `/api/treasury/${id}`;

/**
 * /api/treasury/<report>: each report of the Treasury menu (domain TREASURY_REPORTS) with its XLSX and PDF,
 * under the report's own permission; the bills of a day for the reports whose day rows open.
 */
export const treasuryRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  for (const id of TREASURY_REPORT_IDS) {
    const report = TREASURY_REPORTS[id];
    const auth = { permission: report.permission };
    const title = report.title.en;
    // The one-contract report requires its contract.
    const byContract = 'byContract' in report;
    const querystring = byContract ? treasuryContractQuerySchema : treasuryQuerySchema;

    app.get(
      apiPath(id),
      options(auth, `${title}: one client over at most a year, per currency`, {
        querystring,
        response: { 200: treasuryReportSchema },
      }),
      async (req) => treasuryReport(context(req, db), id, req.query),
    );

    app.get(
      `${apiPath(id)}/export.xlsx`,
      options(auth, `${title} as XLSX: numeric cells, a total row per currency, in the user’s language`, {
        querystring: byContract ? treasuryContractPdfQuerySchema : treasuryPdfQuerySchema,
      }),
      async (req, reply) => {
        const ctx = context(req, db);
        const answer = await treasuryReport(ctx, id, req.query);
        // The language asked for (the screen's, as the PDF), else the request's, else the user's.
        const locale = documentLocale(req, currentUser(req), req.query.lang);
        const { columns, rows } = reportSheet(answer, locale);
        const sheet = report.title[locale].slice(0, 31);
        downloadHeaders(reply, XLSX_CONTENT_TYPE, datedFileName(id, 'xlsx'));
        return reply.send(
          Readable.from(xlsxStream(columns, oneBatch(rows), sheet, locale), { objectMode: false }),
        );
      },
    );

    app.get(
      `${apiPath(id)}/pdf`,
      options(auth, `${title} as PDF, in the user’s language`, {
        querystring: byContract ? treasuryContractPdfQuerySchema : treasuryPdfQuerySchema,
      }),
      async (req, reply) => {
        const ctx = context(req, db);
        const answer = await treasuryReport(ctx, id, req.query);
        const locale = documentLocale(req, currentUser(req), req.query.lang);
        return sendPdf(reply, await reportPdf(answer, locale, { brokerage: brokerageName }), `${id}.pdf`);
      },
    );

    const direction = 'drill' in report ? report.direction : undefined;
    if (direction === 'pay' || direction === 'receive') {
      app.get(
        `${apiPath(id)}/bills`,
        options(auth, `${title}: the bills of one day`, {
          querystring: byContract ? treasuryContractBillsQuerySchema : treasuryBillsQuerySchema,
          response: { 200: treasuryBillsSchema },
        }),
        async (req) => billsOfDay(context(req, db), direction, req.query),
      );
    }
  }
};

async function* oneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[], void, undefined> {
  yield rows;
}
