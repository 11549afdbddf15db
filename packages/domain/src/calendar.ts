import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Holidays from 'date-holidays';

/** Brazil has had no daylight saving time since 2019: São Paulo is UTC−03:00 all year. */
export const TIME_ZONE = 'America/Sao_Paulo';
/** Spec: operations on business days until 15:00 are paid the same business day, otherwise the next. */
export const CUTOFF_HOUR = 15;

/** A calendar day as `yyyy-MM-dd`, meant in São Paulo. */
export type IsoDate = string;

/*
 * What is not a business day for FX settlement: Saturdays, Sundays, and the days without interbank
 * settlement in Brazil (FEBRABAN / Central Bank calendar), which date-holidays (country BR) marks as:
 *   - type 'public': national holidays, incl. Good Friday and, since Law 14.759/2023 (from 2024), Nov 20;
 *   - type 'bank': Carnival Monday and Tuesday, Corpus Christi (no banking although not legal holidays).
 * Added here: Dec 31, which date-holidays marks only 'optional' from 14:00 but on which banks have no
 * public service and B3 holds no session. Not counted (date-holidays 'optional'/'observance'): Carnival
 * Saturday, Ash Wednesday (banks open at noon), Dec 24 (banks open), Easter, Mother's Day and the like.
 * State and municipal holidays (e.g. Jan 25 in São Paulo city) do not stop national settlement; holidays of
 * the foreign currency's country are a separate matter not handled here.
 */
const COUNTED_TYPES = new Set(['public', 'bank']);

let source: Holidays | undefined;
const byYear = new Map<number, ReadonlyMap<IsoDate, string>>();

/** Non-business holidays of `year` (date → name in Portuguese), computed once per year and cached. */
export function bankHolidays(year: number): ReadonlyMap<IsoDate, string> {
  let days = byYear.get(year);
  if (!days) {
    source ??= new Holidays('BR');
    const map = new Map<IsoDate, string>();
    for (const holiday of source.getHolidays(year, 'pt')) {
      if (COUNTED_TYPES.has(holiday.type)) map.set(holiday.date.slice(0, 10), holiday.name);
    }
    map.set(`${year}-12-31`, 'Último dia do ano (sem expediente bancário)');
    days = map;
    byYear.set(year, days);
  }
  return days;
}

/** The São Paulo calendar day of an instant. */
export function toSaoPauloDate(instant: Date): IsoDate {
  return format(new TZDate(instant, TIME_ZONE), 'yyyy-MM-dd');
}

// Day arithmetic runs on UTC midnights: with no time zone involved, adding a day is always exactly a day.
/** A `yyyy-MM-dd` day as its UTC midnight; throws RangeError on anything else (also 2026-02-30). */
export function parseIsoDate(iso: IsoDate): Date {
  const day = new Date(`${iso}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(iso) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== iso
  ) {
    throw new RangeError(`Not a yyyy-MM-dd date: ${JSON.stringify(iso)}`);
  }
  return day;
}

function toDay(date: Date | IsoDate): Date {
  return parseIsoDate(typeof date === 'string' ? date : toSaoPauloDate(date));
}

function isBusinessUtcDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(day.getUTCFullYear()).has(day.toISOString().slice(0, 10));
}

function step(day: Date, direction: 1 | -1): Date {
  const next = new Date(day);
  do next.setUTCDate(next.getUTCDate() + direction);
  while (!isBusinessUtcDay(next));
  return next;
}

/** A `Date` is read as its São Paulo calendar day; a string is taken as that day. */
export function isBusinessDay(date: Date | IsoDate): boolean {
  return isBusinessUtcDay(toDay(date));
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: Date | IsoDate): IsoDate {
  return step(toDay(date), 1).toISOString().slice(0, 10);
}

/**
 * Moves `n` business days forward (negative: backward). From a non-business day, the first step lands on the
 * nearest business day, so D+1 of a Saturday is Monday. `n = 0` returns the day itself.
 */
export function addBusinessDays(date: Date | IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError('n must be an integer');
  let day = toDay(date);
  for (let i = 0; i < Math.abs(n); i++) day = step(day, n > 0 ? 1 : -1);
  return day.toISOString().slice(0, 10);
}

/** True when `now` is a business day in São Paulo before 15:00 (15:00:00 itself is too late). */
export function isBeforeCutoff(now: Date): boolean {
  return isBusinessDay(now) && new TZDate(now, TIME_ZONE).getHours() < CUTOFF_HOUR;
}

/** The day an operation made at `now` is paid: today before the cut-off on a business day, else the next. */
export function settlementDate(now: Date): IsoDate {
  return isBeforeCutoff(now) ? toSaoPauloDate(now) : nextBusinessDay(now);
}
