import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { contractDetailPath } from '@fxbo/domain';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailSection } from './DetailSection';

export interface SectionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned, so their digits line up. */
  numeric?: boolean;
  /** The row's name for a screen reader (one per table). */
  rowHeader?: boolean;
  /** Text that may be long (a reason, a message): it wraps instead of widening the table. */
  wide?: boolean;
  /** Words (a name, a label) that may wrap between words so that a many-columned table fits its card. */
  wraps?: boolean;
}

/** The row's name in a table of a record's contracts: the contract's number, a link to its page. */
export function contractNumberColumn<T extends { id: string; contractNumber: string }>(
  header: string,
): SectionColumn<T> {
  return {
    header,
    rowHeader: true,
    cell: (contract) => (
      <Link component={RouterLink} to={contractDetailPath(contract.id)}>
        {contract.contractNumber}
      </Link>
    ),
  };
}

/**
 * A section of a record's page holding one of its lists (an order's write-offs, a contract's documents, a
 * quotation's bank quotes): a small table that scrolls inside its card on a phone (never the page), or the
 * section's own sentence when the list is empty. `highlighted` rows (a winning quote) are shaded and bold,
 * besides what their cells say.
 */
export function SectionTable<T extends { id: string }>({
  id,
  title,
  label,
  empty,
  rows,
  columns,
  highlighted,
}: {
  id: string;
  title: string;
  /** The table's accessible name. */
  label: string;
  empty: string;
  rows: readonly T[];
  columns: readonly SectionColumn<T>[];
  highlighted?: (row: T) => boolean;
}) {
  return (
    <DetailSection id={id} title={title}>
      {rows.length === 0 ? (
        <Typography color="textSecondary">{empty}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={label}
            // Many columns (a receiving's twelve) share the card: 8 pixels a side instead of MUI's 16 and 24.
            sx={columns.length > 6 ? { '& th, & td': { px: 1 } } : undefined}
          >
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
              {rows.map((row) => {
                const marked = highlighted?.(row) ?? false;
                return (
                  <TableRow key={row.id} selected={marked}>
                    {columns.map((c) => (
                      <TableCell
                        key={c.header}
                        align={c.numeric ? 'right' : 'left'}
                        {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
                        sx={{
                          ...(c.wide
                            ? { minWidth: 200, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }
                            : c.wraps
                              ? { minWidth: '10ch' }
                              : { whiteSpace: 'nowrap' }),
                          ...(marked ? { fontWeight: 600 } : {}),
                        }}
                      >
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </DetailSection>
  );
}
