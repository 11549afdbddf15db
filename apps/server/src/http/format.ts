import { countryName } from '@fxbo/domain';
import type { Locale } from './locale.js';

/*
 * Dates for people, in documents the server writes (PDF): instants in São Paulo time, calendar days as they
 * are. pt-BR `13/05/2026 14:05`, English `05/13/2026 02:05 PM`.
 */

export const SAO_PAULO = 'America/Sao_Paulo';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'pt-BR', options);
    cache.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** An instant as date and time in São Paulo. */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return formatter(locale, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: SAO_PAULO })
    .format(date)
    .replace(',', '');
}

/** A calendar day (`yyyy-MM-dd`) in the locale's order; no time zone applies to it. */
export function formatDay(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatter(locale, { ...DAY, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The country's name in the locale with its code (`US` → "Estados Unidos (US)"), or the code when unknown. */
export function countryText(code: string, locale: Locale): string {
  const name = countryName(code, locale);
  return name === code ? code : `${name} (${code})`;
}
