import { isBusinessDay as domainIsBusinessDay } from './domain.js';

/*
 * Dates for the demo data. Everything is placed relative to one instant, REFERENCE_NOW, derived from the
 * anchor day only, so a given seed and anchor give identical rows: the anchor is the day the demo is loaded
 * ("today", by default today in São Paulo), and the data runs to the afternoon before it, 16:30 of the
 * previous day (after the 15:00 cut-off). So the demo is of today: orders registered yesterday wait for their
 * credit, remittances arriving after yesterday's cut-off are paid today or the next business day, bills fall
 * due in the coming days. The historical anchor, 2026-11-20, gives the data of earlier versions (Thursday
 * 2026-11-19 16:30; the next day is the national Black Consciousness holiday, so remittances arriving then are
 * paid on Monday the 23rd); tests that name fixed demo records pass it.
 *
 * `anchorDemo` sets these values for the whole process (runSeed calls it first; seeds run one at a time per
 * process): they are live bindings, read by every stage when it runs, never captured at load.
 *
 * Days are counted as "epoch days" in Brasília time (UTC-3, no daylight saving since 2019); instants as Unix
 * seconds. Timestamps are written with an explicit -03 offset.
 */

const OFFSET = 3 * 3600;
const DAY = 86400;

/** The anchor that reproduces the demo data of earlier versions (REFERENCE_NOW 2026-11-19 16:30). */
export const HISTORICAL_ANCHOR = '2026-11-20';
/** History covered by the demo data: two years of operations up to the reference day. */
export const HISTORY_DAYS = 730;

/** The afternoon before the anchor day, 16:30 in São Paulo (Unix seconds). */
export let REFERENCE_NOW = 0;
export let REFERENCE_DAY = 0;
export let FIRST_DAY = 0;

// The calendar table covers some time before (clients created earlier) and after (scheduled payments, open
// contracts, bills due) the history window.
let CAL_START = 0;
let dayStrings: string[] = [];
let business = new Uint8Array(0);

/** 'yyyy-MM-dd' as an anchor day: a real calendar date, e.g. '2026-11-30'. */
export function isAnchorDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text;
}

/** Places the demo data relative to `anchor` ('yyyy-MM-dd', the day the demo is loaded). */
export function anchorDemo(anchor: string): void {
  if (!isAnchorDay(anchor))
    throw new RangeError(`anchor must be a date yyyy-MM-dd: ${JSON.stringify(anchor)}`);
  const reference = Date.parse(`${anchor}T00:00:00Z`) / 1000 / DAY - 1;
  if (REFERENCE_DAY === reference) return;
  REFERENCE_DAY = reference;
  REFERENCE_NOW = reference * DAY + OFFSET + 16 * 3600 + 30 * 60;
  FIRST_DAY = REFERENCE_DAY - HISTORY_DAYS + 1;
  CAL_START = FIRST_DAY - 800;
  const end = REFERENCE_DAY + 800;
  dayStrings = [];
  business = new Uint8Array(end - CAL_START + 1);
  for (let d = CAL_START; d <= end; d++) {
    const s = new Date(d * DAY * 1000).toISOString().slice(0, 10);
    dayStrings.push(s);
    business[d - CAL_START] = domainIsBusinessDay(s) ? 1 : 0;
  }
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

anchorDemo(HISTORICAL_ANCHOR);

export const HOUR = 3600;
export const MINUTE = 60;
export { DAY };
