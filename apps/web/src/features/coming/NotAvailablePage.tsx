import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../../area/route';
import { CopyButton } from '../../components/CopyButton';

/**
 * A screen of spec 2 whose route, permission and menu entry exist but whose page is not built yet (the list
 * is in docs/routes.md). It says so plainly, under the screen's own name, instead of pretending.
 */
export function NotAvailablePage() {
  const { t } = useTranslation('shell');
  const { t: tm } = useTranslation('menu');
  // The home page has one name on every dead end (404, no access, not available): the menu's.
  const { t: tc } = useTranslation('common');
  const matches = useMatches();
  const key = matches.map((m) => (m.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Construction color="action" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
        {key ? tm(`screens.${key}`) : t('notAvailable.message')}
      </Typography>
      <Typography sx={{ mb: 1 }} data-not-available="">
        {t('notAvailable.message')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notAvailable.detail')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
        <Button component={Link} to="/home" variant="contained">
          {tc('backHome')}
        </Button>
        <CopyButton text={window.location.href} label={t('notAvailable.copyLink')} size="medium" />
      </Box>
    </Container>
  );
}
