import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useShellSettings } from '../settings/SettingsProvider';

/** Spec 2: the navigation panel is open, closed, folded, or folded and opened by the pointer. */
export type NavbarState = 'open' | 'closed' | 'folded' | 'folded-open';

export interface NavbarApi {
  /** Below the lg breakpoint every layout shows its menu in a swipeable drawer instead. */
  isMobile: boolean;
  state: NavbarState;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  setFoldedOpen: (open: boolean) => void;
  /** The toolbar's menu button: drawer on small screens, fold/unfold for style 2, else show/hide. */
  toggle: () => void;
}

const NavbarContext = createContext<NavbarApi | null>(null);

export function NavbarProvider({ children }: { children: ReactNode }) {
  const { settings, change } = useShellSettings();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const [open, setOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [foldedOpen, setFoldedOpen] = useState(false);
  const { style, folded } = settings.layout.config.navbar;
  const foldable = style === 'style-2';

  // The drawer closes when the user goes somewhere (spec: "closes on navigation").
  // (State adjusted while rendering, React's pattern for "reset when a value changes".)
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
    setFoldedOpen(false);
  }

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else if (foldable) {
      setFoldedOpen(false);
      change({ layout: { config: { navbar: { folded: !folded } } } });
    } else setOpen((value) => !value);
  }, [isMobile, foldable, folded, change]);

  const state: NavbarState =
    foldable && folded ? (foldedOpen ? 'folded-open' : 'folded') : foldable || open ? 'open' : 'closed';

  const api = useMemo(
    () => ({ isMobile, state, mobileOpen, setMobileOpen, setFoldedOpen, toggle }),
    [isMobile, state, mobileOpen, toggle],
  );
  return <NavbarContext.Provider value={api}>{children}</NavbarContext.Provider>;
}

export function useNavbar(): NavbarApi {
  const api = useContext(NavbarContext);
  if (!api) throw new Error('useNavbar() outside NavbarProvider');
  return api;
}
