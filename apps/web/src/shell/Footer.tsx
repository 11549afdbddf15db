import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The footer of every layout: copyright and the time zone every time on screen is in. */
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
      <Typography variant="body2" color="text.secondary">
        {ts('footer.copyright', { year: new Date().getFullYear(), app: t('app.title') })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ts('footer.timeZone')}
      </Typography>
    </Box>
  );
}
