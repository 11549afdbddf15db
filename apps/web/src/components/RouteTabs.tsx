import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { holdsAny } from '../session/access';
import { useSession } from '../session/session';

export interface RouteTab {
  label: string;
  /** The tab's route; the tab is selected while the address is this path or below it. */
  to: string;
  /** Carried along to the tab's route (e.g. a report's client and period). */
  search?: string;
  /** Shown only to a user holding one of these (the guard of the tab's route). */
  permissions?: readonly string[];
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
  const roles = useSession()?.roles ?? [];
  const visible = tabs.filter((tab) => holdsAny(roles, tab.permissions));
  if (visible.length < 2) return null;
  const current = currentTab(visible, pathname);
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* Links, not ARIA tabs: each section is a page of its own (a plain list of links, Tab moves between
          them, the current one is aria-current). Only the look is MUI's tabs. */}
      <Tabs
        value={current?.to ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        slotProps={{ list: { role: undefined } }}
      >
        {visible.map((tab) => (
          <Tab
            key={tab.to}
            value={tab.to}
            label={tab.label}
            component={Link}
            to={`${tab.to}${tab.search ?? ''}`}
            role={undefined}
            aria-selected={undefined}
            tabIndex={0}
            aria-current={current?.to === tab.to ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
