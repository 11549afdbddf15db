import type { Locale } from './locale.js';

type Catalogue = Record<string, Record<Locale, string>>;
const catalogues: Catalogue[] = [];

/**
 * Schemas in @fxbo/domain use stable message keys (e.g. 'password.too_short') as zod messages;
 * the server answers in the caller's language through the catalogues registered here.
 */
export function registerIssueMessages(catalogue: Catalogue): void {
  catalogues.push(catalogue);
}

export function translateIssueMessage(key: string, locale: Locale): string | undefined {
  for (const c of catalogues) {
    const entry = c[key];
    if (entry) return entry[locale];
  }
  return undefined;
}
