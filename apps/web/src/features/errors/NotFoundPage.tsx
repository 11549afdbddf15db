import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Where every unknown path ends up (routes.tsx redirects `*` here). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="textSecondary" aria-hidden sx={{ fontWeight: 500 }}>
        {t('notFound.code')}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 4 }}>
        {t('notFound.message')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('backHome')}
      </Button>
    </Container>
  );
}
