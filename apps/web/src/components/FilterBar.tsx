import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

export interface FilterBarProps {
  /** The search landmark's name (e.g. "User filters"). */
  label: string;
  /** Called on submit (button or Enter in a field); validate before applying. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears every filter (and applies the empty search). */
  onClear: () => void;
  /** The filter fields; laid out in a responsive grid. */
  children: ReactNode;
  /** Minimum width of a field column, in px. */
  fieldMinWidth?: number;
  submitting?: boolean;
}

/**
 * The filter form above a list: a search landmark with the fields in a grid, Search and Clear. The fields
 * are the screen's own (react-hook-form or not); the bar only lays them out and submits.
 */
export function FilterBar({
  label,
  onSubmit,
  onClear,
  children,
  fieldMinWidth = 200,
  submitting = false,
}: FilterBarProps) {
  const { t } = useTranslation('components');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" role="search" aria-label={label} noValidate onSubmit={onSubmit}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fieldMinWidth}px), 1fr))`,
            gap: 2,
            alignItems: 'start',
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
    </Paper>
  );
}
