import { describe, expect, it } from 'vitest';
import { fromIsoDate, INVALID_DATE, isInvalidDateText, toIsoDate } from './isoDate';

describe('toIsoDate', () => {
  it('writes the picked day as yyyy-MM-dd, whatever the display format', () => {
    expect(toIsoDate(new Date(2026, 2, 5), true)).toBe('2026-03-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59), true)).toBe('2026-12-31');
  });

  it('is empty for an empty field and INVALID_DATE for text that is not a day', () => {
    expect(toIsoDate(null, true)).toBe('');
    expect(toIsoDate(new Date(Number.NaN), false)).toBe(INVALID_DATE);
    // A day the picker refuses (before its minimum) is not sent either.
    expect(toIsoDate(new Date(26, 2, 5), false)).toBe(INVALID_DATE);
  });
});

describe('fromIsoDate', () => {
  it('reads yyyy-MM-dd as that day at local midnight', () => {
    const date = fromIsoDate('2026-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 2, 5, 0,
    ]);
    expect(toIsoDate(date, true)).toBe('2026-03-05');
  });

  it('is null when empty and an invalid date for anything else (an address edited by hand)', () => {
    expect(fromIsoDate('')).toBeNull();
    expect(Number.isNaN(fromIsoDate('2026-02-31')?.getTime())).toBe(true);
    expect(Number.isNaN(fromIsoDate(INVALID_DATE)?.getTime())).toBe(true);
    expect(Number.isNaN(fromIsoDate('05/03/2026')?.getTime())).toBe(true);
  });
});

describe('isInvalidDateText', () => {
  it('flags filled-in values that are not days', () => {
    expect(isInvalidDateText('')).toBe(false);
    expect(isInvalidDateText('2026-03-05')).toBe(false);
    expect(isInvalidDateText(INVALID_DATE)).toBe(true);
    expect(isInvalidDateText('2026-02-30')).toBe(true);
  });
});
