import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailSection } from '../../components/DetailSection';

export interface SectionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned, so their digits line up. */
  numeric?: boolean;
  /** The row's name for a screen reader (one per table). */
  rowHeader?: boolean;
  /** Text that may be long (a reason, a message): it wraps instead of widening the table. */
  wide?: boolean;
}

/**
 * A section of the contract's page holding one of its lists: a small table that scrolls inside its card on a
 * phone (never the page), or the section's own sentence when the list is empty.
 */
export function SectionTable<T extends { id: string }>({
  id,
  title,
  label,
  empty,
  rows,
  columns,
}: {
  id: string;
  title: string;
  /** The table's accessible name. */
  label: string;
  empty: string;
  rows: readonly T[];
  columns: readonly SectionColumn<T>[];
}) {
  return (
    <DetailSection id={id} title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((c) => (
                    <TableCell
                      key={c.header}
                      align={c.numeric ? 'right' : 'left'}
                      {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      sx={
                        c.wide
                          ? { minWidth: 200, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }
                          : { whiteSpace: 'nowrap' }
                      }
                    >
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DetailSection>
  );
}
