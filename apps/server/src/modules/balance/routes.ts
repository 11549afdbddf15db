import {
  balanceQuerySchema,
  balanceReportQuerySchema,
  balanceSchema,
  balanceShipperListSchema,
  shipperIdParamsSchema,
  todayInSaoPaulo,
} from '@fxbo/domain';
import type { Locale } from '../../http/locale.js';
import { schemaFailure } from '../../http/messages.js';
import { documentLocale } from '../../http/download.js';
import { sendPdf } from '../../http/pdf.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordContext } from '../../platform/record-route.js';
import { routeOptions } from '../../platform/route-options.js';
import { REPORT_WORDS } from './messages.js';
import { balanceReport } from './pdf.js';
import { extractSource, periodTotals, reportEntries } from './extract.js';
import { getBalance, listBalanceShippers, visibleShipper } from './service.js';
import type { ServerArea } from '../../platform/area.js';

/** Entries listed by the printable report; the extract CSV has them all. */
export const REPORT_MAX_ENTRIES = 5_000;
const REPORT_DEFAULT_DAYS = 30;

const tags = ['balance'];
const options = routeOptions(tags);
const CONSULT = { permission: 'balance.consult' } as const;

function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

function checkPeriod(from: string, to: string, locale: Locale): void {
  const parsed = balanceReportQuerySchema.safeParse({ from, to });
  if (!parsed.success) throw schemaFailure(parsed.error.issues, 'querystring', locale);
}

/** /api/balance: shippers, balance, extract, extract CSV and the printable report (spec 3, "Balance"). */
export const balanceRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;

  app.get(
    '/api/balance/shippers',
    options(CONSULT, 'Shippers (remittance companies) of the user’s clients, with their currencies', {
      response: { 200: balanceShipperListSchema },
    }),
    async (req) => listBalanceShippers(recordContext(req, db)),
  );

  app.get(
    '/api/balance/:shipperId',
    options(CONSULT, 'A shipper’s balance in one currency, computed from its extract and remittances', {
      params: shipperIdParamsSchema,
      querystring: balanceQuerySchema,
      response: { 200: balanceSchema },
    }),
    async (req) => getBalance(recordContext(req, db), req.params.shipperId, req.query.currency),
  );

  listRoutes(app, {
    ...extractSource.routes(db),
    tags,
    summary: 'A shipper’s ME extract for a period: release date and type, ME value, ME open balance',
    auth: CONSULT,
    parent: (req, params) => visibleShipper(recordContext(req, db), params.shipperId ?? ''),
    database,
  });

  app.get(
    '/api/balance/:shipperId/report.pdf',
    options(
      CONSULT,
      'Printable balance report: the balance and the extract of the period (one year at most)',
      {
        params: shipperIdParamsSchema,
        querystring: balanceReportQuerySchema,
      },
    ),
    async (req, reply) => {
      const ctx = recordContext(req, db);
      const today = todayInSaoPaulo();
      const balance = await getBalance(ctx, req.params.shipperId, req.query.currency, today);
      const to = req.query.to ?? today;
      const from = req.query.from ?? daysBefore(to, REPORT_DEFAULT_DAYS);
      // The schema checks the pair when both are given; a default end (today) is checked here.
      checkPeriod(from, to, ctx.locale);
      const filters = { from, to, currency: balance.currency };
      const [totals, entries] = await Promise.all([
        periodTotals(db, balance.shipper.id, balance.currency, from, to),
        reportEntries(db, balance.shipper.id, filters, REPORT_MAX_ENTRIES + 1),
      ]);
      const locale = documentLocale(req, ctx.user, req.query.lang);
      const report = await balanceReport(
        {
          balance,
          from,
          to,
          totals,
          entries: entries.slice(0, REPORT_MAX_ENTRIES),
          truncated: entries.length > REPORT_MAX_ENTRIES,
        },
        locale,
        { brokerage: brokerageName },
      );
      return sendPdf(reply, report, `${REPORT_WORDS[locale].file}-${balance.shipper.id}-${from}-${to}.pdf`);
    },
  );
};
