import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';

/** What a public form shows once its request is in: the news, and the way back to the sign-in. */
export function DoneCard({
  title,
  message,
  backLabel,
}: {
  title: string;
  message: string;
  backLabel: string;
}) {
  return (
    <AuthCard title={title}>
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {message}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {backLabel}
        </Button>
      </Stack>
    </AuthCard>
  );
}
