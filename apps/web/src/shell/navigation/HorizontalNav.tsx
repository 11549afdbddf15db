import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem as MenuEntry } from '../../area/menu';
import { MENU_HOVER_DELAY_MS } from '../settings/model';
import { MenuItemIcon } from '../../area/menuIcons';
import { activeTrail } from '../../area/menuModel';
import { useMenu } from '../../area/useMenu';

/**
 * Layouts 2 and 3: the menu as a horizontal bar. Top-level items are links; groups and collapses are menu
 * buttons whose menus open on click, Enter, Space or ArrowDown, and when the pointer rests on them for 150 ms
 * (spec 1, menu hover delay). Nested collapses open to the side (ArrowRight, ArrowLeft back).
 */
export function HorizontalNav({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const { pathname } = useLocation();
  const current = activeTrail(items, pathname)[0];
  return (
    <Box component="nav" aria-label={t('navbar.label')} data-navbar="" data-navbar-style="horizontal">
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          m: 0,
          p: 0,
          py: dense ? 0.5 : 1,
          listStyle: 'none',
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            {item.children ? (
              <TopMenu item={item} dense={dense} active={item.id === current} />
            ) : (
              <Button
                component={NavLink}
                to={item.url ?? '/'}
                size={dense ? 'small' : 'medium'}
                startIcon={dense ? undefined : <MenuItemIcon icon={item.icon} />}
                sx={topSx}
              >
                <Label item={item} />
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

const topSx = {
  color: 'text.primary',
  textTransform: 'none',
  whiteSpace: 'nowrap',
  px: 1.5,
  '&.active, &.is-active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

function Label({ item }: { item: MenuEntry }) {
  const { title } = useMenu();
  return <>{title(item)}</>;
}

/** Open/close with the hover delay; clicks and keys act at once. */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setFocusFirst(false);
      setOpen(value);
    }, MENU_HOVER_DELAY_MS);
  };
  const now = (value: boolean, withFocus = false) => {
    clearTimeout(timer.current);
    setFocusFirst(withFocus);
    setOpen(value);
  };
  return { open, focusFirst, later, now };
}

function TopMenu({ item, dense, active }: { item: MenuEntry; dense: boolean; active: boolean }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const { open, focusFirst, later, now } = useHoverMenu();
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (open) now(false);
  }
  const close = (refocus: boolean) => {
    now(false);
    if (refocus) anchor?.focus();
  };
  return (
    <Box onMouseEnter={() => later(true)} onMouseLeave={() => later(false)}>
      <Button
        ref={setAnchor}
        id={`${id}-button`}
        size={dense ? 'small' : 'medium'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className={active ? 'is-active' : undefined}
        startIcon={dense ? undefined : <MenuItemIcon icon={item.icon} />}
        endIcon={<KeyboardArrowDown aria-hidden />}
        onClick={(event) => now(!open, event.detail === 0)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            now(true, true);
          }
        }}
        sx={topSx}
      >
        <Label item={item} />
      </Button>
      <MenuPopper
        id={id}
        anchor={anchor}
        open={open}
        placement="bottom-start"
        labelledBy={`${id}-button`}
        focusFirst={focusFirst}
        onClose={close}
      >
        {item.children?.map((child) => (
          <Entry key={child.id} item={child} onClose={close} />
        ))}
      </MenuPopper>
    </Box>
  );
}

interface PopperProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  placement: 'bottom-start' | 'right-start';
  labelledBy: string;
  focusFirst: boolean;
  onClose: (refocus: boolean) => void;
  children: ReactNode;
}

function MenuPopper({ id, anchor, open, placement, labelledBy, focusFirst, onClose, children }: PopperProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const side =
    placement === 'right-start' && rtl
      ? 'left-start'
      : placement === 'bottom-start' && rtl
        ? 'bottom-end'
        : placement;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') && placement === 'right-start') {
      event.stopPropagation();
      onClose(true);
    }
  };
  return (
    <Popper
      open={open && anchor !== null}
      anchorEl={anchor}
      placement={side}
      sx={{ zIndex: theme.zIndex.drawer + 1 }}
    >
      <ClickAwayListener onClickAway={() => onClose(false)}>
        <Paper
          elevation={8}
          sx={{ minWidth: 220, py: 0.5 }}
          // Events in a portal bubble up the React tree: keep a submenu's keys and clicks to itself.
          onKeyDown={(event) => event.stopPropagation()}
          onClick={(event) => event.stopPropagation()}
        >
          <MenuList
            id={id}
            aria-labelledby={labelledBy}
            autoFocusItem={focusFirst}
            onKeyDown={onKeyDown}
            dense
          >
            {children}
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}

/** MenuList gives its first (or selected) child `autoFocus` and `tabIndex`: passed on to the MenuItem. */
interface Forwarded {
  autoFocus?: boolean;
  tabIndex?: number;
}

/** The id of the menu entry that holds the current page (the most specific one). */
function useActiveId(): string | undefined {
  const { items } = useMenu();
  const { pathname } = useLocation();
  return activeTrail(items, pathname).at(-1);
}

function Entry({
  item,
  onClose,
  ...forwarded
}: { item: MenuEntry; onClose: (refocus: boolean) => void } & Forwarded) {
  const { title } = useMenu();
  const activeId = useActiveId();
  if (item.children) return <SubMenu item={item} onCloseAll={onClose} {...forwarded} />;
  return (
    <MenuItem
      {...forwarded}
      component={NavLink}
      to={item.url ?? '/'}
      end
      selected={activeId === item.id}
      onClick={() => onClose(false)}
    >
      <ListItemIcon>
        <MenuItemIcon icon={item.icon} />
      </ListItemIcon>
      <ListItemText>{title(item)}</ListItemText>
    </MenuItem>
  );
}

function SubMenu({
  item,
  onCloseAll,
  ...forwarded
}: { item: MenuEntry; onCloseAll: (refocus: boolean) => void } & Forwarded) {
  const id = useId();
  const { title } = useMenu();
  const [anchor, setAnchor] = useState<HTMLLIElement | null>(null);
  const { open, focusFirst, later, now } = useHoverMenu();
  const theme = useTheme();
  const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  // The submenu is a child of its item in React's tree (so hovering it keeps the item "entered"), while
  // Popper renders it elsewhere in the document, keeping the list made of list items only.
  return (
    <MenuItem
      {...forwarded}
      ref={setAnchor}
      id={`${id}-item`}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? id : undefined}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onClick={(event) => now(!open, event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key === forward) {
          event.preventDefault();
          event.stopPropagation();
          now(true, true);
        }
      }}
    >
      <ListItemIcon>
        <MenuItemIcon icon={item.icon} />
      </ListItemIcon>
      <ListItemText>{title(item)}</ListItemText>
      <ChevronRight
        fontSize="small"
        aria-hidden
        sx={{ ml: 1, transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }}
      />
      <MenuPopper
        id={id}
        anchor={anchor}
        open={open}
        placement="right-start"
        labelledBy={`${id}-item`}
        focusFirst={focusFirst}
        onClose={(refocus) => {
          now(false);
          if (refocus) anchor?.focus();
        }}
      >
        {item.children?.map((child) => (
          <Entry
            key={child.id}
            item={child}
            onClose={(refocus) => {
              now(false);
              onCloseAll(refocus);
            }}
          />
        ))}
      </MenuPopper>
    </MenuItem>
  );
}
