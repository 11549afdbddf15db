import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuItemIcon } from '../navigation/icons';
import { searchMenu, type MenuEntry } from '../navigation/model';
import { useMenu } from '../navigation/useMenu';
import { visuallyHidden } from '../../components/visuallyHidden';

/** True for Ctrl+K (⌘K on a Mac), the search's keyboard shortcut. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * Search over the menu entries the user can open (spec 1 and 9: at most 10 suggestions). A dialog with a
 * combobox: type to filter, arrows to move, Enter to go, Escape to close; Ctrl+K opens it from anywhere.
 */
export function MenuSearch() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const titleId = useId();
  return (
    <>
      <Tooltip title={t('search.tooltip')}>
        <IconButton
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Search />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: '10vh' } }}
      >
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {t('search.title')}
        </Typography>
        {open && <SearchBox onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const { entries } = useMenu();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchMenu(entries, query), [entries, query]);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (entry: MenuEntry | undefined) => {
    if (!entry) return;
    onDone();
    void navigate(entry.url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = results.length - 1;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive(
        down ? (activeIndex >= last ? 0 : activeIndex + 1) : activeIndex <= 0 ? last : activeIndex - 1,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[activeIndex]);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <TextField
        autoFocus
        fullWidth
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': results.length > 0 ? optionId(activeIndex) : undefined,
          },
        }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 1 }}
        aria-live="polite"
      >
        {results.length === 0 ? t('search.empty') : t('search.count', { count: results.length })}
      </Typography>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {results.map((entry, index) => (
          <Box
            component="li"
            key={entry.item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseMove={() => setActive(index)}
            onClick={() => go(entry)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              '&[aria-selected="true"]': { bgcolor: 'action.selected' },
            }}
          >
            <MenuItemIcon icon={entry.item.icon} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {entry.title}
              </Typography>
              {entry.trail.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {entry.trail.join(' › ')}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
