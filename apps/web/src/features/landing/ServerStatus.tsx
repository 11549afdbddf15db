import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useHealth } from './api';

/** The answer of GET /api/health, announced politely to screen readers as it changes. */
export function ServerStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  if (health.isPending) {
    return (
      <Alert role="status" severity="info" icon={<CircularProgress size={20} aria-hidden />}>
        {t('health.checking')}
      </Alert>
    );
  }
  if (health.isError) {
    return (
      <Alert
        role="status"
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void health.refetch()}
            loading={health.isFetching}
          >
            {t('health.retry')}
          </Button>
        }
      >
        {t('health.down')}
      </Alert>
    );
  }
  return (
    <Alert role="status" severity="success">
      {t('health.ok')}
    </Alert>
  );
}
