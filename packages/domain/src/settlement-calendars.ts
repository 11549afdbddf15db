import Holidays from 'date-holidays';
import {
  isBeforeCutoff,
  isBusinessDay,
  nextBusinessDay,
  parseIsoDate,
  toSaoPauloDate,
  type IsoDate,
} from './calendar';

/*
 * The foreign leg of an FX operation settles in the currency's own country, so a payment date must be a
 * Brazilian business day (calendar.ts) AND a settlement day of the currency:
 *   - USD: Federal Reserve holidays (Fedwire/FedACH closed), https://www.frbservices.org/about/holiday-schedules
 *     The 11 federal holidays; one falling on a Sunday is observed on Monday, but one falling on a Saturday is
 *     NOT moved: the Reserve Banks are open the Friday before (so 2026-07-03 is a settlement day). date-holidays
 *     (US) marks that Friday as a substitute day, which is why its substitutes are dropped and the Fed rule
 *     applied here to the holidays' own dates.
 *   - EUR: TARGET2 (T2) closing days, https://www.ecb.europa.eu/paym/target/t2/html/index.en.html
 *     1 Jan, Good Friday, Easter Monday, 1 May, 25 and 26 Dec, with no substitutes. No country calendar
 *     matches it, so it is written out as date-holidays rules.
 *   - GBP: bank holidays of England and Wales (where sterling settles, CHAPS/Bank of England), substitute days
 *     and one-off days (e.g. 2022-09-19) included, https://www.gov.uk/bank-holidays: date-holidays GB-ENG.
 *   - Any other currency: weekends only. We hold no calendar for it; such a payment may still slip a day on a
 *     holiday abroad, which the operator handles as today.
 * Holiday names are the published English ones: the calendars' own wording, not shown to clients.
 */

/** Currencies with a holiday calendar of their own; any other settles on every weekday. */
export const SETTLEMENT_CALENDAR_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

type HolidaySource = () => Holidays;

function lazy(create: () => Holidays): HolidaySource {
  let source: Holidays | undefined;
  return () => (source ??= create());
}

const federalReserve = lazy(() => new Holidays('US'));
const englandAndWales = lazy(() => new Holidays('GB', 'ENG'));
const target2 = lazy(() => {
  const calendar = new Holidays();
  const closingDays: readonly [rule: string, name: string][] = [
    ['01-01', "New Year's Day"],
    ['easter -2', 'Good Friday'],
    ['easter 1', 'Easter Monday'],
    ['05-01', 'Labour Day'],
    ['12-25', 'Christmas Day'],
    ['12-26', 'Christmas Holiday'],
  ];
  for (const [rule, name] of closingDays) calendar.setHoliday(rule, { name: { en: name }, type: 'public' });
  return calendar;
});

function toIso(day: Date): IsoDate {
  return day.toISOString().slice(0, 10);
}

function fedHolidays(year: number): Map<IsoDate, string> {
  const days = new Map<IsoDate, string>();
  for (const holiday of federalReserve().getHolidays(year, 'en')) {
    if (holiday.type !== 'public' || holiday.substitute) continue;
    const day = parseIsoDate(holiday.date.slice(0, 10));
    const weekday = day.getUTCDay();
    if (weekday === 6) continue;
    if (weekday === 0) {
      day.setUTCDate(day.getUTCDate() + 1);
      days.set(toIso(day), `${holiday.name} (observed)`);
    } else {
      days.set(toIso(day), holiday.name);
    }
  }
  return days;
}

function holidaysOf(source: HolidaySource, year: number): Map<IsoDate, string> {
  const days = new Map<IsoDate, string>();
  for (const holiday of source().getHolidays(year, 'en')) {
    if (holiday.type === 'public' || holiday.type === 'bank') {
      days.set(holiday.date.slice(0, 10), holiday.name);
    }
  }
  return days;
}

const calendars: Readonly<Record<string, (year: number) => Map<IsoDate, string>>> = {
  USD: fedHolidays,
  EUR: (year) => holidaysOf(target2, year),
  GBP: (year) => holidaysOf(englandAndWales, year),
};

const NO_HOLIDAYS: ReadonlyMap<IsoDate, string> = new Map();
const cache = new Map<string, ReadonlyMap<IsoDate, string>>();

/**
 * The closing days of the currency's settlement calendar in `year` (date → English name; EUR and GBP may list a
 * weekend day too), computed once per currency and year. Empty for a currency without a calendar. The code is
 * read case-insensitively.
 */
export function foreignHolidays(currency: string, year: number): ReadonlyMap<IsoDate, string> {
  const code = currency.toUpperCase();
  const calendar = calendars[code];
  if (!calendar) return NO_HOLIDAYS;
  const key = `${code}:${year}`;
  let days = cache.get(key);
  if (!days) {
    days = calendar(year);
    cache.set(key, days);
  }
  return days;
}

/** True on a weekday that is not a holiday of the currency's settlement calendar (Brazil not considered). */
export function isForeignSettlementDay(currency: string, date: IsoDate): boolean {
  const day = parseIsoDate(date);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !foreignHolidays(currency, day.getUTCFullYear()).has(date);
}

/** A Brazilian business day that is also a settlement day of the currency. */
export function isSettlementDay(currency: string, date: IsoDate): boolean {
  return isBusinessDay(date) && isForeignSettlementDay(currency, date);
}

/** The first settlement day of the currency strictly after `date`. */
export function nextSettlementDay(currency: string, date: IsoDate): IsoDate {
  let day = nextBusinessDay(date);
  while (!isForeignSettlementDay(currency, day)) day = nextBusinessDay(day);
  return day;
}

/**
 * The day a receiving in `currency` made at `now` is paid: the São Paulo day of `now` when it is a settlement
 * day and `now` is before the 15:00 cut-off (15:00:00 is too late), otherwise the next settlement day.
 */
export function expectedPaymentDate(now: Date, currency: string): IsoDate {
  const today = toSaoPauloDate(now);
  return isBeforeCutoff(now) && isForeignSettlementDay(currency, today)
    ? today
    : nextSettlementDay(currency, today);
}
