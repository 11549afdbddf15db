/*
 * Figures of the receiving flow that the shared formatters do not write: a percentage (spread, IOF) and a
 * file's size, in the UI language.
 */

/** A percentage kept as a decimal string ("0.38", "1.2500") as the language writes it: 0,38 % / 0.38 %. */
export function formatPercent(value: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${number.format(value as `${number}`)} %`;
}

/** A file's size for a person: 12 KB (at least 1), or 2.5 MB from one megabyte up. */
export function formatFileSize(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number.format(bytes / (1024 * 1024))} MB`;
  return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
