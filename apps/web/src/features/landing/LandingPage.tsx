import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ServerStatus } from './ServerStatus';

/** The first screen: what the product is and whether its server answers. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 10 } }}>
      <Stack spacing={4}>
        <Stack spacing={2}>
          <Typography variant="h3" component="h1" color="primary" sx={{ fontWeight: 600 }}>
            {t('app.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('app.tagline')}
          </Typography>
        </Stack>
        <Paper variant="outlined" component="section" aria-labelledby="server-status" sx={{ p: 3 }}>
          <Typography id="server-status" variant="subtitle1" component="h2" gutterBottom>
            {t('health.heading')}
          </Typography>
          <ServerStatus />
        </Paper>
      </Stack>
    </Container>
  );
}
