import type { Language } from '@fxbo/domain';
import { useMemo } from 'react';
import { FIELD_MESSAGES, memoizeFormatter } from '@fxbo/domain';
import { useTranslation } from 'react-i18next';

// Amounts, rates, and the domain's field messages and label sets in the UI language: shared by every screen
// that shows money (remittances, balance), so no feature reaches into another for them.

const numberFormat = memoizeFormatter(
  (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);

/**
 * A decimal string in `currency` as the language writes it: R$ 1.234,56 in Portuguese, BRL 1,234.56 in
 * English (the ISO code, as the spec shows). Intl's non-breaking spaces become plain ones.
 */
export function formatMoney(value: string | null | undefined, currency: string, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  const pt = language.startsWith('pt');
  return numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: pt ? 'symbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(n)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A rate with its 8 stored places, whatever its value (5,12345678 / 0,03512345): one precision per column, as
 * the receipt PDF and the exports write it, so the digits line up and no rate looks rounded next to another.
 * The decimal string goes to Intl as it is (exact; rates have at most 8 places, so nothing is rounded).
 */
export function formatRate(value: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return numberFormat(language, { minimumFractionDigits: 8, maximumFractionDigits: 8 }).format(
    value as `${number}`,
  );
}

/** A validation code of the domain (FIELD_MESSAGES) in the UI language; the given text otherwise. */
export function fieldMessage(code: string, fallback: string | undefined, language: string): string {
  const known = (FIELD_MESSAGES as Record<string, { en: string; 'pt-BR': string }>)[code];
  if (!known) return fallback ?? code;
  return language.startsWith('pt') ? known['pt-BR'] : known.en;
}

/** Domain label sets (`{ 'pt-BR', en }` per value) in the UI language. */
export function pickLabel(
  labels: Readonly<Record<string, { 'pt-BR': string; en: string }>>,
  value: string | null | undefined,
  language: string,
): string {
  if (!value) return '—';
  const label = labels[value];
  if (!label) return value;
  return language.startsWith('pt') ? label['pt-BR'] : label.en;
}

/** The screen's language as the domain's labels know it (i18next may report a region or a fallback). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'pt-BR';
}

export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      language,
      money: (value: string | null | undefined, currency: string) => formatMoney(value, currency, language),
      rate: (value: string | null | undefined) => formatRate(value, language),
      field: (code: string, fallback?: string) => fieldMessage(code, fallback, language),
      label: (
        labels: Readonly<Record<string, { 'pt-BR': string; en: string }>>,
        value: string | null | undefined,
      ) => pickLabel(labels, value, language),
    }),
    [language],
  );
}
