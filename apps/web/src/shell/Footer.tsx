import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../components/LegalLinks';

/** The footer of every layout: copyright, licences, and the time zone every time on screen is in. */
export function Footer() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        minHeight: 48,
        px: { xs: 2, sm: 3 },
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {ts('footer.copyright', { year: new Date().getFullYear(), app: t('app.title') })}
        </Typography>
        <LegalLinks />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {ts('footer.timeZone')}
      </Typography>
    </Box>
  );
}
