import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '../http/fetchJson';
import { apiErrorText, type ErrorTexts } from './apiErrorText';

export interface DetailLoadErrorProps {
  /** The page's way back to its list. */
  back: ReactNode;
  title: string;
  error: unknown;
  /** Said when the record does not exist (or its id is not one). */
  notFound: string;
  errors: ErrorTexts;
  /** A button to load again, where the page offers one (not for a missing record). */
  retry?: { label: string; onClick: () => void };
}

/** A detail page whose record did not load: its way back, its title, and why (missing, or the load failed). */
export function DetailLoadError({ back, title, error, notFound, errors, retry }: DetailLoadErrorProps) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={2}>
        {back}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Alert
          severity={missing ? 'warning' : 'error'}
          role="alert"
          action={
            missing || !retry ? undefined : (
              <Button color="inherit" size="small" onClick={retry.onClick}>
                {retry.label}
              </Button>
            )
          }
        >
          {missing ? notFound : apiErrorText(error, errors)}
        </Alert>
      </Stack>
    </Container>
  );
}
