import { isBusinessDay as domainIsBusinessDay } from './domain.js';

/*
 * Dates for the demo data. Everything is placed relative to one fixed instant, so reruns are identical:
 * REFERENCE_NOW, a Thursday afternoon after the 15:00 cut-off (the next day, 20 November, is the national
 * Black Consciousness holiday, so remittances arriving now are paid on Monday the 23rd).
 *
 * Days are counted as "epoch days" in Brasília time (UTC-3, no daylight saving since 2019); instants as Unix
 * seconds. Timestamps are written with an explicit -03 offset.
 */

const OFFSET = 3 * 3600;
const DAY = 86400;

/** 2026-11-19 16:30 in São Paulo. */
export const REFERENCE_NOW = Date.UTC(2026, 10, 19, 16 + 3, 30) / 1000;
export const REFERENCE_DAY = Math.floor((REFERENCE_NOW - OFFSET) / DAY);
/** History covered by the demo data: two years of operations up to the reference day. */
export const HISTORY_DAYS = 730;
export const FIRST_DAY = REFERENCE_DAY - HISTORY_DAYS + 1;

// The calendar table covers some time before (clients created earlier) and after (scheduled payments, open
// contracts, bills due) the history window.
const CAL_START = FIRST_DAY - 800;
const CAL_END = REFERENCE_DAY + 800;

const dayStrings: string[] = [];
const business = new Uint8Array(CAL_END - CAL_START + 1);
for (let d = CAL_START; d <= CAL_END; d++) {
  const s = new Date(d * DAY * 1000).toISOString().slice(0, 10);
  dayStrings.push(s);
  business[d - CAL_START] = domainIsBusinessDay(s) ? 1 : 0;
}

const farDays = new Map<number, string>();

/** 'yyyy-MM-dd' of an epoch day. */
export function dayStr(day: number): string {
  const s = dayStrings[day - CAL_START];
  if (s !== undefined) return s;
  let far = farDays.get(day);
  if (far === undefined) {
    far = new Date(day * DAY * 1000).toISOString().slice(0, 10);
    farDays.set(day, far);
  }
  return far;
}

const farBusiness = new Map<number, boolean>();

export function isBusinessDay(day: number): boolean {
  const known = business[day - CAL_START];
  if (known !== undefined) return known === 1;
  let far = farBusiness.get(day);
  if (far === undefined) {
    far = domainIsBusinessDay(dayStr(day));
    farBusiness.set(day, far);
  }
  return far;
}

/** The day itself when it is a business day, otherwise the next business day. */
export function businessDayOnOrAfter(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d++;
  return d;
}

export function businessDayOnOrBefore(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d--;
  return d;
}

/** `n` business days after `day` (n ≥ 0; 0 gives the day itself if it is a business day, else the next). */
export function addBusinessDays(day: number, n: number): number {
  let d = businessDayOnOrAfter(day);
  for (let i = 0; i < n; i++) d = businessDayOnOrAfter(d + 1);
  return d;
}

/** Day of the week, 0 = Sunday. */
export function weekday(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}

/** First day of the month of `day`, as an epoch day. */
export function monthStart(day: number): number {
  const dt = new Date(day * DAY * 1000);
  return Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth(), 1) / 1000 / DAY;
}

export function addMonths(day: number, months: number): number {
  const dt = new Date(day * DAY * 1000);
  return Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth() + months, dt.getUTCDate()) / 1000 / DAY;
}

export function yearOf(day: number): number {
  return new Date(day * DAY * 1000).getUTCFullYear();
}

/** Epoch day of a 'yyyy-MM-dd'. */
export function dayOf(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / 1000 / DAY;
}

const HMS: string[] = [];
for (let s = 0; s < DAY; s++) {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  HMS.push(`${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}:${sec < 10 ? '0' : ''}${sec}`);
}

/** The instant at `secondOfDay` (local time) of `day`. */
export function at(day: number, secondOfDay: number): number {
  return day * DAY + secondOfDay + OFFSET;
}

/** Local epoch day of an instant. */
export function dayOfInstant(instant: number): number {
  return Math.floor((instant - OFFSET) / DAY);
}

/** Local second of the day of an instant. */
export function secondOfDay(instant: number): number {
  return (((instant - OFFSET) % DAY) + DAY) % DAY;
}

/** timestamptz text of an instant, e.g. '2026-11-19 16:30:00-03'. */
export function ts(instant: number): string {
  const local = Math.floor(instant) - OFFSET;
  const day = Math.floor(local / DAY);
  return `${dayStr(day)} ${HMS[local - day * DAY] as string}-03`;
}

export const HOUR = 3600;
export const MINUTE = 60;
export { DAY };
