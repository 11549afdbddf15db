import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { MENU_HOVER_DELAY_MS, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';
import { useNavbar } from './NavbarState';
import { useMenu } from '../../area/useMenu';
import { VerticalNav } from './VerticalNav';

/**
 * Layout 1's vertical navbar, styles 1 and 2. Style 1 slides in and out (open / closed). Style 2 folds to a
 * 64 px rail of icons; the pointer resting on it for 150 ms (or the keyboard entering it) opens it to its
 * full 280 px as an overlay above the content, which keeps its place.
 */
export function VerticalNavbar() {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const { settings, change } = useShellSettings();
  const { state, setFoldedOpen } = useNavbar();
  const { style, position, folded } = settings.layout.config.navbar;
  const foldable = style === 'style-2';
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hover.current), []);

  const flowWidth = state === 'closed' ? 0 : state === 'open' ? NAVBAR_WIDTH : NAVBAR_FOLDED_WIDTH;
  const shownWidth = state === 'folded' ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH;
  const iconsOnly = state === 'folded';
  const side = position === 'right' ? 'insetInlineEnd' : 'insetInlineStart';

  const onEnter = () => {
    if (state !== 'folded') return;
    clearTimeout(hover.current);
    hover.current = setTimeout(() => setFoldedOpen(true), MENU_HOVER_DELAY_MS);
  };
  const onLeave = () => {
    clearTimeout(hover.current);
    if (state === 'folded-open' && !document.activeElement?.closest('[data-navbar]')) setFoldedOpen(false);
  };
  const onFocus = () => {
    if (folded && foldable) setFoldedOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFoldedOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        height: '100vh',
        flexShrink: 0,
        width: flowWidth,
        transition: 'width 200ms',
        zIndex: (theme) => theme.zIndex.drawer,
        order: position === 'right' ? 2 : 0,
      }}
    >
      <Box
        data-navbar=""
        data-navbar-style={style}
        data-navbar-state={state}
        onMouseEnter={onEnter}
        onMouseLeave={onLeave}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          [side]: 0,
          width: shownWidth,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          visibility: state === 'closed' ? 'hidden' : 'visible',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderInlineEnd: position === 'left' ? 1 : 0,
          borderInlineStart: position === 'right' ? 1 : 0,
          borderColor: 'divider',
          boxShadow: state === 'folded-open' ? 8 : 0,
          transition: 'width 200ms, box-shadow 200ms',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64, px: 2, flexShrink: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Logo compact={iconsOnly} />
          </Box>
          {foldable && !iconsOnly && (
            <Tooltip title={folded ? t('navbar.unfold') : t('navbar.fold')}>
              <IconButton
                size="small"
                aria-label={folded ? t('navbar.unfold') : t('navbar.fold')}
                aria-pressed={folded}
                onClick={() => {
                  setFoldedOpen(false);
                  change({ layout: { config: { navbar: { folded: !folded } } } });
                }}
              >
                {(position === 'left') === !folded ? <ChevronLeft /> : <ChevronRight />}
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box
          component="nav"
          aria-label={t('navbar.label')}
          sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', width: NAVBAR_WIDTH }}
        >
          <VerticalNav items={items} folded={iconsOnly} />
        </Box>
      </Box>
    </Box>
  );
}
