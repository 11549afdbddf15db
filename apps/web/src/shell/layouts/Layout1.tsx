import Box from '@mui/material/Box';
import type { SessionUser } from '../../session/session';
import { MobileNavbar } from '../navigation/MobileNavbar';
import { useNavbar } from '../navigation/NavbarState';
import { RailNavbar } from '../navigation/RailNavbar';
import { VerticalNavbar } from '../navigation/VerticalNavbar';
import { QuickPanel } from '../panels/QuickPanel';
import { useShellSettings } from '../settings/SettingsProvider';
import { AreaTheme, FooterArea, Frame, PageContent, ToolbarArea } from './parts';

/** Layout 1: a vertical navbar (left or right; styles 1, 2, 3 and 3-dense) beside toolbar, page and footer. */
export function Layout1({ user }: { user: SessionUser }) {
  const { settings } = useShellSettings();
  const { isMobile } = useNavbar();
  const { config } = settings.layout;
  const rail = config.navbar.style === 'style-3' || config.navbar.style === 'style-3-dense';
  return (
    <Frame>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 'inherit' }}>
        {config.leftSidePanel.display && <QuickPanel side="left" />}
        {config.navbar.display && !isMobile && (
          <AreaTheme area="navbar">{rail ? <RailNavbar /> : <VerticalNavbar />}</AreaTheme>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', order: 1 }}>
          {config.toolbar.display && <ToolbarArea user={user} withLogo={false} />}
          <PageContent />
          {config.footer.display && <FooterArea />}
        </Box>
        {config.rightSidePanel.display && (
          <Box sx={{ order: 3, display: 'flex' }}>
            <QuickPanel side="right" />
          </Box>
        )}
      </Box>
      {config.navbar.display && isMobile && (
        <AreaTheme area="navbar">
          <MobileNavbar />
        </AreaTheme>
      )}
    </Frame>
  );
}
