/*
 * Stored codes written for a reader: a country code as its name in the reader's language, a stored phone
 * number grouped as people write it. Shared by the web and the PDFs so both say the same.
 */

const regionNames = new Map<string, Intl.DisplayNames>();

/** `GB` → "Reino Unido" (pt-BR) / "United Kingdom" (en), from Intl; a code Intl does not know stays as is. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '';
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/**
 * A stored phone (`+` and 8–15 digits, the `phone_number` domain) as people write it. Brazilian numbers (+55,
 * area code, 8 or 9 digits) read `+55 (11) 98765-4321`; other countries keep the stored digits behind their
 * `+`, since grouping them needs each country's numbering plan (a library we do not carry for a rare case).
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const br = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(stored);
  return br ? `+55 (${br[1]}) ${br[2]}-${br[3]}` : stored;
}
