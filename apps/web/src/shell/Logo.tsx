import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product mark: two arrows trading places, in the scheme's primary colour. */
function Mark({ size }: { size: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <Box
        component="path"
        d="M9 12h12l-3.5-3.5M23 20H11l3.5 3.5"
        fill="none"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        sx={{ stroke: (theme) => theme.palette.primary.contrastText }}
      />
    </Box>
  );
}

/** Mark and name, linking to the landing page; `compact` shows only the mark (folded navbar, phones). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  return (
    <Box
      component={Link}
      to="/home"
      aria-label={ts('logo.home', { app: t('app.title') })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        minWidth: 0,
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Mark size={32} />
      {!compact && (
        <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '1.05rem', letterSpacing: 0.2 }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
