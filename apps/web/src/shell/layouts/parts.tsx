import Box, { type BoxProps } from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { SessionUser } from '../../session/session';
import { getTheme } from '../theme';
import { PageLoader } from '../../components/PageLoader';
import { Footer } from '../Footer';
import type { ThemeArea } from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';
import { Toolbar } from '../toolbar/Toolbar';
import { useStickyTop } from './useStickyTop';

export const MAIN_ID = 'main-content';

/** An area of the frame (navbar, toolbar, footer) in its own colour scheme (settings: theme per area). */
export function AreaTheme({ area, children }: { area: ThemeArea; children: ReactNode }) {
  const { settings } = useShellSettings();
  return <ThemeProvider theme={getTheme(settings.theme[area], settings.direction)}>{children}</ThemeProvider>;
}

/** Boxed mode: the whole frame is a card of the container width on the page's background. */
export function Frame({ children }: { children: ReactNode }) {
  const { settings } = useShellSettings();
  const { mode, containerWidth } = settings.layout.config;
  const boxed = mode === 'boxed';
  return (
    <Box
      data-layout={settings.layout.style}
      data-layout-mode={mode}
      sx={{
        minHeight: '100vh',
        bgcolor: boxed ? 'action.hover' : 'background.default',
        py: boxed ? { xs: 0, lg: 3 } : 0,
      }}
    >
      <Box
        sx={{
          maxWidth: boxed ? containerWidth : 'none',
          mx: 'auto',
          minHeight: boxed ? { lg: 'calc(100vh - 48px)' } : '100vh',
          bgcolor: 'background.default',
          boxShadow: boxed ? 8 : 0,
          overflow: boxed ? 'clip' : 'visible',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Keeps a horizontal band's content within the container width (container mode) and centred. */
export function Inner({ sx, ...props }: BoxProps) {
  const { settings } = useShellSettings();
  const { mode, containerWidth } = settings.layout.config;
  return (
    <Box
      {...props}
      sx={[
        { maxWidth: mode === 'container' ? containerWidth : 'none', mx: 'auto', width: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/**
 * The colours of the frame's bands (toolbar, menu bar, footer) and of the rule between them and the page,
 * spread after the rule's width (`borderBottom: 1`), whose shorthand would otherwise reset the colour.
 */
const BAND = { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' } as const;

/** A band over the page in its area's theme, ruled off below (layouts 2 and 3: the toolbar, the menu bar). */
export function TopBand({ area, children }: { area: ThemeArea; children: ReactNode }) {
  return (
    <AreaTheme area={area}>
      <Box sx={{ borderBottom: 1, ...BAND }}>{children}</Box>
    </AreaTheme>
  );
}

const barPosition = (style: 'fixed' | 'static', edge: 'top' | 'bottom') =>
  style === 'fixed' ? ({ position: 'sticky', [edge]: 0 } as const) : ({ position: 'relative' } as const);

/** The toolbar band (layout 1): a banner, sticky at the top when its style is fixed. */
export function ToolbarArea({ user, withLogo }: { user: SessionUser; withLogo: boolean }) {
  const { settings } = useShellSettings();
  const header = useStickyTop<HTMLElement>(settings.layout.config.toolbar.style === 'fixed');
  return (
    <AreaTheme area="toolbar">
      <Box
        component="header"
        ref={header}
        data-toolbar={settings.layout.config.toolbar.style}
        sx={{
          ...barPosition(settings.layout.config.toolbar.style, 'top'),
          zIndex: (theme) => theme.zIndex.appBar,
          borderBottom: 1,
          ...BAND,
        }}
      >
        <Toolbar user={user} withLogo={withLogo} />
      </Box>
    </AreaTheme>
  );
}

/** The footer band, sticky at the bottom when its style is fixed. */
export function FooterArea() {
  const { settings } = useShellSettings();
  const { style } = settings.layout.config.footer;
  return (
    <AreaTheme area="footer">
      <Box
        component="footer"
        data-footer={style}
        sx={{
          ...barPosition(style, 'bottom'),
          zIndex: (theme) => theme.zIndex.appBar - 1,
          borderTop: 1,
          ...BAND,
        }}
      >
        <Inner>
          <Footer />
        </Inner>
      </Box>
    </AreaTheme>
  );
}

/** The screen itself, within the container width in container mode. */
export function PageContent() {
  const { settings } = useShellSettings();
  const { mode, containerWidth } = settings.layout.config;
  return (
    <Box
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      sx={{ flex: 1, minWidth: 0, outline: 'none', color: 'text.primary' }}
    >
      <Box
        sx={{
          maxWidth: mode === 'container' ? containerWidth : 'none',
          mx: 'auto',
          width: '100%',
          px: { xs: 2, md: 3 },
          py: { xs: 2, md: 3 },
        }}
      >
        {/* A catalogue or screen loading for the first time suspends only the page, not the frame. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
