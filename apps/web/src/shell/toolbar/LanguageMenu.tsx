import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notifications';
import { isLanguage, languages, type Language } from '../../i18n/languages';
import { useSavePreferences } from '../preferences';

const short: Record<Language, string> = { 'pt-BR': 'PT', en: 'EN' };

/** Português (default) or English; the choice is kept with the user's profile (and in this browser). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const save = useSavePreferences();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'pt-BR';

  const choose = async (language: Language) => {
    setAnchor(null);
    if (language === current) return;
    await i18n.changeLanguage(language);
    try {
      await save({ locale: language });
    } catch {
      notify(ts('settings.saveFailed'), { severity: 'error' });
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate aria-hidden />}
        // The visible code is part of the name (WCAG 2.5.3: "PT" works for voice control too).
        aria-label={`${t('language.label')}: ${t(`language.${current}`)} – ${short[current]}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {short[current]}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => void choose(language)}
          >
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
