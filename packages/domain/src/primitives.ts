// Primitives every area reads (the wire's ids, calendar days, phone numbers), below the lists and the areas'
// contracts. Plain functions only: the web's entry may import them, so nothing here builds a schema at load
// (the zod schemas over them are in schemas.ts).

/** A bigint row's id as it travels (a string of 1 to 18 digits, no leading zero). */
export const NUMERIC_ID_PATTERN = /^[1-9]\d{0,17}$/;

export const isNumericId = (value: string): boolean => NUMERIC_ID_PATTERN.test(value);

/** `yyyy-MM-dd` of a real calendar day (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1000;
}

/** Today in São Paulo as `yyyy-MM-dd` (ages and birthdays turn at local midnight). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A phone number: a Brazilian number with area code (10 or 11 digits, masked or not) becomes +55…; a number
 * written with + keeps its country code. The output is `+` and 10 to 15 digits.
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : null;
  return digits.length === 10 || digits.length === 11 ? `+55${digits}` : null;
}
