import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LandingPage } from '../features/landing/LandingPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * The one route table. The first screen is bundled with the entry; every other route is lazy, so it
 * becomes its own chunk and the first load stays small. Required permissions will live here too.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Rendered while a lazy route requested on the very first navigation (e.g. a reload on /404) loads.
    HydrateFallback: PageLoader,
    children: [
      { path: '/', Component: LandingPage },
      {
        path: '/404',
        lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
      },
      // The spec sends any unknown path to /404 (a redirect, so the address bar says /404 too).
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
