import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout, useSession } from '../../app/session';

/** A minimal /home until the application shell (layouts, navbar, toolbar) replaces it. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSession();
  const logout = useLogout();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1" color="primary" sx={{ fontWeight: 600 }}>
          {t('home.welcome', { name: user?.displayName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{t('home.intro')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button component={Link} to="/change-password" variant="outlined">
            {t('home.changePassword')}
          </Button>
          <Button variant="contained" onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('logout.action')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
