import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Cancel from '@mui/icons-material/Cancel';
import Close from '@mui/icons-material/Close';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filterChips';

export interface FilterBarProps {
  /** The search landmark's name (e.g. "User filters"); the drawer's too on small screens. */
  label: string;
  /** Called on submit (button or Enter in a field); validate before applying. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears every filter (and applies the empty search). */
  onClear: () => void;
  /** The filter fields; laid out in a responsive grid. */
  children: ReactNode;
  /** The filters in force (from the address), shown as chips on the bar's first line (see filterChips). */
  active?: readonly FilterChip[];
  /** Minimum width of a field column, in px. */
  fieldMinWidth?: number;
  submitting?: boolean;
}

/**
 * The filters above a list: one line with the Filters button and the filters in force as chips (a chip's
 * delete lifts its filter), and the form itself (a search landmark, fields in a grid, Search and Clear).
 * The form is folded while a search is in force, so the results come first; the screen's filter component is
 * keyed by the address, so a new search mounts the bar folded again. Below the `sm` breakpoint the form opens
 * in a drawer instead. The fields are the screen's own (react-hook-form or not); the bar only lays them out.
 */
export function FilterBar({
  label,
  onSubmit,
  onClear,
  children,
  active = [],
  fieldMinWidth = 200,
  submitting = false,
}: FilterBarProps) {
  const { t } = useTranslation('components');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Open in the layout it was opened in: a form unfolded on a wide screen does not become a drawer over the
  // table when the window narrows (nor a drawer an unfolded form when it widens).
  const mode = narrow ? 'narrow' : 'wide';
  const [openIn, setOpenIn] = useState<typeof mode | null>(active.length === 0 && !narrow ? 'wide' : null);
  const open = openIn === mode;
  const setOpen = (value: boolean) => setOpenIn(value ? mode : null);
  const formId = useId();

  const form = (
    <Box component="form" id={formId} role="search" aria-label={label} noValidate onSubmit={onSubmit}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fieldMinWidth}px), 1fr))`,
          gap: 2,
          alignItems: 'start',
          pt: 1,
        }}
      >
        {children}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="button" startIcon={<FilterAltOff />} onClick={onClear} disabled={submitting}>
          {t('filters.clear')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<Search />} loading={submitting}>
          {t('filters.search')}
        </Button>
      </Stack>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<FilterList />}
          aria-expanded={narrow ? undefined : open}
          aria-controls={narrow ? undefined : formId}
          aria-haspopup={narrow ? 'dialog' : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('filters.show')}
        </Button>
        {active.map((chip) => (
          <Chip
            key={chip.id}
            size="small"
            label={`${chip.label}: ${chip.value}`}
            onClick={() => setOpen(true)}
            onDelete={chip.onDelete}
            deleteIcon={<Cancel titleAccess={t('filters.remove', { filter: chip.label })} />}
            sx={{ maxWidth: 320 }}
          />
        ))}
        {active.length === 0 && !open ? (
          <Typography variant="body2" color="textSecondary">
            {t('filters.none')}
          </Typography>
        ) : null}
      </Stack>
      {narrow ? (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={() => setOpen(false)}
          keepMounted
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': label,
              'aria-modal': true,
              sx: { px: 2, pb: 2, maxHeight: '90dvh' },
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', py: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
              {t('filters.show')}
            </Typography>
            <IconButton aria-label={t('filters.close')} onClick={() => setOpen(false)}>
              <Close />
            </IconButton>
          </Stack>
          {form}
        </Drawer>
      ) : (
        <Collapse in={open}>
          <Box sx={{ pb: 1 }}>{form}</Box>
        </Collapse>
      )}
    </Paper>
  );
}
