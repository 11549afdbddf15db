import { TZDate } from '@date-fns/tz';
import { isBusinessDay, TIME_ZONE } from './calendar';

/** The hours in which clients may trade, São Paulo time, 'HH:mm' (24 h); `close` itself is too late. */
export interface ExchangeHours {
  open: string;
  close: string;
}

/** Spec section 8 ("Out of hours") leaves the hours to configuration; this is the default. */
export const DEFAULT_EXCHANGE_HOURS: ExchangeHours = { open: '09:00', close: '17:00' };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time (00:00 to 23:59): ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function checked(hours: ExchangeHours): { open: number; close: number } {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open >= close) {
    throw new RangeError(`Exchange hours must open before they close: ${hours.open}-${hours.close}`);
  }
  return { open, close };
}

/** Reads 'HH:mm-HH:mm' (e.g. '09:00-17:00', spaces around the dash allowed); RangeError on anything else. */
export function parseExchangeHours(text: string): ExchangeHours {
  const parts = text.trim().split(/\s*-\s*/);
  if (parts.length !== 2) {
    throw new RangeError(`Exchange hours must read HH:mm-HH:mm, e.g. 09:00-17:00: ${JSON.stringify(text)}`);
  }
  const hours = { open: parts[0] ?? '', close: parts[1] ?? '' };
  checked(hours);
  return hours;
}

/** True on a Brazilian business day in São Paulo with open ≤ local time < close. */
export function isWithinExchangeHours(now: Date, hours: ExchangeHours): boolean {
  const { open, close } = checked(hours);
  if (!isBusinessDay(now)) return false;
  const local = new TZDate(now, TIME_ZONE);
  // Whole minutes suffice: the bounds are whole minutes, so 16:59:59 counts as 16:59, inside '17:00'.
  const minutes = local.getHours() * 60 + local.getMinutes();
  return open <= minutes && minutes < close;
}
