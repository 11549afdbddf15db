import { useTranslation } from 'react-i18next';
import { chars } from './dataTableStyles';

/**
 * The width of a date-and-time column (components/format's `dateTime`): "05/05/2026, 16:00" in Portuguese,
 * "05/05/2026, 12:00 PM" in English, measured in Debian's DejaVu Sans (the widest of the usual fonts), with
 * the eight pixels more that a first column's padding takes.
 */
export function useDateTimeWidth(): string {
  const { i18n } = useTranslation();
  return chars((i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 19.5 : 16.5);
}

/** A calendar date ("05/05/2026", or a bold "pagamento" in its header) and a formatted CPF ("123.456.789-09"). */
export const DATE_WIDTH = chars(10.25);
export const CPF_WIDTH = chars(14);

/** A currency code column: "USD" is short, but its header ("Currency", "Moeda") must not be cut. */
export const CURRENCY_WIDTH = chars(9);
