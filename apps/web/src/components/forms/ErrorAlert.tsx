import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A form's own error (one that belongs to no field), announced to screen readers; nothing while there is none. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
