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
 * `labelMinWidth` wide), one below.
 */
export function DataList({
  rows,
  labelMinWidth = 180,
}: {
  rows: [string, ReactNode][];
  labelMinWidth?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelMinWidth}px, max-content) 1fr` },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.25 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
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
