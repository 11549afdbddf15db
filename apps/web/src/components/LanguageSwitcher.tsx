import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../i18n/languages';

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
          <ToggleButton key={language} value={language} lang={language} sx={{ textTransform: 'none' }}>
            {t(`language.${language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
