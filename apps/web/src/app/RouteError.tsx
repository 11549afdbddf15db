import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoAccessPage } from '../features/errors/NoAccessPage';

/**
 * A route guard's refusal (403: the no-access page), or the last resort for a screen that throws while loading
 * or rendering — typically a lazy chunk that no longer exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const { t } = useTranslation();
  useEffect(() => {
    if (!forbidden) console.error(error);
  }, [error, forbidden]);
  if (forbidden) return <NoAccessPage />;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        }
      >
        {t('error.message')}
      </Alert>
    </Container>
  );
}
