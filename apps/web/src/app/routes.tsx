import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { data, Navigate, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import i18n from '../i18n';
import { decideAccess, rootRedirect, type RouteAccess } from './access';
import { CardLayout } from './CardLayout';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ensureSession } from './session';

/** One screen of the app: where it lives, who may open it, its frame and its lazily loaded component. */
export interface PageRoute extends RouteAccess {
  path: string;
  /** 'card': full-page card without navbar, toolbar or footer (spec 2); 'main': the application frame. */
  layout: 'card' | 'main';
  page: () => Promise<ComponentType>;
  /** Catalogue namespaces the screen uses, fetched together with its code (no second round trip). */
  namespaces?: readonly ('common' | 'auth' | 'components' | 'users' | 'audit' | 'account')[];
}

const USERS = ['users.consult', 'users.administer'];
const ACCESS_REQUESTS = ['access-requests.approve'];

/**
 * The one route table. Every screen is its own lazy chunk; its guard (access.ts) runs in the route's loader,
 * before anything renders: visitors of protected screens go to /login remembering the path, signed-in users
 * leave the guest screens, and a missing permission shows the no-access page.
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
    namespaces: ['auth'],
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
    page: async () => (await import('../features/home/HomePage')).HomePage,
  },
  // User administration (spec 2 and 3), the access requests of /register, the audit log, and my account.
  {
    path: '/admin/users',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/users/UsersListPage')).UsersListPage,
  },
  {
    // The spec lists it without an id: the list is where a user is chosen.
    path: '/admin/users/detail',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    page: async () => (await import('../features/users/UsersDetailRedirect')).UsersDetailRedirect,
  },
  {
    path: '/admin/users/:userId/detail',
    auth: 'signed-in',
    permissions: USERS,
    layout: 'main',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/users/UserDetailPage')).UserDetailPage,
  },
  {
    path: '/admin/users/access-requests',
    auth: 'signed-in',
    permissions: ACCESS_REQUESTS,
    layout: 'main',
    namespaces: ['components', 'users'],
    page: async () => (await import('../features/access-requests/AccessRequestsPage')).AccessRequestsPage,
  },
  {
    path: '/admin/users/access-requests/:requestId',
    auth: 'signed-in',
    permissions: ACCESS_REQUESTS,
    layout: 'main',
    namespaces: ['components', 'users'],
    page: async () =>
      (await import('../features/access-requests/AccessRequestDetailPage')).AccessRequestDetailPage,
  },
  {
    path: '/admin/audit',
    auth: 'signed-in',
    permissions: ['audit.consult'],
    layout: 'main',
    namespaces: ['components', 'audit'],
    page: async () => (await import('../features/audit/AuditPage')).AuditPage,
  },
  {
    path: '/account',
    auth: 'signed-in',
    layout: 'main',
    namespaces: ['components', 'account'],
    page: async () => (await import('../features/account/AccountPage')).AccountPage,
  },
  {
    path: '/404',
    auth: 'any',
    layout: 'main',
    page: async () => (await import('../features/errors/NotFoundPage')).NotFoundPage,
  },
];

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
  { path, auth, permissions, page, namespaces }: PageRoute,
): RouteObject {
  const access: RouteAccess = { auth, ...(permissions ? { permissions } : {}) };
  return {
    path,
    handle: access,
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
        { Component: RootLayout, children: inLayout('main') },
        // The spec sends any unknown path to /404 (a redirect, so the address bar says /404 too).
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
