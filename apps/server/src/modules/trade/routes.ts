import {
  exchangeToContractList,
  exchangeToContractTotalsQuerySchema,
  exchangeToContractTotalsSchema,
  exportReportList,
  importReportList,
} from '@fxbo/domain';
import { requestLocale } from '../../http/locale.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { filterRecords } from '../../platform/filter-records.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { exportContracts, importContracts } from './contracts.js';
import { invoicesToContract, invoiceTotals, pendingInvoices } from './invoices.js';

const tags = ['trade'];
const options = routeOptions(tags);
const CONSULT = { permission: 'trade.consult' } as const;

/**
 * Imp/Exp (spec 2): the import contracts, the pending exports, exchange to contract with its totals per
 * currency, and the import and export reports (XLSX and PDF), each under trade.consult and the client scope.
 */
export const tradeRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  const scopeOf = (req: Parameters<typeof currentUser>[0]) => clientScope(currentUser(req));

  listRoutes(app, {
    ...importContracts.routes(db),
    tags,
    summary: 'Import contracts of one client, with their documentation and open amount, newest first',
    auth: CONSULT,
    database,
  });

  for (const [resource, source] of [
    [importReportList, importContracts],
    [exportReportList, exportContracts],
  ] as const)
    listRoutes(app, {
      ...source.also(resource).routes(db, { brokerage: brokerageName }),
      tags,
      summary: `${resource.download.sheet.en}: one client's ${resource === importReportList ? 'import' : 'export'} contracts over a period of at most a year`,
      auth: CONSULT,
      database,
    });

  listRoutes(app, {
    ...pendingInvoices.routes(db),
    tags,
    summary: 'Pending exports: export invoices not yet contracted, soonest due first',
    auth: CONSULT,
    database,
  });

  listRoutes(app, {
    ...invoicesToContract.routes(db),
    tags,
    summary: 'Exchange to contract: export invoices with an amount and no contract yet, soonest due first',
    auth: CONSULT,
    database,
  });

  const totalsRecords = filterRecords('exchange-to-contract totals', exchangeToContractList.filters);
  app.get(
    '/api/exchange-to-contract/totals',
    options(CONSULT, 'Exchange to contract: the total per currency of every invoice the filters match', {
      querystring: exchangeToContractTotalsQuerySchema,
      response: { 200: exchangeToContractTotalsSchema },
    }),
    async (req) => {
      const { sort: _sort, lang: _lang, ...filters } = req.query;
      // The list's client filter, resolved in the scope as the list resolves it (a 404 outside it).
      await totalsRecords(db, scopeOf(req), filters, requestLocale(req));
      return { totals: await invoiceTotals(db, filters, scopeOf(req)) };
    },
  );
};
