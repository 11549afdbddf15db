import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionKey, type SessionUser } from '../../session/session';
import { notify } from '../../components/notifications';
import { MenuItemIcon } from '../../area/menuIcons';
import { searchMenu } from '../../area/menuModel';
import { useMenu, useShortcuts } from '../../area/useMenu';
import { putPreferences } from '../preferences';

/**
 * Adds or removes a shortcut: the cached user changes at once, the server keeps the list with the profile
 * (PUT /api/account/preferences), and a failure puts the list back and says so.
 */
function useToggleShortcut(): (id: string) => void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  return (id) => {
    const before = queryClient.getQueryData<SessionUser | null>(sessionKey);
    if (!before) return;
    const shortcuts = before.shortcuts.includes(id)
      ? before.shortcuts.filter((s) => s !== id)
      : [...before.shortcuts, id];
    queryClient.setQueryData<SessionUser | null>(sessionKey, (old) => (old ? { ...old, shortcuts } : old));
    putPreferences({ shortcuts }).then(
      (saved) =>
        queryClient.setQueryData<SessionUser | null>(sessionKey, (old) =>
          old ? { ...old, shortcuts: saved.shortcuts } : old,
        ),
      () => {
        queryClient.setQueryData<SessionUser | null>(sessionKey, (old) =>
          old ? { ...old, shortcuts: before.shortcuts } : old,
        );
        notify(t('shortcuts.saveFailed'), { severity: 'error' });
      },
    );
  };
}

/** The toolbar's shortcuts: one button per shortcut (wide screens) and the star that manages them. */
export function ShortcutsBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const shortcuts = useShortcuts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      component="ul"
      aria-label={t('shortcuts.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, m: 0, p: 0, listStyle: 'none', minWidth: 0 }}
    >
      {!compact &&
        shortcuts.map((entry) => (
          <li key={entry.item.id}>
            <Tooltip title={entry.title}>
              <IconButton component={Link} to={entry.url} aria-label={entry.title}>
                <MenuItemIcon icon={entry.item.icon} fontSize="medium" />
              </IconButton>
            </Tooltip>
          </li>
        ))}
      <li>
        <Tooltip title={t('shortcuts.manage')}>
          <IconButton
            aria-label={t('shortcuts.manage')}
            aria-haspopup="dialog"
            aria-expanded={anchor !== null}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ color: 'warning.main' }}
          >
            <StarBorder />
          </IconButton>
        </Tooltip>
        <ShortcutsEditor anchor={anchor} onClose={() => setAnchor(null)} />
      </li>
    </Box>
  );
}

function ShortcutsEditor({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { entries } = useMenu();
  const shortcuts = useShortcuts();
  const toggle = useToggleShortcut();
  const [query, setQuery] = useState('');
  const titleId = useId();
  const chosen = new Set(shortcuts.map((s) => s.item.id));
  const listed = query.trim() === '' ? shortcuts : searchMenu(entries, query);

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, maxWidth: '92vw' } },
        transition: { onExited: () => setQuery('') },
      }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('shortcuts.title')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('shortcuts.find')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </Box>
      {listed.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2 }}>
          {query.trim() === '' ? t('shortcuts.none') : t('search.empty')}
        </Typography>
      ) : (
        <List dense aria-label={query.trim() === '' ? t('shortcuts.label') : t('search.results')}>
          {listed.map((entry) => {
            const isShortcut = chosen.has(entry.item.id);
            const label = isShortcut
              ? t('shortcuts.remove', { title: entry.title })
              : t('shortcuts.add', { title: entry.title });
            return (
              <ListItem
                key={entry.item.id}
                disablePadding
                secondaryAction={
                  <Tooltip title={label}>
                    <IconButton
                      edge="end"
                      aria-label={label}
                      onClick={() => toggle(entry.item.id)}
                      sx={{ color: 'warning.main' }}
                    >
                      {isShortcut ? <Star /> : <StarBorder />}
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton component={Link} to={entry.url} onClick={onClose}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <MenuItemIcon icon={entry.item.icon} />
                  </ListItemIcon>
                  <ListItemText
                    primary={entry.title}
                    secondary={entry.trail.length > 0 ? entry.trail.join(' › ') : undefined}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Popover>
  );
}
