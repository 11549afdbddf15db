import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MenuContext } from '../area/menuContext';
import { menu } from './menu';
import { defaultSchemeName, getTheme } from '../shell/theme';

/** Theme, baseline styles, server-state cache and the menu. i18n needs no provider: it is initialised in main.tsx. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={getTheme(defaultSchemeName)}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <MenuContext value={menu}>{children}</MenuContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
