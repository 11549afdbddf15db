import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A report's way back, under its title: an arrow and the words, to the screen the report was opened from. */
export function ReportBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBack fontSize="small" />
      {children}
    </Link>
  );
}
