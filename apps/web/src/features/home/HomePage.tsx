import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HomeSummary } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from '../../area/menu';
import { useSession } from '../../session/session';
import { formatCount } from '../../components/format';
import { formatLongDate } from '../../i18n/format';
import { MenuItemIcon } from '../../area/menuIcons';
import { flattenMenu } from '../../area/menuModel';
import { useMenu, useShortcuts } from '../../area/useMenu';
import { FIGURE_AREA, homeSummaryQuery } from './api';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/**
 * The landing page: a greeting, the user's shortcuts, and a card per area of the menu the user may open,
 * with the area's figures from GET /api/home/summary (counted within the user's clients) and its screens.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const user = useSession();
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  return (
    <Stack spacing={5}>
      <Box>
        <Typography variant="overline" color="textSecondary" component="p">
          {formatLongDate(new Date(), language)}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('welcome', { name: user?.displayName ?? '' })}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('intro')}
        </Typography>
      </Box>
      <Shortcuts />
      <Areas />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Shortcuts() {
  const { t } = useTranslation('home');
  const shortcuts = useShortcuts();
  return (
    <Section title={t('shortcuts.title')}>
      {shortcuts.length === 0 ? (
        <Typography color="textSecondary">{t('shortcuts.none')}</Typography>
      ) : (
        <Box component="ul" sx={grid}>
          {shortcuts.map((entry) => (
            <li key={entry.item.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={entry.url}
                  sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2, height: '100%' }}
                >
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>
                    <MenuItemIcon icon={entry.item.icon} fontSize="medium" />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{entry.title}</Typography>
                    {entry.trail.length > 0 && (
                      <Typography variant="body2" color="textSecondary">
                        {entry.trail.join(' › ')}
                      </Typography>
                    )}
                  </Box>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

function Areas() {
  const { t } = useTranslation('home');
  const { items } = useMenu();
  const summary = useQuery(homeSummaryQuery);
  const areas = items.filter((item) => item.id !== 'home');
  return (
    <Section title={t('areas.title')}>
      {areas.length === 0 ? (
        <Alert severity="info">
          <AlertTitle>{t('areas.attention')}</AlertTitle>
          {t('areas.none')} {t('areas.contactManager')}
        </Alert>
      ) : (
        <>
          {summary.isError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('areas.figuresFailed')}
            </Alert>
          )}
          <Box component="ul" sx={grid}>
            {areas.map((area) => (
              <li key={area.id}>
                <AreaCard area={area} summary={summary.data} loading={summary.isPending} />
              </li>
            ))}
          </Box>
        </>
      )}
    </Section>
  );
}

function AreaCard({ area, summary, loading }: { area: MenuItem; summary?: HomeSummary; loading: boolean }) {
  const { t, i18n } = useTranslation('home');
  const { title } = useMenu();
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const headingId = useId();
  const figures = summary?.items.filter((item) => FIGURE_AREA[item.key] === area.id) ?? [];
  const screens = area.url
    ? [{ item: area, url: area.url, title: title(area), trail: [] }]
    : flattenMenu(area.children ?? [], title);
  const expectsFigures = Object.values(FIGURE_AREA).includes(area.id);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <MenuItemIcon icon={area.icon} />
        </Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title(area)}
        </Typography>
      </Box>
      {loading && expectsFigures ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        figures.map((figure) => (
          <Link
            key={figure.key}
            component={RouterLink}
            to={figure.url}
            underline="hover"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}
          >
            <Typography
              component="span"
              variant="h4"
              color="primary"
              sx={{ fontWeight: 700 }}
              data-figure={figure.key}
            >
              {formatCount(figure.count, language)}
            </Typography>
            <Typography component="span" variant="body2">
              {t(`figures.${figure.key}`)}
            </Typography>
          </Link>
        ))
      )}
      <Box
        component="ul"
        aria-label={t('areas.screens', { area: title(area) })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, mt: 'auto', listStyle: 'none' }}
      >
        {screens.map((entry) => (
          <Box component="li" key={entry.item.id} sx={{ maxWidth: '100%' }}>
            <Chip
              component={RouterLink}
              to={entry.url}
              clickable
              variant="outlined"
              size="small"
              label={entry.trail.length > 0 ? `${entry.trail.join(' › ')} › ${entry.title}` : entry.title}
              icon={<ArrowForward fontSize="small" />}
              sx={{ maxWidth: '100%' }}
            />
          </Box>
        ))}
      </Box>
    </Card>
  );
}
