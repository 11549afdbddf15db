import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { PageLoader } from '../components/PageLoader';

/** The bare frame of every screen until the shell (layouts, navbar, toolbar) takes its place. */
export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSwitcher />
      </Box>
      <Box component="main" sx={{ flex: 1, px: 2, pb: 4 }}>
        {/* A namespace loading for the first time suspends only the page, not the frame. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
