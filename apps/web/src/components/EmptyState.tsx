import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to the spec's empty-grid message, 'Oops! Your search did not match any results.' */
  message?: ReactNode;
  /** A hint or an action under the message (e.g. "clear the filters"). */
  children?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when nothing matches (spec 2 and 8: every grid's empty result). */
export function EmptyState({ message, children, icon }: EmptyStateProps) {
  const { t } = useTranslation('components');
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ mb: 1, '& svg': { fontSize: 48 } }}>
        {icon ?? <SearchOff color="disabled" />}
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
        {message ?? t('empty.noResults')}
      </Typography>
      {children ? <Box sx={{ mt: 1 }}>{children}</Box> : null}
    </Box>
  );
}
