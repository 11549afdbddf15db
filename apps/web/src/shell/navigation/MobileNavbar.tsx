import Box from '@mui/material/Box';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { NAVBAR_WIDTH } from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';
import { useNavbar } from './NavbarState';
import { useMenu } from '../../area/useMenu';
import { VerticalNav } from './VerticalNav';

/** Small screens, every layout: the menu in a drawer that can be swiped open and closes on navigation. */
export function MobileNavbar() {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const { settings } = useShellSettings();
  const { mobileOpen, setMobileOpen } = useNavbar();
  const right = settings.layout.style === 'layout1' && settings.layout.config.navbar.position === 'right';
  // MUI flips a horizontal anchor itself when the theme is rtl.
  const anchor = right ? 'right' : 'left';
  return (
    <SwipeableDrawer
      anchor={anchor}
      open={mobileOpen}
      onOpen={() => setMobileOpen(true)}
      onClose={() => setMobileOpen(false)}
      // A thin edge to swipe from, clear of the toolbar's first button (the toolbar pads 16 px).
      swipeAreaWidth={12}
      slotProps={{ paper: { sx: { width: NAVBAR_WIDTH, maxWidth: '85vw' } } }}
    >
      <Box data-navbar="" data-navbar-state={mobileOpen ? 'open' : 'closed'} data-navbar-mobile="">
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: 2 }}>
          <Logo />
        </Box>
        <Box component="nav" aria-label={t('navbar.label')}>
          <VerticalNav items={items} />
        </Box>
      </Box>
    </SwipeableDrawer>
  );
}
