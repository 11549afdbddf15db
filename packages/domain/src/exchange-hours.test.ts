import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_HOURS, isWithinExchangeHours, parseExchangeHours } from './exchange-hours';

describe('parseExchangeHours', () => {
  it('reads HH:mm-HH:mm', () => {
    expect(parseExchangeHours('09:00-17:00')).toEqual({ open: '09:00', close: '17:00' });
    expect(parseExchangeHours(' 08:30 - 23:59 ')).toEqual({ open: '08:30', close: '23:59' });
  });

  it.each([
    ['', /HH:mm-HH:mm/],
    ['09:00', /HH:mm-HH:mm/],
    ['09:00-17:00-18:00', /HH:mm-HH:mm/],
    ['9:00-17:00', /Not an HH:mm time.*"9:00"/],
    ['09:00-24:00', /Not an HH:mm time.*"24:00"/],
    ['09:60-17:00', /Not an HH:mm time/],
    ['17:00-09:00', /open before they close: 17:00-09:00/],
    ['09:00-09:00', /open before they close/],
  ])('rejects %j', (text, message) => {
    expect(() => parseExchangeHours(text)).toThrow(RangeError);
    expect(() => parseExchangeHours(text)).toThrow(message);
  });
});

describe('isWithinExchangeHours (São Paulo is UTC−03:00)', () => {
  it('uses the default 09:00 to 17:00', () => {
    expect(DEFAULT_EXCHANGE_HOURS).toEqual({ open: '09:00', close: '17:00' });
  });

  it.each([
    ['2026-11-25T11:59:59Z', false, 'Wednesday 08:59:59'],
    ['2026-11-25T12:00:00Z', true, 'Wednesday 09:00:00'],
    ['2026-11-25T19:59:59Z', true, 'Wednesday 16:59:59'],
    ['2026-11-25T20:00:00Z', false, 'Wednesday 17:00:00'],
    ['2026-11-28T15:00:00Z', false, 'Saturday 12:00'],
    ['2026-11-20T15:00:00Z', false, 'Consciência Negra (Friday) 12:00'],
    ['2026-12-31T15:00:00Z', false, 'Dec 31, no banking'],
    ['2026-11-26T01:00:00Z', false, 'Wednesday 22:00 in São Paulo (Thursday in UTC)'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(isWithinExchangeHours(new Date(instant), DEFAULT_EXCHANGE_HOURS)).toBe(expected);
  });

  it('follows configured hours', () => {
    const hours = parseExchangeHours('10:30-15:00');
    expect(isWithinExchangeHours(new Date('2026-11-25T13:29:59Z'), hours)).toBe(false);
    expect(isWithinExchangeHours(new Date('2026-11-25T13:30:00Z'), hours)).toBe(true);
    expect(isWithinExchangeHours(new Date('2026-11-25T17:59:59Z'), hours)).toBe(true);
    expect(isWithinExchangeHours(new Date('2026-11-25T18:00:00Z'), hours)).toBe(false);
  });

  it('rejects malformed hours instead of answering', () => {
    expect(() =>
      isWithinExchangeHours(new Date('2026-11-25T15:00:00Z'), { open: '17:00', close: '09:00' }),
    ).toThrow(RangeError);
  });
});
