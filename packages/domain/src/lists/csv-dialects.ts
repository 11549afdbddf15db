import type { Language } from '../label';

/*
 * The CSV dialects of the downloads (decisions §39). `rfc4180`: comma-separated, decimals with a dot, ISO dates,
 * what programs and an English spreadsheet read. `pt-BR`: semicolon-separated, a decimal comma, days as
 * dd/mm/yyyy (as the XLSX and the PDF show them to a pt-BR reader): what a Brazilian spreadsheet opens as
 * numbers and dates, where it reads the other dialect's amounts as text.
 */

export const CSV_DIALECTS = ['pt-BR', 'rfc4180'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

/** The dialect a reader of `language` opens as numbers: a CSV download's default. */
export function csvDialectOf(language: Language): CsvDialect {
  return language === 'pt-BR' ? 'pt-BR' : 'rfc4180';
}
