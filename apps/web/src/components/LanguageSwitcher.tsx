import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../i18n/languages';

// MUI's toggle text (action.active; primary.main when pressed, on its 8% tint) reads at 4.4:1 on the card
// screens' grey: a shade darker (lighter in the dark schemes) reaches WCAG AA's 4.5:1 with room to spare.
const toggleSx: SxProps<Theme> = {
  textTransform: 'none',
  color: 'text.secondary',
  '&.Mui-selected, &.Mui-selected:hover': {
    color: (theme) =>
      theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light,
  },
};

/** pt-BR / en toggle; the choice is remembered by the i18n language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TranslateIcon fontSize="small" color="action" aria-hidden />
      <ToggleButtonGroup
        size="small"
        color="primary"
        exclusive
        value={i18n.resolvedLanguage}
        aria-label={t('language.label')}
        // A click on the pressed button yields null; keep the current language then.
        onChange={(_event, value: unknown) => {
          if (isLanguage(value)) void i18n.changeLanguage(value);
        }}
      >
        {languages.map((language) => (
          <ToggleButton key={language} value={language} lang={language} sx={toggleSx}>
            {t(`language.${language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
