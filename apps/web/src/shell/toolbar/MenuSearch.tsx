import {
  CONTRACT_REFERENCE_LABELS,
  DOCUMENT_TYPE_LABELS,
  SEARCH_AREA_LABELS,
  SEARCH_FIELD_LABELS,
  type Language,
  type SearchArea,
} from '@fxbo/domain';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuItemIcon } from '../../area/menuIcons';
import { searchMenu, type MenuEntry } from '../../area/menuModel';
import { useMenu } from '../../area/useMenu';
import type { MenuIcon } from '../../area/menu';
import { formatTaxIdText } from '../../components/format';
import { useLanguage } from '../../components/money';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useRecordSearch, type RecordMatch } from './useRecordSearch';

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
 * Search over the menu entries the user can open (spec 1 and 9: at most 10 suggestions) and over the records
 * a typed reference names (a remittance reference, an OPR, a contract or Bacen number, a document number, a
 * CPF/CNPJ: GET /api/search, issue 24). A dialog with a combobox: type to filter, arrows to move, Enter to
 * go, Escape to close; Ctrl+K opens it from anywhere.
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

type Option = { kind: 'record'; match: RecordMatch } | { kind: 'menu'; entry: MenuEntry };

const AREA_ICONS: Record<SearchArea, MenuIcon> = {
  remittances: 'shipments',
  'payment-orders': 'payment-orders',
  contracts: 'contract',
  documents: 'document',
  clients: 'treasury',
  users: 'users',
};

/** What a record match says under its identifier: what matched (its kind or type) and whose it is. */
function recordDetail(match: RecordMatch, language: Language): string {
  const what = match.referenceKind
    ? CONTRACT_REFERENCE_LABELS[match.referenceKind][language]
    : match.documentType
      ? DOCUMENT_TYPE_LABELS[match.documentType][language]
      : SEARCH_FIELD_LABELS[match.field][language];
  return `${what} · ${match.name}`;
}

/** A CPF/CNPJ is shown masked; any other identifier as recorded. */
const shownValue = (match: RecordMatch) =>
  match.field === 'clientTaxId' || match.field === 'userCpf' ? formatTaxIdText(match.value) : match.value;

function SearchBox({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { entries } = useMenu();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The text Enter was pressed on before its records had arrived (Enter then waits for them).
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const records = useRecordSearch(query);
  const menuResults = useMemo(() => searchMenu(entries, query), [entries, query]);
  // Records first: a typed reference names them, and Enter on a single match opens it.
  const results: Option[] = useMemo(
    () => [
      ...records.matches.map((match) => ({ kind: 'record' as const, match })),
      ...menuResults.map((entry) => ({ kind: 'menu' as const, entry })),
    ],
    [records.matches, menuResults],
  );
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  const go = useCallback(
    (option: Option | undefined) => {
      if (!option) return;
      onDone();
      void navigate(option.kind === 'record' ? option.match.url : option.entry.url);
    },
    [onDone, navigate],
  );
  // Enter pressed before the records arrived goes to the first result once they have (a single match: it).
  useEffect(() => {
    if (enterFor !== null && enterFor === query && records.settled) go(results[0]);
  }, [enterFor, query, records.settled, results, go]);
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
      if (records.settled) go(results[activeIndex]);
      else setEnterFor(query);
    }
  };
  const status = records.searching
    ? t('search.searching')
    : records.failed
      ? t('search.failed')
      : results.length === 0
        ? t('search.empty')
        : t('search.count', { count: results.length });

  return (
    <Box sx={{ p: 2 }}>
      <TextField
        autoFocus
        fullWidth
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setEnterFor(null);
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
            'aria-busy': records.searching,
          },
        }}
      />
      <Typography
        variant="caption"
        color={records.failed ? 'error' : 'textSecondary'}
        sx={{ display: 'block', mt: 1 }}
        aria-live="polite"
      >
        {status}
      </Typography>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {results.map((option, index) => {
          const record = option.kind === 'record' ? option.match : undefined;
          const previous = results[index - 1];
          const areaStarts = record && (previous?.kind !== 'record' || previous.match.area !== record.area);
          const menuStarts = option.kind === 'menu' && previous?.kind === 'record';
          const heading = areaStarts
            ? `${SEARCH_AREA_LABELS[record.area][language]}${record.more ? ` — ${t('search.more')}` : ''}`
            : menuStarts
              ? t('search.screens')
              : undefined;
          return (
            <Fragment
              key={
                record ? `${record.area}-${record.id}` : option.kind === 'menu' ? option.entry.item.id : index
              }
            >
              {heading && (
                <Typography
                  component="li"
                  role="presentation"
                  variant="overline"
                  color="textSecondary"
                  sx={{ display: 'block', px: 1.5, pt: index === 0 ? 0 : 1, lineHeight: 2 }}
                >
                  {heading}
                </Typography>
              )}
              <Box
                component="li"
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseMove={() => setActive(index)}
                onClick={() => go(option)}
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
                <MenuItemIcon
                  icon={
                    record
                      ? AREA_ICONS[record.area]
                      : option.kind === 'menu'
                        ? option.entry.item.icon
                        : 'search'
                  }
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {record ? shownValue(record) : option.kind === 'menu' ? option.entry.title : ''}
                  </Typography>
                  {record ? (
                    <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {recordDetail(record, language)}
                    </Typography>
                  ) : (
                    option.kind === 'menu' &&
                    option.entry.trail.length > 0 && (
                      <Typography variant="caption" color="textSecondary">
                        {option.entry.trail.join(' › ')}
                      </Typography>
                    )
                  )}
                </Box>
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
