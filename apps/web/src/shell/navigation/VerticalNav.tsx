import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Divider from '@mui/material/Divider';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '../../area/menu';
import { MenuItemIcon } from '../../area/menuIcons';
import { activeTrail } from '../../area/menuModel';
import { useMenu } from '../../area/useMenu';

interface NavProps {
  items: readonly MenuItem[];
  /** Only the icons fit (style 2 folded): titles fade out, nested lists close, groups become dividers. */
  folded?: boolean;
  /** Smaller rows (style 3's panel). */
  dense?: boolean;
}

/**
 * The menu as nested lists: groups as headed sections, collapses as expandable entries, items as links. The
 * entries leading to the current page start expanded and the page's link is marked current (aria-current).
 */
export function VerticalNav({ items, folded = false, dense = false }: NavProps) {
  const { pathname } = useLocation();
  const trail = activeTrail(items, pathname);
  return (
    <List disablePadding dense={dense} sx={{ py: 1 }}>
      {items.map((item) => (
        <Entry key={item.id} item={item} level={0} folded={folded} trail={trail} pathname={pathname} />
      ))}
    </List>
  );
}

interface EntryProps {
  item: MenuItem;
  level: number;
  folded: boolean;
  trail: readonly string[];
  pathname: string;
}

const rowSx = (level: number, folded: boolean) => ({
  minHeight: 44,
  borderRadius: 1,
  mx: 1,
  mb: 0.25,
  // Logical properties: the indentation follows the writing direction (rtl).
  paddingInlineStart: folded ? '14px' : `${16 + level * 16}px`,
  transition: 'padding 150ms',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiListItemIcon-root': { color: 'inherit' },
  },
});

const textSx = (folded: boolean) => ({
  m: 0,
  whiteSpace: 'nowrap',
  opacity: folded ? 0 : 1,
  transition: 'opacity 150ms',
});

function Entry({ item, level, folded, trail, pathname }: EntryProps) {
  const { title } = useMenu();
  if (item.type === 'group') {
    return (
      <li>
        {folded ? (
          <Divider sx={{ mx: 2, my: 1 }} />
        ) : (
          <ListSubheader
            component="div"
            disableSticky
            sx={{
              bgcolor: 'transparent',
              lineHeight: '32px',
              mt: 1,
              textTransform: 'uppercase',
              fontSize: 12,
            }}
          >
            {title(item)}
          </ListSubheader>
        )}
        <List disablePadding aria-label={title(item)}>
          {item.children?.map((child) => (
            <Entry
              key={child.id}
              item={child}
              level={level}
              folded={folded}
              trail={trail}
              pathname={pathname}
            />
          ))}
        </List>
      </li>
    );
  }
  if (item.type === 'collapse') {
    return <CollapseEntry item={item} level={level} folded={folded} trail={trail} pathname={pathname} />;
  }
  // The most specific entry holding the page is the selected one (activeTrail), not every prefix.
  const selected = trail.at(-1) === item.id;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.url ?? '/'}
        end
        selected={selected}
        sx={rowSx(level, folded)}
      >
        {item.icon && (
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.8 }}>
            <MenuItemIcon icon={item.icon} />
          </ListItemIcon>
        )}
        <ListItemText primary={title(item)} sx={textSx(folded)} />
      </ListItemButton>
    </ListItem>
  );
}

function CollapseEntry({ item, level, folded, trail, pathname }: EntryProps) {
  const { title } = useMenu();
  const id = useId();
  const inTrail = trail.includes(item.id);
  const [open, setOpen] = useState(inTrail);
  // Going to a page inside opens the entry (state adjusted while rendering when the trail changes).
  const [seen, setSeen] = useState(inTrail);
  if (seen !== inTrail) {
    setSeen(inTrail);
    if (inTrail) setOpen(true);
  }
  const expanded = open && !folded;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={expanded}
        aria-controls={expanded ? id : undefined}
        sx={{ ...rowSx(level, folded), ...(inTrail && !expanded ? { color: 'primary.main' } : {}) }}
      >
        {item.icon && (
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.8 }}>
            <MenuItemIcon icon={item.icon} />
          </ListItemIcon>
        )}
        <ListItemText primary={title(item)} sx={textSx(folded)} />
        <ExpandMore
          fontSize="small"
          aria-hidden
          sx={{
            opacity: folded ? 0 : 0.7,
            transition: 'transform 150ms',
            transform: expanded ? 'rotate(180deg)' : 'none',
          }}
        />
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding id={id} aria-label={title(item)}>
          {item.children?.map((child) => (
            <Entry
              key={child.id}
              item={child}
              level={level + 1}
              folded={folded}
              trail={trail}
              pathname={pathname}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
