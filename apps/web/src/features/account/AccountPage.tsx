import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session';
import { AuthenticatorSection } from './AuthenticatorSection';
import { LanguageSection } from './LanguageSection';
import { SessionsSection } from './SessionsSection';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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
            <Typography color="text.secondary">
              {t('signedInAs', { name: user.name, email: user.email })}
            </Typography>
          ) : null}
        </Stack>
        <Section id="account-sessions" title={t('sessions.title')}>
          <SessionsSection />
        </Section>
        <Section id="account-totp" title={t('totp.title')}>
          <AuthenticatorSection />
        </Section>
        <Section id="account-language" title={t('language.title')}>
          <LanguageSection />
        </Section>
        <Section id="account-password" title={t('password.title')}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {t('password.help')}
            </Typography>
            <Button component={RouterLink} to="/change-password" variant="outlined">
              {t('password.change')}
            </Button>
          </Stack>
        </Section>
      </Stack>
    </Container>
  );
}
