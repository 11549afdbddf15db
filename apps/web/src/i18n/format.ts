import type { Language } from './languages';

/**
 * Money, decimals and written-out days as each language writes them (components/format.ts has the short
 * dates, times and counts of lists). Money arrives as a decimal string and is formatted as such: Intl reads
 * the string exactly, so no amount ever passes through a binary float. pt-BR "R$ 1.234,56", en "BRL 1,234.56".
 */
export const TIME_ZONE = 'America/Sao_Paulo';

const locales: Record<Language, string> = { 'pt-BR': 'pt-BR', en: 'en-US' };
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function localeOf(language: string): string {
  return locales[language as Language] ?? locales['pt-BR'];
}

export function formatNumber(value: number | string, language: string, fractionDigits?: number): string {
  const locale = localeOf(language);
  const format = cached(
    `n:${locale}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        ...(fractionDigits === undefined
          ? {}
          : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
      }),
  );
  return format.format(value as Intl.StringNumericLiteral);
}

export function formatMoney(amount: string, currency: string, language: string): string {
  const locale = localeOf(language);
  const format = cached(
    `m:${locale}:${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // The Brazilian reader expects "R$"; the English one the ISO code, which cannot be mistaken for US$.
        currencyDisplay: language === 'pt-BR' ? 'symbol' : 'code',
      }),
  );
  // Intl separates code/symbol and amount with a no-break space: kept, so "R$" never ends a line alone.
  return format.format(amount as Intl.StringNumericLiteral);
}

/** A day written out (home page, side panel): "segunda-feira, 4 de maio de 2026" / "Monday, May 4, 2026". */
export function formatLongDate(date: Date, language: string): string {
  const locale = localeOf(language);
  return cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: TIME_ZONE }),
  ).format(date);
}
