import type { QueryClient } from '@tanstack/react-query';
import { data, matchPath, Navigate, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { Namespace, PageRoute, RouteHandle } from '../area/route';
import { PageLoader } from '../components/PageLoader';
import i18n from '../i18n';
import { preloadCatalogue } from '../i18n/backend';
import { decideAccess, rootRedirect, type RouteAccess } from '../session/access';
import { ensureSession, sessionEndedReason } from '../session/session';
import { areas } from './areas';
import { CardLayout } from './CardLayout';
import { RouteError } from './RouteError';

export type { Namespace, PageRoute } from '../area/route';

/**
 * The route table, assembled from the areas (app/areas.ts). Every screen is its own lazy chunk; its guard
 * (session/access.ts) runs in the route's loader, before anything renders: visitors of protected screens go to
 * /login remembering the path, signed-in users leave the guest screens, and a missing permission shows the
 * no-access page.
 */
export const pages: readonly PageRoute[] = areas.flatMap((area) => area.screens);

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
    const decision = decideAccess(access, user, new URL(request.url), sessionEndedReason(queryClient));
    if (decision.kind === 'redirect') throw redirect(decision.to);
    // Rendered by RouteError as the translated no-access page, inside the screen's frame.
    if (decision.kind === 'forbidden') throw data(null, { status: 403 });
    return null;
  };
}

function toRoute(
  queryClient: QueryClient,
  { path, auth, permissions, staffOnly, title, frame, page, namespaces }: PageRoute,
): RouteObject {
  const access: RouteAccess = {
    auth,
    ...(permissions ? { permissions } : {}),
    ...(staffOnly ? { staffOnly } : {}),
  };
  const handle: RouteHandle = { ...access, ...(title ? { title } : {}), ...(frame ? { frame } : {}) };
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
