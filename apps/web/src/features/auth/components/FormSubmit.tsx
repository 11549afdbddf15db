import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/forms/ErrorAlert';

/** The end of the sign-in screens' forms: a warning and the form's error when there are any, then submit. */
export function FormSubmit({
  warning,
  formError,
  submitting,
  label,
}: {
  warning?: ReactNode;
  formError: ReactNode;
  submitting: boolean;
  label: ReactNode;
}) {
  return (
    <>
      {warning ? (
        <Alert severity="warning" role="alert">
          {warning}
        </Alert>
      ) : null}
      <ErrorAlert message={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {label}
      </Button>
    </>
  );
}
