import { StrictMode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { PageLoader } from '../components/PageLoader';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>
  );
}
