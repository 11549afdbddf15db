import { StrictMode, Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { NotificationViewport, notify } from '../components/notifications';
import { PageLoader } from '../components/PageLoader';
import { configureHttp } from '../http/fetchJson';
import { AppProviders } from './AppProviders';
import { createRoutes } from './routes';
import { handleUnauthorized } from '../session/session';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The server-state cache and the router of one mounted app. They are made together because route guards read
 * the session from the cache, and a 401 anywhere (fetchJson) must clear the cache and navigate.
 */
function createAppState(queryClient: QueryClient): { queryClient: QueryClient; router: Router } {
  const router = createBrowserRouter(createRoutes(queryClient));
  configureHttp({
    onUnauthorized: (error) =>
      handleUnauthorized(error, {
        queryClient,
        notify,
        navigate: (to) => void router.navigate(to, { replace: true }),
        location: router.state.location,
      }),
  });
  return { queryClient, router };
}

/** The app over `queryClient`, which main.tsx creates first to start the session check before rendering. */
export function App({ queryClient: client }: { queryClient: QueryClient }) {
  const [{ queryClient, router }] = useState(() => createAppState(client));
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
        <NotificationViewport navigate={(href) => void router.navigate(href)} />
      </AppProviders>
    </StrictMode>
  );
}
