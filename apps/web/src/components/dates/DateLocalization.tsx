import { useMemo, type ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enUSTexts, ptBR as ptBRTexts } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '../../i18n/languages';

// date-fns's locale sets the typed format (its 'P': dd/MM/yyyy in pt-BR, MM/dd/yyyy in en-US, as the
// lists show dates); MUI's texts name the calendar's buttons and views.
const locales: Record<Language, { dates: typeof ptBR; texts: typeof ptBRTexts }> = {
  'pt-BR': { dates: ptBR, texts: ptBRTexts },
  en: { dates: enUS, texts: enUSTexts },
};

/** Date pickers in the app's language (not the browser's): format, placeholders and calendar texts. */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('components');
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const { dates, texts } = locales[language];
  const localeText = useMemo(
    () => ({
      ...texts.components.MuiLocalizationProvider.defaultProps.localeText,
      // The placeholders the issue asks for ("dd/mm/aaaa"), from our catalogue.
      fieldDayPlaceholder: () => t('dates.placeholder.day'),
      fieldMonthPlaceholder: () => t('dates.placeholder.month'),
      fieldYearPlaceholder: () => t('dates.placeholder.year'),
    }),
    [texts, t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dates} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
