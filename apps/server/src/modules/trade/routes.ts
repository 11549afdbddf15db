import {
  exchangeToContractList,
  exchangeToContractTotalsQuerySchema,
  exchangeToContractTotalsSchema,
  exportInvoiceSchema,
  exportPendingList,
  exportReportList,
  importContractsList,
  importReportList,
  tradeContractSchema,
} from '@fxbo/domain';
import { requestLocale } from '../../http/locale.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { filterRecords } from '../../platform/filter-records.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { listTradeContracts, tradeContractDownloads } from './contracts.js';
import { invoiceDownloads, invoiceTotals, listInvoices } from './invoices.js';

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
    resource: importContractsList,
    tags,
    summary: 'Import contracts of one client, with their documentation and open amount, newest first',
    auth: CONSULT,
    row: tradeContractSchema,
    page: (req, query) => listTradeContracts(db, 'import', query, scopeOf(req)),
    database,
    downloads: { mapping: tradeContractDownloads(db, 'import') },
  });

  for (const [resource, type] of [
    [importReportList, 'import'],
    [exportReportList, 'export'],
  ] as const)
    listRoutes(app, {
      resource,
      tags,
      summary: `${resource.download.sheet.en}: one client's ${type} contracts over a period of at most a year`,
      auth: CONSULT,
      row: tradeContractSchema,
      page: (req, query) => listTradeContracts(db, type, query, scopeOf(req)),
      database,
      downloads: { brokerage: brokerageName, mapping: tradeContractDownloads(db, type) },
    });

  listRoutes(app, {
    resource: exportPendingList,
    tags,
    summary: 'Pending exports: export invoices not yet contracted, soonest due first',
    auth: CONSULT,
    row: exportInvoiceSchema,
    page: (req, query) => listInvoices(db, 'pending', query, scopeOf(req)),
    database,
    downloads: { mapping: invoiceDownloads(db, 'pending') },
  });

  listRoutes(app, {
    resource: exchangeToContractList,
    tags,
    summary: 'Exchange to contract: export invoices with an amount and no contract yet, soonest due first',
    auth: CONSULT,
    row: exportInvoiceSchema,
    page: (req, query) => listInvoices(db, 'to-contract', query, scopeOf(req)),
    database,
    downloads: { mapping: invoiceDownloads(db, 'to-contract') },
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
