import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SessionUser } from '../../session/session';
import { Logo } from '../Logo';
import { useNavbar } from '../navigation/NavbarState';
import { useShellSettings } from '../settings/SettingsProvider';
import { FontSizeControl } from './FontSizeControl';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { MenuSearch } from './MenuSearch';
import { NavbarToggle } from './NavbarToggle';
import { ShortcutsBar } from './ShortcutsBar';
import { UserMenu } from './UserMenu';

/**
 * The toolbar of every layout: navbar toggle, logo (layout 3, and every layout on small screens), shortcuts,
 * then menu search, language, font size, full screen and the user menu.
 */
export function Toolbar({ user, withLogo }: { user: SessionUser; withLogo: boolean }) {
  const { settings } = useShellSettings();
  const { isMobile } = useNavbar();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { style, config } = settings.layout;
  // Layout 1 toggles its navbar; the horizontal layouts only need the drawer button on small screens.
  const toggle = config.navbar.display && (isMobile || style === 'layout1');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.25, sm: 0.5 },
        minHeight: { xs: 56, sm: 64 },
        px: 2,
      }}
    >
      {toggle && <NavbarToggle />}
      {(withLogo || isMobile) && (
        <Box sx={{ mx: 1, minWidth: 0, display: 'flex' }}>
          <Logo compact={narrow || (isMobile && !withLogo)} />
        </Box>
      )}
      {(withLogo || isMobile) && !narrow && <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 2 }} />}
      <ShortcutsBar compact={isMobile} />
      <Box sx={{ flex: 1 }} />
      <MenuSearch />
      <LanguageMenu />
      <FontSizeControl />
      {!narrow && <FullscreenToggle />}
      <UserMenu user={user} compact={narrow} />
    </Box>
  );
}
