import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schemeNames, schemeSwatch, type SchemeName } from '../theme';
import { useShellSettings } from '../settings/SettingsProvider';
import { SidePanel } from './SettingsPanel';

/** The colour schemes as cards; choosing one colours every area (the settings panel sets them one by one). */
export function SchemePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { settings, change } = useShellSettings();
  const choose = (name: SchemeName) =>
    change({ theme: { main: name, navbar: name, toolbar: name, footer: name } });
  return (
    <SidePanel open={open} onClose={onClose} title={t('schemes.title')}>
      <Box component="ul" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {schemeNames.map((name) => {
          const swatch = schemeSwatch(name);
          const chosen = settings.theme.main === name;
          return (
            <li key={name}>
              <ButtonBase
                aria-pressed={chosen}
                onClick={() => choose(name)}
                sx={{
                  width: '100%',
                  display: 'block',
                  textAlign: 'start',
                  borderRadius: 2,
                  border: 2,
                  borderColor: chosen ? 'primary.main' : 'divider',
                  overflow: 'hidden',
                }}
              >
                <Box sx={{ display: 'flex', height: 64 }} aria-hidden>
                  <Box sx={{ width: 56, bgcolor: swatch.paper }} />
                  <Box sx={{ flex: 1, bgcolor: swatch.background, p: 1.25 }}>
                    <Box sx={{ height: 12, width: '60%', borderRadius: 1, bgcolor: swatch.primary, mb: 1 }} />
                    <Box sx={{ height: 8, width: '85%', borderRadius: 1, bgcolor: swatch.paper }} />
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
                  <Typography variant="body2" sx={{ flex: 1, fontWeight: chosen ? 700 : 500 }}>
                    {t(`schemes.${name}`)}
                  </Typography>
                  {chosen && <Check fontSize="small" color="primary" aria-hidden />}
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </SidePanel>
  );
}
