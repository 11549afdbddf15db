import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuItem } from '../../area/menu';
import type { PageRoute, ScreenFrame, ScreenKey } from '../../area/route';

/*
 * The screens of spec 2 that are not built yet, with their permissions, titles and menu entries: their page
 * says so honestly (docs/routes.md lists them). When an area lands, its routes and menu entries move from here
 * into its own features/<area>/area.ts, and the area joins app/areas.ts.
 */

const page = async () => (await import('./NotAvailablePage')).NotAvailablePage;

function planned(
  path: string,
  permissions: readonly PermissionKey[],
  title: ScreenKey,
  frame?: ScreenFrame,
): PageRoute {
  return {
    ...shellScreen(path, page, { permissions, title, ...(frame ? { frame } : {}) }),
    notAvailable: true,
  };
}

const PAYMENT_ORDERS: readonly PermissionKey[] = ['payment-orders.consult'];
const CONTRACTS: readonly PermissionKey[] = ['contracts.consult'];
const QUOTATIONS: readonly PermissionKey[] = ['quotations.consult'];
const TRADE: readonly PermissionKey[] = ['trade.consult'];
const DOCUMENTS: readonly PermissionKey[] = ['documents.consult'];
const RDE: readonly PermissionKey[] = ['rde.consult'];
const PARCELS: readonly PermissionKey[] = ['parcels.consult', 'parcels.authorize'];
const BILLS_TO_PAY: readonly PermissionKey[] = ['treasury.bills-to-pay'];
const BILLS_TO_RECEIVE: readonly PermissionKey[] = ['treasury.bills-to-receive'];
const BACK_TO_BACK: readonly PermissionKey[] = ['treasury.back-to-back'];
const EXCHANGE_CONTRACTED: readonly PermissionKey[] = ['treasury.exchange-contracted'];
const EXCHANGE_TO_HIRE: readonly PermissionKey[] = ['treasury.exchange-to-hire'];
// The "by day" treasury screens are reports: only the toolbar (spec 2).
const REPORT = 'toolbar-only';

