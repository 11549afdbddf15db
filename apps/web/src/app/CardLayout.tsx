import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { LegalLinks } from '../components/LegalLinks';
import { PageLoader } from '../components/PageLoader';

/**
 * Frame of the full-page card screens (sign-in, password recovery and reset, registration, change password):
 * spec 2 hides the navbar, toolbar and footer on them, so only the language switcher remains, and below the card
 * the link to the licences (which the footer carries elsewhere).
 */
export function CardLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          // On a phone the card starts at the top and is as tall as its content, not the screen.
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          pb: 6,
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LegalLinks />
      </Box>
    </Box>
  );
}
