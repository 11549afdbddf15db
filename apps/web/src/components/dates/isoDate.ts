import { isCalendarDate } from '@fxbo/domain';

/**
 * What a date field gives its form while the typed text is not a day (incomplete, 31/02, before 1900):
 * not empty, so the field is not silently dropped from a search, and not `yyyy-MM-dd`, so every date
 * schema rejects it and the form is not submitted.
 */
export const INVALID_DATE = 'invalid-date';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The picker's day as the form's `yyyy-MM-dd` (the wire format): '' when empty, INVALID_DATE when not a day. */
export function toIsoDate(date: Date | null, valid: boolean): string {
  if (date === null) return '';
  if (!valid || Number.isNaN(date.getTime())) return INVALID_DATE;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The form's value as the picker's day (local midnight): null when empty, an invalid Date when not a day. */
export function fromIsoDate(value: string): Date | null {
  if (value === '') return null;
  if (!isCalendarDate(value)) return new Date(Number.NaN);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // new Date() maps years 0–99 to 1900–1999
  return date;
}

/** True when a date field's form value is filled in but is not a day (the field shows why). */
export const isInvalidDateText = (value: string): boolean => value !== '' && !isCalendarDate(value);
