import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';

export interface RouteTab {
  label: string;
  /** The tab's route; the tab is selected while the address is this path or below it. */
  to: string;
  hidden?: boolean;
}

/** The tab whose route holds `pathname`; the most specific one when routes nest (/a and /a/b). */
export function currentTab<T extends { to: string }>(tabs: readonly T[], pathname: string): T | undefined {
  return [...tabs]
    .sort((a, b) => b.to.length - a.to.length)
    .find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
}

/**
 * Sections of one area that are separate routes (each its own lazy chunk and guard), shown as tabs in a
 * navigation landmark. Each tab is a link: it opens in a new browser tab too, and the back button walks
 * between sections. Hidden when only one section is left for the user.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: readonly RouteTab[] }) {
  const { pathname } = useLocation();
  const visible = tabs.filter((tab) => !tab.hidden);
  if (visible.length < 2) return null;
  const current = currentTab(visible, pathname);
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={current?.to ?? false} variant="scrollable" allowScrollButtonsMobile>
        {visible.map((tab) => (
          <Tab
            key={tab.to}
            value={tab.to}
            label={tab.label}
            component={Link}
            to={tab.to}
            aria-current={current?.to === tab.to ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
