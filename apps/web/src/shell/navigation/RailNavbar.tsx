import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '../../area/menu';
import { Logo } from '../Logo';
import { NAVBAR_WIDTH } from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';
import { MenuItemIcon } from '../../area/menuIcons';
import { activeTrail } from '../../area/menuModel';
import { useNavbar } from './NavbarState';
import { useMenu } from '../../area/useMenu';
import { VerticalNav } from './VerticalNav';

export const RAIL_WIDTH = 96;
export const RAIL_DENSE_WIDTH = 64;

/**
 * Layout 1's navbar styles 3 and 3-dense: a rail of the top-level entries (with their titles under the icons;
 * icons only when dense) and, for an entry with children, a panel beside it listing them. The panel floats
 * over the content and closes on navigation, Escape or a click elsewhere.
 */
export function RailNavbar() {
  const { t } = useTranslation('shell');
  const { items, title } = useMenu();
  const { settings } = useShellSettings();
  const { state } = useNavbar();
  const { style, position } = settings.layout.config.navbar;
  const dense = style === 'style-3-dense';
  const width = dense ? RAIL_DENSE_WIDTH : RAIL_WIDTH;
  const { pathname } = useLocation();
  const current = activeTrail(items, pathname)[0];
  const panelId = useId();
  const [openId, setOpenId] = useState<string>();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(undefined);
  }
  const opened = items.find((item) => item.id === openId && item.children);
  const closed = state === 'closed';
  const side = position === 'right' ? 'insetInlineEnd' : 'insetInlineStart';

  const entrySx = {
    width: '100%',
    flexDirection: 'column',
    gap: 0.5,
    py: dense ? 1.25 : 1.5,
    px: 0.5,
    borderRadius: 1,
    color: 'text.primary',
    textAlign: 'center',
    '&:hover': { bgcolor: 'action.hover' },
    '&.active, &[aria-expanded="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  } as const;

  const entry = (item: MenuItem) => {
    const label = title(item);
    const content = (
      <>
        <MenuItemIcon icon={item.icon} fontSize="medium" />
        {!dense && (
          <Typography component="span" sx={{ fontSize: 11, lineHeight: 1.2, fontWeight: 500 }}>
            {label}
          </Typography>
        )}
      </>
    );
    const inTrail = item.id === current;
    const control = item.children ? (
      <ButtonBase
        aria-expanded={openId === item.id}
        aria-controls={openId === item.id ? panelId : undefined}
        aria-label={dense ? label : undefined}
        onClick={() => setOpenId((id) => (id === item.id ? undefined : item.id))}
        sx={{ ...entrySx, ...(inTrail && openId !== item.id ? { color: 'primary.main' } : {}) }}
      >
        {content}
      </ButtonBase>
    ) : (
      <ButtonBase
        component={NavLink}
        to={item.url ?? '/'}
        aria-label={dense ? label : undefined}
        sx={entrySx}
      >
        {content}
      </ButtonBase>
    );
    return (
      <Box component="li" key={item.id} sx={{ listStyle: 'none', px: 0.75, py: 0.25 }}>
        {dense ? (
          <Tooltip title={label} placement={position === 'right' ? 'left' : 'right'}>
            {control}
          </Tooltip>
        ) : (
          control
        )}
      </Box>
    );
  };

  return (
    <ClickAwayListener onClickAway={() => setOpenId(undefined)}>
      <Box
        data-navbar=""
        data-navbar-style={style}
        data-navbar-state={state}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && openId) {
            setOpenId(undefined);
            event.stopPropagation();
          }
        }}
        sx={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          flexShrink: 0,
          width: closed ? 0 : width,
          visibility: closed ? 'hidden' : 'visible',
          transition: 'width 200ms',
          zIndex: (theme) => theme.zIndex.drawer,
          order: position === 'right' ? 2 : 0,
        }}
      >
        <Box
          sx={{
            height: '100%',
            width,
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.paper',
            borderInlineEnd: position === 'left' ? 1 : 0,
            borderInlineStart: position === 'right' ? 1 : 0,
            borderColor: 'divider',
            overflow: 'hidden',
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 64 }}>
            <Logo compact />
          </Box>
          <Box component="nav" aria-label={t('navbar.label')} sx={{ flex: 1, overflowY: 'auto' }}>
            <Box component="ul" sx={{ m: 0, p: 0, pb: 1 }}>
              {items.flatMap((item) =>
                // A group's entries stand on the rail themselves (the rail has no headings).
                item.type === 'group' ? (item.children ?? []).map(entry) : [entry(item)],
              )}
            </Box>
          </Box>
        </Box>
        {opened && (
          <Box
            id={panelId}
            component="nav"
            aria-label={title(opened)}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              [side]: width,
              width: NAVBAR_WIDTH - 40,
              bgcolor: 'background.paper',
              borderInlineEnd: 1,
              borderColor: 'divider',
              boxShadow: 8,
              overflowY: 'auto',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, pl: 2, pr: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
                {title(opened)}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('navbar.closePanel')}
                onClick={() => setOpenId(undefined)}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
            <VerticalNav items={opened.children ?? []} dense />
          </Box>
        )}
      </Box>
    </ClickAwayListener>
  );
}
