import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Last resort for a screen that throws while loading or rendering — typically a lazy chunk that no
 * longer exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
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
