import type { PermissionKey } from '@fxbo/domain';
import type menuCatalogue from '../i18n/pt-BR/menu.json';

/**
 * The navigation menu of spec 2, as data: the shell renders it as a vertical navbar, a horizontal bar, an icon
 * rail or a drawer, filters it by the user's permissions, searches it and takes shortcuts from it. Icons are
 * named, not imported, so this file stays free of React and the route table can be checked against it.
 */

export type MenuItemType = 'item' | 'group' | 'collapse';
export type MenuIcon =
  | 'home'
  | 'shipments'
  | 'search'
  | 'balance'
  | 'payment-orders'
  | 'contract'
  | 'quotation'
  | 'trade'
  | 'import'
  | 'export'
  | 'pending'
  | 'exchange'
  | 'liquidate'
  | 'dispatch'
  | 'document'
  | 'rde'
  | 'authorize'
  | 'treasury'
  | 'bills-to-pay'
  | 'bills-to-receive'
  | 'back-to-back'
  | 'exchange-contracted'
  | 'exchange-to-hire'
  | 'admin'
  | 'users'
  | 'access-requests'
  | 'audit';

export type MenuTranslateKey = `nav.${keyof (typeof menuCatalogue)['nav'] & string}`;

/** Spec 3: id, title, translate key, icon, type (item, group, collapse), url, children, auth. */
export interface MenuItem {
  /** Stable id: shortcuts are stored as these (domain SHORTCUT_ID). */
  id: string;
  /** English title, for logs and tests; the screen shows the translation. */
  title: string;
  translate: MenuTranslateKey;
  type: MenuItemType;
  icon?: MenuIcon;
  url?: string;
  children?: readonly MenuItem[];
  /** The entry shows when the user holds any of these; groups and collapses show when a child does. */
  auth?: readonly PermissionKey[];
}

const item = (
  id: string,
  title: string,
  translate: MenuTranslateKey,
  url: string,
  auth: readonly PermissionKey[] | undefined,
  icon?: MenuIcon,
): MenuItem => ({
  id,
  title,
  translate,
  type: 'item',
  url,
  ...(auth ? { auth } : {}),
  ...(icon ? { icon } : {}),
});

const collapse = (
  id: string,
  title: string,
  translate: MenuTranslateKey,
  icon: MenuIcon,
  children: readonly MenuItem[],
): MenuItem => ({ id, title, translate, type: 'collapse', icon, children });

const TRADE: readonly PermissionKey[] = ['trade.consult'];
const DOCUMENTS: readonly PermissionKey[] = ['documents.consult'];

export const menu: readonly MenuItem[] = [
  item('home', 'Home', 'nav.home', '/home', undefined, 'home'),
  collapse('shipments', 'Shipments', 'nav.shipments', 'shipments', [
    item('shipments.queries', 'Queries', 'nav.queries', '/remittance', ['remittances.consult'], 'search'),
    item('shipments.balance', 'Balance', 'nav.balance', '/balance', ['balance.consult'], 'balance'),
  ]),
  item(
    'payment-orders',
    'Payment Orders',
    'nav.paymentOrders',
    '/payment-order',
    ['payment-orders.consult'],
    'payment-orders',
  ),
  collapse('contract', 'Contract', 'nav.contract', 'contract', [
    item('contract.queries', 'Queries', 'nav.queries', '/contract', ['contracts.consult'], 'search'),
    item(
      'contract.quotation',
      'Quotation',
      'nav.quotation',
      '/quotation',
      ['quotations.consult'],
      'quotation',
    ),
  ]),
  collapse('trade', 'Imp/Exp', 'nav.trade', 'trade', [
    item('trade.import', 'Import', 'nav.import', '/import-export/import-contracts', TRADE, 'import'),
    collapse('trade.export', 'Export', 'nav.export', 'export', [
      item(
        'trade.export.pending',
        'Export pending',
        'nav.exportPending',
        '/import-export/export-contracts/export-pending',
        TRADE,
        'pending',
      ),
      item(
        'trade.export.exchange-to-contract',
        'Exchange to contract',
        'nav.exchangeToContract',
        '/import-export/export-contracts/exchange-to-contract',
        TRADE,
        'exchange',
      ),
      item(
        'trade.export.liquidate',
        'Liquidate',
        'nav.liquidate',
        '/import-export/export-contracts/liquidate',
        TRADE,
        'liquidate',
      ),
      item(
        'trade.export.dispatch',
        'Dispatch request to register',
        'nav.dispatchRequest',
        '/import-export/export-contracts/dispatch-request-to-register',
        TRADE,
        'dispatch',
      ),
    ]),
  ]),
  collapse('document', 'Document', 'nav.document', 'document', [
    item('document.queries', 'Queries', 'nav.queries', '/document', DOCUMENTS, 'search'),
    item('document.rde', 'RDE', 'nav.rde', '/rde', ['rde.consult'], 'rde'),
    item('document.pending', 'Pending', 'nav.pending', '/documents-pending', DOCUMENTS, 'pending'),
    item(
      'document.to-authorize',
      'To authorize',
      'nav.toAuthorize',
      '/parcels-to-authorize',
      ['parcels.consult', 'parcels.authorize'],
      'authorize',
    ),
  ]),
  collapse('treasury', 'Treasury', 'nav.treasury', 'treasury', [
    item(
      'treasury.bills-to-pay',
      'Bills to Pay',
      'nav.billsToPay',
      '/bills-to-pay',
      ['treasury.bills-to-pay'],
      'bills-to-pay',
    ),
    item(
      'treasury.bills-to-receive',
      'Bills to Receive',
      'nav.billsToReceive',
      '/receive-month',
      ['treasury.bills-to-receive'],
      'bills-to-receive',
    ),
    collapse('treasury.back-to-back', 'Back to Back', 'nav.backToBack', 'back-to-back', [
      item(
        'treasury.back-to-back.pending',
        'Pending',
        'nav.pending',
        '/pending',
        ['treasury.back-to-back'],
        'pending',
      ),
    ]),
    item(
      'treasury.exchange-contracted',
      'Contracted Exchange',
      'nav.exchangeContracted',
      '/exchange-contracted',
      ['treasury.exchange-contracted'],
      'exchange-contracted',
    ),
    item(
      'treasury.exchange-to-hire',
      'Exchange to Hire per month',
      'nav.exchangeToHire',
      '/exchange-month',
      ['treasury.exchange-to-hire'],
      'exchange-to-hire',
    ),
  ]),
  {
    id: 'admin',
    title: 'Admin',
    translate: 'nav.admin',
    type: 'group',
    icon: 'admin',
    // Spec 2 names Admin > Users; the access requests of /register and the audit log live beside it.
    children: [
      item(
        'admin.users',
        'Users',
        'nav.users',
        '/admin/users',
        ['users.consult', 'users.administer'],
        'users',
      ),
      item(
        'admin.access-requests',
        'Access requests',
        'nav.accessRequests',
        '/admin/users/access-requests',
        ['access-requests.approve'],
        'access-requests',
      ),
      item('admin.audit', 'Audit', 'nav.audit', '/admin/audit', ['audit.consult'], 'audit'),
    ],
  },
];
