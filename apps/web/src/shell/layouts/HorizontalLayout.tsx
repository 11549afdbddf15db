import Box from '@mui/material/Box';
import type { SessionUser } from '../../session/session';
import { Logo } from '../Logo';
import { HorizontalNav } from '../navigation/HorizontalNav';
import { MobileNavbar } from '../navigation/MobileNavbar';
import { useNavbar } from '../navigation/NavbarState';
import { QuickPanel } from '../panels/QuickPanel';
import { useShellSettings } from '../settings/SettingsProvider';
import { Toolbar } from '../toolbar/Toolbar';
import { AreaTheme, FooterArea, Frame, Inner, PageContent, TopBand } from './parts';
import { useStickyTop } from './useStickyTop';

/**
 * Layouts 2 and 3: toolbar on top and the menu as a horizontal bar under it. Layout 2 puts the logo at the
 * start of the menu bar; layout 3 (the default) puts it in the toolbar and makes the menu bar dense.
 */
export function HorizontalLayout({ user, variant }: { user: SessionUser; variant: 'layout2' | 'layout3' }) {
  const { settings } = useShellSettings();
  const { isMobile } = useNavbar();
  const { config } = settings.layout;
  const dense = variant === 'layout3';
  const navbar = config.navbar.display && !isMobile;
  const fixed = config.toolbar.display && config.toolbar.style === 'fixed';
  const header = useStickyTop<HTMLElement>(fixed);
  return (
    <Frame>
      <Box
        component="header"
        ref={header}
        data-toolbar={config.toolbar.display ? config.toolbar.style : undefined}
        sx={{ position: fixed ? 'sticky' : 'relative', top: 0, zIndex: (theme) => theme.zIndex.appBar }}
      >
        {config.toolbar.display && (
          <TopBand area="toolbar">
            <Inner>
              <Toolbar user={user} withLogo={variant === 'layout3'} />
            </Inner>
          </TopBand>
        )}
        {navbar && (
          <TopBand area="navbar">
            <Inner sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, minHeight: dense ? 44 : 64 }}>
              {variant === 'layout2' && (
                <Box sx={{ flexShrink: 0, display: 'flex' }}>
                  <Logo />
                </Box>
              )}
              <HorizontalNav dense={dense} />
            </Inner>
          </TopBand>
        )}
      </Box>
      <Box sx={{ display: 'flex', flex: 1 }}>
        {config.leftSidePanel.display && <QuickPanel side="left" />}
        <PageContent />
        {config.rightSidePanel.display && <QuickPanel side="right" />}
      </Box>
      {config.footer.display && <FooterArea />}
      {config.navbar.display && isMobile && (
        <AreaTheme area="navbar">
          <MobileNavbar />
        </AreaTheme>
      )}
    </Frame>
  );
}
