import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A signed-in user opened a screen that needs a permission they do not hold (the route guard refused). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <LockOutlined color="action" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('noAccess.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('noAccess.message')}
      </Typography>
      <Button component={Link} to="/home" variant="contained">
        {t('backHome')}
      </Button>
    </Container>
  );
}