export const plannedArea: Area = {
  screens: [
    planned('/payment-order', PAYMENT_ORDERS, 'paymentOrder'),
    planned('/payment-order-detail/:paymentId', PAYMENT_ORDERS, 'paymentOrderDetail'),
    planned('/contract', CONTRACTS, 'contract'),
    planned('/contract-detail', CONTRACTS, 'contractDetail'),
    planned('/contract-detail/:contractId', CONTRACTS, 'contractDetail'),
    planned('/contract-document/:documentId', CONTRACTS, 'contractDocument'),
    planned('/quotation', QUOTATIONS, 'quotation'),
    planned('/quotation-detail/:quotationId', QUOTATIONS, 'quotationDetail'),
    planned('/bills-to-pay', BILLS_TO_PAY, 'billsToPay'),
    planned('/bills-to-pay-day', BILLS_TO_PAY, 'billsToPayDay', REPORT),
    planned('/bills-to-pay-day/:contractId', BILLS_TO_PAY, 'billsToPayDayContract', REPORT),
    planned('/bills-to-pay-financial', BILLS_TO_PAY, 'billsToPayFinancial'),
    planned('/bills-to-pay-import', BILLS_TO_PAY, 'billsToPayImport'),
    planned('/bills-to-pay-pag-rec', BILLS_TO_PAY, 'billsToPayPagRec'),
    planned('/pending', BACK_TO_BACK, 'backToBackPending'),
    planned('/exchange-contracted', EXCHANGE_CONTRACTED, 'exchangeContracted'),
    planned('/exchange-month', EXCHANGE_TO_HIRE, 'exchangeMonth'),
    planned('/exchange-day', EXCHANGE_TO_HIRE, 'exchangeDay', REPORT),
    planned('/exchange-operation', EXCHANGE_TO_HIRE, 'exchangeOperation'),
    planned('/exchange-exportation', EXCHANGE_TO_HIRE, 'exchangeExportation'),
    planned('/exchange-importation', EXCHANGE_TO_HIRE, 'exchangeImportation'),
    planned('/receive-client', BILLS_TO_RECEIVE, 'receiveClient'),
    planned('/receive-exportation', BILLS_TO_RECEIVE, 'receiveExportation'),
    planned('/receive-financial', BILLS_TO_RECEIVE, 'receiveFinancial'),
    planned('/receive-month', BILLS_TO_RECEIVE, 'receiveMonth'),
    planned('/receive-day', BILLS_TO_RECEIVE, 'receiveDay', REPORT),
    planned('/import-export/import-contracts', TRADE, 'importContracts'),
    planned('/import-export/export-contracts/export-pending', TRADE, 'exportPending'),
    planned('/import-export/export-contracts/exchange-to-contract', TRADE, 'exchangeToContract'),
    planned('/import-export/export-contracts/liquidate', TRADE, 'liquidate'),
    planned('/import-export/export-contracts/dispatch-request-to-register', TRADE, 'dispatchRequest'),
    planned('/document', DOCUMENTS, 'document'),
    planned('/document-detail/:documentId', DOCUMENTS, 'documentDetail'),
    planned('/back-to-back-detail/:backId', BACK_TO_BACK, 'backToBackDetail'),
    planned('/rde', RDE, 'rde'),
    planned('/rde-detail/:rdeId', RDE, 'rdeDetail'),
    planned('/documents-pending', DOCUMENTS, 'documentsPending'),
    planned('/parcels-to-authorize', PARCELS, 'parcelsToAuthorize'),
  ],
  menu: [
    menuItem(
      'payment-orders',
      'Payment Orders',
      'nav.paymentOrders',
      '/payment-order',
      PAYMENT_ORDERS,
      'payment-orders',
    ),
    menuItem('contract.queries', 'Queries', 'nav.queries', '/contract', CONTRACTS, 'search'),
    menuItem('contract.quotation', 'Quotation', 'nav.quotation', '/quotation', QUOTATIONS, 'quotation'),
    menuItem('trade.import', 'Import', 'nav.import', '/import-export/import-contracts', TRADE, 'import'),
    menuItem(
      'trade.export.pending',
      'Export pending',
      'nav.exportPending',
      '/import-export/export-contracts/export-pending',
      TRADE,
      'pending',
    ),
    menuItem(
      'trade.export.exchange-to-contract',
      'Exchange to contract',
      'nav.exchangeToContract',
      '/import-export/export-contracts/exchange-to-contract',
      TRADE,
      'exchange',
    ),
    menuItem(
      'trade.export.liquidate',
      'Liquidate',
      'nav.liquidate',
      '/import-export/export-contracts/liquidate',
      TRADE,
      'liquidate',
    ),
    menuItem(
      'trade.export.dispatch',
      'Dispatch request to register',
      'nav.dispatchRequest',
      '/import-export/export-contracts/dispatch-request-to-register',
      TRADE,
      'dispatch',
    ),
    menuItem('document.queries', 'Queries', 'nav.queries', '/document', DOCUMENTS, 'search'),
    menuItem('document.rde', 'RDE', 'nav.rde', '/rde', RDE, 'rde'),
    menuItem('document.pending', 'Pending', 'nav.pending', '/documents-pending', DOCUMENTS, 'pending'),
    menuItem(
      'document.to-authorize',
      'To authorize',
      'nav.toAuthorize',
      '/parcels-to-authorize',
      PARCELS,
      'authorize',
    ),
    menuItem(
      'treasury.bills-to-pay',
      'Bills to Pay',
      'nav.billsToPay',
      '/bills-to-pay',
      BILLS_TO_PAY,
      'bills-to-pay',
    ),
    menuItem(
      'treasury.bills-to-receive',
      'Bills to Receive',
      'nav.billsToReceive',
      '/receive-month',
      BILLS_TO_RECEIVE,
      'bills-to-receive',
    ),
    menuItem('treasury.back-to-back.pending', 'Pending', 'nav.pending', '/pending', BACK_TO_BACK, 'pending'),
    menuItem(
      'treasury.exchange-contracted',
      'Contracted Exchange',
      'nav.exchangeContracted',
      '/exchange-contracted',
      EXCHANGE_CONTRACTED,
      'exchange-contracted',
    ),
    menuItem(
      'treasury.exchange-to-hire',
      'Exchange to Hire per month',
      'nav.exchangeToHire',
      '/exchange-month',
      EXCHANGE_TO_HIRE,
      'exchange-to-hire',
    ),
  ],
};
