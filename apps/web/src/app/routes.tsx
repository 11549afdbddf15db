import type { ComponentType } from 'react';
import type { PermissionKey } from '@fxbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { CustomTypeOptions } from 'i18next';
import { data, matchPath, Navigate, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import i18n from '../i18n';
import { preloadCatalogue } from '../i18n/backend';
import { TOOLBAR_ONLY, type SettingsPatch } from '../shell/settings/model';
import { decideAccess, rootRedirect, type RouteAccess } from '../session/access';
import { CardLayout } from './CardLayout';
import type { RouteHandle, ScreenKey } from './routeHandle';
import { RouteError } from './RouteError';
import { ensureSession } from '../session/session';

export type Namespace = keyof CustomTypeOptions['resources'];

/** One screen of the app: where it lives, who may open it, its frame and its lazily loaded component. */
export interface PageRoute extends RouteHandle {
  path: string;
  /**
   * 'card': full-page card without navbar, toolbar or footer (spec 2: sign-in, recovery, reset, registration,
   * change password); 'main': inside the application shell (shell/), a chunk of its own.
   */
  layout: 'card' | 'main';
  page: () => Promise<ComponentType>;
  /** Catalogue namespaces the screen uses, fetched together with its code (no second round trip). */
  namespaces?: readonly Namespace[];
  /** A business screen of spec 2 that is not built yet: its page says so (listed in docs/routes.md). */
  notAvailable?: true;
}

const notAvailablePage = async () => (await import('../features/coming/NotAvailablePage')).NotAvailablePage;

/** A screen of spec 2 whose route, guard and title exist, but whose page is still to be built. */
function planned(
  path: string,
  permissions: readonly PermissionKey[],
  title: ScreenKey,
  settings?: SettingsPatch,
): PageRoute {
  return {
    path,
    auth: 'signed-in',
    permissions,
    layout: 'main',
    title,
    page: notAvailablePage,
    notAvailable: true,
    ...(settings ? { settings } : {}),
  };
}

// Permission keys of the spec's areas (packages/domain permissions.ts).
const REMITTANCES: readonly PermissionKey[] = ['remittances.consult'];
const PAYMENT_ORDERS: readonly PermissionKey[] = ['payment-orders.consult'];
const CONTRACTS: readonly PermissionKey[] = ['contracts.consult'];
const QUOTATIONS: readonly PermissionKey[] = ['quotations.consult'];
const TRADE: readonly PermissionKey[] = ['trade.consult'];
const DOCUMENTS: readonly PermissionKey[] = ['documents.consult'];
const RDE: readonly PermissionKey[] = ['rde.consult'];
const BILLS_TO_PAY: readonly PermissionKey[] = ['treasury.bills-to-pay'];
const BILLS_TO_RECEIVE: readonly PermissionKey[] = ['treasury.bills-to-receive'];
const BACK_TO_BACK: readonly PermissionKey[] = ['treasury.back-to-back'];
const EXCHANGE_TO_HIRE: readonly PermissionKey[] = ['treasury.exchange-to-hire'];
const USERS: readonly PermissionKey[] = ['users.consult', 'users.administer'];
const ACCESS_REQUESTS: readonly PermissionKey[] = ['access-requests.approve'];

/**
 * The one route table. Every screen is its own lazy chunk; its guard (session/access.ts) runs in the route's
 * loader, before anything renders: visitors of protected screens go to /login remembering the path, signed-in
 * users leave the guest screens, and a missing permission shows the no-access page.
 */
export const pages: readonly PageRoute[] = [
  {
    path: '/login',
    auth: 'guest',
    layout: 'card',
    namespaces: ['auth'],
    page: async () => (await import('../features/auth/login/LoginPage')).LoginPage,
  },
  {
    path: '/recovery-password',
    auth: 'guest',
    layout: 'card',
    namespaces: ['auth'],
    page: async () => (await import('../features/auth/recovery/RecoveryPasswordPage')).RecoveryPasswordPage,
  },
  {
    path: '/reset-password/:hash',
    auth: 'guest',
    layout: 'card',
    namespaces: ['auth'],
    page: async () => (await import('../features/auth/reset/ResetPasswordPage')).ResetPasswordPage,
  },
  {
    path: '/register',
    auth: 'guest',
    layout: 'card',
    namespaces: ['auth', 'components'], // components: the birth date picker's texts
    page: async () => (await import('../features/auth/register/RegisterPage')).RegisterPage,
  },
  {
    path: '/change-password',
    auth: 'signed-in',
    layout: 'card',
    namespaces: ['auth'],
    page: async () =>
      (await import('../features/auth/change-password/ChangePasswordPage')).ChangePasswordPage,
  },
  {
    path: '/home',
    auth: 'signed-in',
    layout: 'main',
    title: 'home',
    namespaces: ['home'],
    page: async () => (await import('../features/home/HomePage')).HomePage,
  },
  {
    path: '/404',
    auth: 'any',
    layout: 'main',
    title: 'notFound',
    page: async () => (await import('../features/errors/NotFoundPage')).NotFoundPage,
  },

  // Business screens of spec 2, in its order. The spec marks /remittance-detail guest-only; it shows a
  // remittance's beneficiary and payment data, so here it needs a session and remittances.consult
  // (docs/decisions.md). The "by day" treasury screens are reports: only the toolbar (spec 2).
  {
    path: '/remittance',
    auth: 'signed-in',
    permissions: REMITTANCES,
    layout: 'main',
    title: 'remittance',
    namespaces: ['components', 'remittances'],
    page: async () => (await import('../features/remittances/RemittanceListPage')).RemittanceListPage,
  },
  {
    path: '/remittance-detail',
    auth: 'signed-in',
    permissions: REMITTANCES,
    layout: 'main',
    title: 'remittanceDetail',
    namespaces: ['components', 'remittances'],
    page: async () => (await import('../features/remittances/RemittanceDetailPage')).RemittanceDetailPage,
  },
  {
    path: '/remittance-detail/:id',
    auth: 'signed-in',
    permissions: REMITTANCES,
    layout: 'main',
    title: 'remittanceDetail',
    namespaces: ['components', 'remittances'],
    page: async () => (await import('../features/remittances/RemittanceDetailPage')).RemittanceDetailPage,
  },
  {
    path: '/balance',
    auth: 'signed-in',
    permissions: ['balance.consult'],
    layout: 'main',
    title: 'balance',
    namespaces: ['components', 'balance'],
    page: async () => (await import('../features/balance/BalancePage')).BalancePage,
  },
  planned('/payment-order', PAYMENT_ORDERS, 'paymentOrder'),
  planned('/payment-order-detail/:paymentId', PAYMENT_ORDERS, 'paymentOrderDetail'),
  planned('/contract', CONTRACTS, 'contract'),
  planned('/contract-detail', CONTRACTS, 'contractDetail'),
  planned('/contract-detail/:contractId', CONTRACTS, 'contractDetail'),
  planned('/contract-document/:documentId', CONTRACTS, 'contractDocument'),
  planned('/quotation', QUOTATIONS, 'quotation'),
  planned('/quotation-detail/:quotationId', QUOTATIONS, 'quotationDetail'),
  planned('/bills-to-pay', BILLS_TO_PAY, 'billsToPay'),
  planned('/bills-to-pay-day', BILLS_TO_PAY, 'billsToPayDay', TOOLBAR_ONLY),
  planned('/bills-to-pay-day/:contractId', BILLS_TO_PAY, 'billsToPayDayContract', TOOLBAR_ONLY),
  planned('/bills-to-pay-financial', BILLS_TO_PAY, 'billsToPayFinancial'),
  planned('/bills-to-pay-import', BILLS_TO_PAY, 'billsToPayImport'),
  planned('/bills-to-pay-pag-rec', BILLS_TO_PAY, 'billsToPayPagRec'),
  planned('/pending', BACK_TO_BACK, 'backToBackPending'),
  planned('/exchange-contracted', ['treasury.exchange-contracted'], 'exchangeContracted'),
  planned('/exchange-month', EXCHANGE_TO_HIRE, 'exchangeMonth'),
  planned('/exchange-day', EXCHANGE_TO_HIRE, 'exchangeDay', TOOLBAR_ONLY),
  planned('/exchange-operation', EXCHANGE_TO_HIRE, 'exchangeOperation'),
  planned('/exchange-exportation', EXCHANGE_TO_HIRE, 'exchangeExportation'),
  planned('/exchange-importation', EXCHANGE_TO_HIRE, 'exchangeImportation'),
  planned('/receive-client', BILLS_TO_RECEIVE, 'receiveClient'),
  planned('/receive-exportation', BILLS_TO_RECEIVE, 'receiveExportation'),
  planned('/receive-financial', BILLS_TO_RECEIVE, 'receiveFinancial'),
  planned('/receive-month', BILLS_TO_RECEIVE, 'receiveMonth'),
  planned('/receive-day', BILLS_TO_RECEIVE, 'receiveDay', TOOLBAR_ONLY),
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
  planned('/parcels-to-authorize', ['parcels.consult', 'parcels.authorize'], 'parcelsToAuthorize'),
  // User administration (spec 2 and 3), the access requests of /register, the audit log, and my account.
  {
    path: '/admin/users',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    title: 'users',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/users/UsersListPage')).UsersListPage,
  },
  {
    // The spec lists it without an id: the list is where a user is chosen.
    path: '/admin/users/detail',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    title: 'userDetail',
    page: async () => (await import('../features/users/UsersDetailRedirect')).UsersDetailRedirect,
  },
  {
    path: '/admin/users/:userId/detail',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    title: 'userDetail',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/users/UserDetailPage')).UserDetailPage,
  },
  {
    path: '/admin/users/access-requests',
    auth: 'signed-in',
    permissions: ACCESS_REQUESTS,
    layout: 'main',
    title: 'accessRequests',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/access-requests/AccessRequestsPage')).AccessRequestsPage,
  },
  {
    path: '/admin/users/access-requests/:requestId',
    auth: 'signed-in',
    permissions: ACCESS_REQUESTS,
    layout: 'main',
    title: 'accessRequests',
    namespaces: ['components', 'users'],
    page: async () =>
      (await import('../features/access-requests/AccessRequestDetailPage')).AccessRequestDetailPage,
  },
  {
    path: '/admin/audit',
    auth: 'signed-in',
    permissions: ['audit.consult'],
    layout: 'main',
    title: 'audit',
    namespaces: ['components', 'audit'],
    page: async () => (await import('../features/audit/AuditPage')).AuditPage,
  },
  {
    path: '/account',
    auth: 'signed-in',
    layout: 'main',
    title: 'account',
    namespaces: ['components', 'account'],
    page: async () => (await import('../features/account/AccountPage')).AccountPage,
  },
];

const shellLayout = () => import('../shell/ShellLayout');
const shellNamespaces: readonly Namespace[] = ['shell', 'menu'];

/**
 * Starts downloading the catalogues and the code of the screen at `pathname`, and of the shell around it, before
 * the router exists (main.tsx): the router would only ask once the common catalogue is in and the first render
 * has run. Its own lazy loads then find them under way; a failed download is reported by them, not here.
 */
export function preloadScreen(pathname: string, language: string): void {
  const screen = pages.find((p) => matchPath(p.path, pathname));
  if (!screen) return;
  const inShell = screen.layout === 'main';
  for (const namespace of [...(screen.namespaces ?? []), ...(inShell ? shellNamespaces : [])])
    preloadCatalogue(language, namespace);
  screen.page().catch(() => {});
  if (inShell) shellLayout().catch(() => {});
}

function guard(queryClient: QueryClient, access: RouteAccess): LoaderFunction {
  return async ({ request }) => {
    const user = await ensureSession(queryClient);
    const decision = decideAccess(access, user, new URL(request.url));
    if (decision.kind === 'redirect') throw redirect(decision.to);
    // Rendered by RouteError as the translated no-access page, inside the screen's frame.
    if (decision.kind === 'forbidden') throw data(null, { status: 403 });
    return null;
  };
}

function toRoute(
  queryClient: QueryClient,
  { path, auth, permissions, title, settings, page, namespaces }: PageRoute,
): RouteObject {
  const access: RouteAccess = { auth, ...(permissions ? { permissions } : {}) };
  const handle: RouteHandle = { ...access, ...(title ? { title } : {}), ...(settings ? { settings } : {}) };
  return {
    path,
    handle,
    loader: guard(queryClient, access),
    ErrorBoundary: RouteError,
    lazy: async () => {
      const [Component] = await Promise.all([
        page(),
        namespaces ? i18n.loadNamespaces([...namespaces]) : null,
      ]);
      return { Component };
    },
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const inLayout = (layout: PageRoute['layout']) =>
    pages.filter((p) => p.layout === layout).map((p) => toRoute(queryClient, p));
  return [
    {
      ErrorBoundary: RouteError,
      // Rendered while the first navigation's loader and lazy chunk arrive (e.g. a reload on /login).
      HydrateFallback: PageLoader,
      children: [
        { path: '/', loader: async () => redirect(rootRedirect(await ensureSession(queryClient))) },
        { Component: CardLayout, children: inLayout('card') },
        {
          // The shell (layouts, navbar, toolbar, panels) is a chunk of its own: the sign-in screens never load it.
          lazy: async () => {
            const [{ ShellLayout }] = await Promise.all([
              shellLayout(),
              i18n.loadNamespaces([...shellNamespaces]),
            ]);
            return { Component: ShellLayout };
          },
          children: inLayout('main'),
        },
        // The spec sends any unknown path to /404 (a redirect, so the address bar says /404 too).
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
