import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';

interface NoticeCardProps {
  title: string;
  /** success: a request is in (announced politely); warning: it cannot go on (announced at once). */
  severity?: 'success' | 'warning';
  message: string;
  /** The one way on: by default back to the sign-in. */
  to?: string;
  linkLabel: string;
}

/** What a public form shows in place of itself: the news, and the one way on. */
export function NoticeCard({
  title,
  severity = 'success',
  message,
  to = '/login',
  linkLabel,
}: NoticeCardProps) {
  return (
    <AuthCard title={title}>
      <Stack spacing={3}>
        <Alert severity={severity} role={severity === 'success' ? 'status' : 'alert'}>
          {message}
        </Alert>
        <Button component={RouterLink} to={to} variant="contained" fullWidth>
          {linkLabel}
        </Button>
      </Stack>
    </AuthCard>
  );
}
