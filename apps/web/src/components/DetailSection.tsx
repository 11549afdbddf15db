import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a detail page: an outlined section labelled by its h2. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Label and value pairs as a description list: two columns from the small breakpoint (labels at least
 * `labelMinWidth` wide), one below. `dense` packs them closer, for a list inside a table's row.
 */
export function DataList({
  rows,
  labelMinWidth = 180,
  dense = false,
}: {
  rows: [string, ReactNode][];
  labelMinWidth?: number;
  dense?: boolean;
}) {
  const twoColumns = dense ? 'max-content 1fr' : `minmax(${labelMinWidth}px, max-content) 1fr`;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: twoColumns },
        columnGap: dense ? 2 : 3,
        rowGap: dense ? 0.5 : { xs: 0.5, sm: 1.25 },
        '& dt': { color: 'text.secondary', mt: dense ? 0 : { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Label and value pairs as a grid of cells, the label above its value: one column on a phone, two on a
 * tablet, three from 900 px. For a record's many short fields; DataList for label beside value.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** One pair of a FieldGrid; an absent value shows as a dash. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}
