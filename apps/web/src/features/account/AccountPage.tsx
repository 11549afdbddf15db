import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../session/session';
import { AuthenticatorSection } from './AuthenticatorSection';
import { LanguageSection } from './LanguageSection';
import { SessionsSection } from './SessionsSection';
import { DetailSection } from '../../components/DetailSection';

/** /account: my sessions, the authenticator app and my language. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const user = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          {user ? (
            <Typography color="textSecondary">
              {t('signedInAs', { name: user.name, email: user.email })}
            </Typography>
          ) : null}
        </Stack>
        <DetailSection id="account-sessions" title={t('sessions.title')}>
          <SessionsSection />
        </DetailSection>
        <DetailSection id="account-totp" title={t('totp.title')}>
          <AuthenticatorSection />
        </DetailSection>
        <DetailSection id="account-language" title={t('language.title')}>
          <LanguageSection />
        </DetailSection>
        <DetailSection id="account-password" title={t('password.title')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="textSecondary">
              {t('password.help')}
            </Typography>
            <Button component={RouterLink} to="/change-password" variant="outlined">
              {t('password.change')}
            </Button>
          </Stack>
        </DetailSection>
      </Stack>
    </Container>
  );
}
