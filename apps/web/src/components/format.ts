import { useMemo } from 'react';
import { formatTaxId, memoizeFormatter, parseTaxId } from '@fxbo/domain';
import { useTranslation } from 'react-i18next';

// Dates, times and counts as the UI language writes them (Intl), times in São Paulo (architecture.md).

export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

const dateTimeFormat = memoizeFormatter(
  (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);

/**
 * A calendar day (`yyyy-MM-dd`, e.g. a birth date) as the language writes it: 17/05/1990 in Portuguese,
 * 05/17/1990 in English. It is a day, not an instant, so no time zone may shift it. Anything that is not
 * such a day is shown as it came.
 */
export function formatDate(isoDate: string | null | undefined, language: string): string {
  if (!isoDate) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const instant = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateTimeFormat(language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** An instant (ISO 8601) as date and time in São Paulo: 05/03/2026 14:07 (pt), 03/05/2026, 2:07 PM (en). */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return dateTimeFormat(language, {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

export function formatCount(n: number, language: string): string {
  return new Intl.NumberFormat(language).format(n);
}

/** A CPF or CNPJ with its mask (529.982.247-25, 12.ABC.345/01DE-35); anything else as it came. */
export function formatTaxIdText(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parseTaxId(value);
  return parsed ? formatTaxId(parsed) : value;
}

/** The formatters bound to the UI language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value: string | null | undefined) => formatDate(value, language),
      dateTime: (value: string | null | undefined) => formatDateTime(value, language),
      count: (n: number) => formatCount(n, language),
      taxId: formatTaxIdText,
    }),
    [language],
  );
}
