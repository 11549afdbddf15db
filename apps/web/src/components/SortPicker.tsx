import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './dataTableColumn';
import type { Sort, SortDirection } from './listState';

/** A column's name where only text will do (an option): its chooser label, else its header's text. */
function columnName<Row>(column: DataTableColumn<Row>): string {
  return column.chooserLabel ?? (typeof column.header === 'string' ? column.header : column.id);
}

/**
 * A phone's cards have no column headers to click: the same sorts (the columns' `sortField`) as two pick
 * lists, the column and the direction, writing the same address (`sort=field:direction`).
 */
export function SortPicker<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: Sort | undefined;
  onSortChange: (sort: Sort) => void;
}) {
  const { t } = useTranslation('components');
  const sortable = columns.filter((c) => c.sortField !== undefined);
  if (sortable.length === 0) return null;
  const field = sortable.some((c) => c.sortField === sort?.field) ? sort!.field : '';
  return (
    <Stack direction="row" sx={{ gap: 1, px: 2, pt: 1, pb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('table.sortBy')}
        value={field}
        // Another column starts ascending, as a click on its header would (nextSort).
        onChange={(event) => onSortChange({ field: event.target.value, direction: 'asc' })}
        sx={{ flex: '1 1 0', minWidth: 0 }}
      >
        {sortable.map((c) => (
          <MenuItem key={c.id} value={c.sortField}>
            {columnName(c)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('table.sortDirection')}
        value={field ? (sort?.direction ?? 'asc') : ''}
        disabled={!field}
        onChange={(event) => onSortChange({ field, direction: event.target.value as SortDirection })}
        sx={{ flex: '1 1 0', minWidth: 0 }}
      >
        <MenuItem value="asc">{t('table.ascending')}</MenuItem>
        <MenuItem value="desc">{t('table.descending')}</MenuItem>
      </TextField>
    </Stack>
  );
}
