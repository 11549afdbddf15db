import type { ReactNode } from 'react';
import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { defaultThemeName, themes } from './theme';

/** Theme, baseline styles and server-state cache. i18n needs no provider: it is initialised in main.tsx. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module) so a test can mount a fresh app with an empty cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={themes[defaultThemeName]}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
