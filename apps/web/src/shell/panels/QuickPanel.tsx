import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../i18n/format';
import { MenuItemIcon } from '../../area/menuIcons';
import { useShortcuts } from '../../area/useMenu';

/**
 * The optional side panel (settings: left or right side panel): today's date in São Paulo and the user's
 * shortcuts, always at hand on wide screens.
 */
export function QuickPanel({ side }: { side: 'left' | 'right' }) {
  const { t, i18n } = useTranslation('shell');
  const shortcuts = useShortcuts();
  return (
    <Box
      component="aside"
      aria-label={t(side === 'left' ? 'quickPanel.leftLabel' : 'quickPanel.rightLabel')}
      sx={{
        display: { xs: 'none', lg: 'block' },
        width: 240,
        flexShrink: 0,
        p: 2,
        bgcolor: 'background.paper',
        borderInlineStart: side === 'right' ? 1 : 0,
        borderInlineEnd: side === 'left' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Typography variant="overline" component="h2" color="textSecondary" sx={{ fontWeight: 700 }}>
        {t('quickPanel.today')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {formatLongDate(new Date(), i18n.resolvedLanguage ?? 'pt-BR')}
      </Typography>
      <Typography variant="overline" component="h2" color="textSecondary" sx={{ fontWeight: 700 }}>
        {t('shortcuts.title')}
      </Typography>
      {shortcuts.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('shortcuts.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {shortcuts.map((entry) => (
            <ListItem key={entry.item.id} disablePadding>
              <ListItemButton component={Link} to={entry.url} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <MenuItemIcon icon={entry.item.icon} />
                </ListItemIcon>
                <ListItemText primary={entry.title} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
