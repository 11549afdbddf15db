import { useTranslation } from 'react-i18next';
import { chars } from './dataTableStyles';

/**
 * The width of a date-and-time column (components/format's `dateTime`): "05/05/2026, 16:00" in Portuguese,
 * "05/05/2026, 12:00 PM" in English.
 */
export function useDateTimeWidth(): string {
  const { i18n } = useTranslation();
  return chars((i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 20 : 16.5);
}

/** A calendar date ("05/05/2026") and a formatted CPF ("123.456.789-09"), the same in both languages. */
export const DATE_WIDTH = chars(10);
export const CPF_WIDTH = chars(14);
