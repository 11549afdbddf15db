import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../area/route';
import { useSession, type SessionUser } from '../session/session';
import { getTheme } from './theme';
import { isLanguage } from '../i18n/languages';
import { HorizontalLayout } from './layouts/HorizontalLayout';
import { Layout1 } from './layouts/Layout1';
import { MAIN_ID } from './layouts/parts';
import { MaintenanceDialog } from './maintenance/MaintenanceDialog';
import { NavbarProvider } from './navigation/NavbarState';
import { PanelButtons } from './panels/PanelButtons';
import { SettingsProvider, useShellSettings } from './settings/SettingsProvider';
import { VisitorFrame } from './VisitorFrame';

/**
 * The application shell: the frame of every signed-in screen (routes.tsx `layout: 'main'`), loaded as a chunk
 * of its own so the sign-in screens never download it. Visitors (only the 404 page is open to them) get a
 * bare frame with the language switcher.
 */
export function ShellLayout() {
  const user = useSession();
  if (!user) return <VisitorFrame />;
  return <SignedInShell key={user.uid} user={user} />;
}

function SignedInShell({ user }: { user: SessionUser }) {
  useUserLanguage(user.locale);
  return (
    <SettingsProvider stored={user.settings}>
      <ShellTheme>
        <NavbarProvider>
          <SkipLink />
          <LayoutOfSettings user={user} />
          <PanelButtons user={user} />
          <MaintenanceDialog user={user} />
          <DocumentTitle />
        </NavbarProvider>
      </ShellTheme>
    </SettingsProvider>
  );
}

/** The language kept with the user's profile wins once signed in (spec: persisted per user). */
function useUserLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(locale) && i18n.resolvedLanguage !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}

function LayoutOfSettings({ user }: { user: SessionUser }) {
  const { settings } = useShellSettings();
  const style = settings.layout.style;
  return style === 'layout1' ? <Layout1 user={user} /> : <HorizontalLayout user={user} variant={style} />;
}

/** The main scheme, the page's base styles in it, custom scrollbars and a visible focus ring. */
function ShellTheme({ children }: { children: ReactNode }) {
  const { settings } = useShellSettings();
  const theme = getTheme(settings.theme.main, settings.direction);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles
        styles={(t) => ({
          // (Not on what only scripts focus, tabindex -1: dialogs and the page's main region.)
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
            outline: `2px solid ${t.palette.primary.main}`,
            outlineOffset: 2,
          },
          ...(settings.customScrollbars
            ? {
                '*': {
                  scrollbarWidth: 'thin',
                  scrollbarColor: `${alpha(t.palette.text.primary, 0.28)} transparent`,
                },
              }
            : {}),
        })}
      />
      {children}
    </ThemeProvider>
  );
}

/** The first stop of the keyboard: straight to the page, past the toolbar and the menu. */
function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

/** The tab's title: the screen's name, then the product's. */
function DocumentTitle() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation();
  const matches = useMatches();
  const key = matches.map((m) => (m.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  const title = key ? `${t(`screens.${key}`)} · ${tc('app.title')}` : tc('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => () => void (document.title = tc('app.title')), [tc]);
  return null;
}
