import { afterAll, describe, expect, it } from 'vitest';
import {
  anchorDemo,
  dayStr,
  FIRST_DAY,
  HISTORICAL_ANCHOR,
  isBusinessDay,
  REFERENCE_DAY,
  REFERENCE_NOW,
  ts,
} from './time.js';

describe('the demo anchor', () => {
  afterAll(() => anchorDemo(HISTORICAL_ANCHOR));

  it('the historical anchor keeps the earlier demo: Thursday 2026-11-19 16:30 in São Paulo', () => {
    anchorDemo(HISTORICAL_ANCHOR);
    expect(ts(REFERENCE_NOW)).toBe('2026-11-19 16:30:00-03');
    expect(new Date(REFERENCE_NOW * 1000).toISOString()).toBe('2026-11-19T19:30:00.000Z');
    expect(dayStr(FIRST_DAY)).toBe('2024-11-20');
  });

  it('any other day: the data runs to 16:30 of the day before, two years back, the calendar moved along', () => {
    anchorDemo('2027-03-01');
    expect(ts(REFERENCE_NOW)).toBe('2027-02-28 16:30:00-03');
    expect(dayStr(REFERENCE_DAY)).toBe('2027-02-28');
    expect(REFERENCE_DAY - FIRST_DAY).toBe(729);
    // Carnival 2027 (Monday 8 and Tuesday 9 February) and a day far ahead are known to the calendar.
    expect([isBusinessDay(REFERENCE_DAY - 20), isBusinessDay(REFERENCE_DAY - 19)]).toEqual([false, false]);
    expect(dayStr(REFERENCE_DAY + 700)).toBe('2029-01-28');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['2027-02-30', '01/03/2027', '2027-3-1', ''])
      expect(() => anchorDemo(bad)).toThrow(/anchor must be a date/);
  });
});
