import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from './dataTableColumn';

/** The column that names a person's row, sorted by name, and opens the row's detail page. */
export function nameColumn<Row extends { id: string; name: string }>(
  header: string,
  detailPath: (id: string) => string,
): DataTableColumn<Row> {
  return {
    id: 'name',
    header,
    sortField: 'name',
    rowHeader: true,
    title: (row) => row.name,
    cell: (row) => (
      <Link component={RouterLink} to={detailPath(row.id)} sx={{ fontWeight: 500 }}>
        {row.name}
      </Link>
    ),
  };
}
