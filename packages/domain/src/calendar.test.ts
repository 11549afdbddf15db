import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bankHolidays,
  CUTOFF_HOUR,
  isBeforeCutoff,
  isBusinessDay,
  nextBusinessDay,
  settlementDate,
  TIME_ZONE,
  toSaoPauloDate,
} from './calendar';

describe('constants', () => {
  it('matches the spec', () => {
    expect(CUTOFF_HOUR).toBe(15);
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
  });
});

describe('isBusinessDay (2026)', () => {
  it.each([
    ['2026-01-01', 'New Year'],
    ['2026-02-16', 'Carnival Monday'],
    ['2026-02-17', 'Carnival Tuesday'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-21', 'Tiradentes'],
    ['2026-05-01', 'Labour Day'],
    ['2026-06-04', 'Corpus Christi'],
    ['2026-09-07', 'Independence'],
    ['2026-10-12', 'Nossa Senhora Aparecida'],
    ['2026-11-02', 'Finados'],
    ['2026-11-20', 'Consciência Negra (national since 2024)'],
    ['2026-12-25', 'Christmas'],
    ['2026-12-31', 'last day of the year, no banking'],
    ['2026-03-07', 'Saturday'],
    ['2026-03-08', 'Sunday'],
  ])('%s (%s) is not a business day', (day) => expect(isBusinessDay(day)).toBe(false));

  it.each([
    ['2026-02-18', 'Ash Wednesday: banks open at noon'],
    ['2026-12-24', 'Christmas Eve'],
    ['2027-01-25', 'São Paulo city anniversary: municipal, not national'],
    ['2026-07-09', 'São Paulo state holiday, not national'],
    ['2026-03-06', 'ordinary Friday'],
  ])('%s (%s) is a business day', (day) => expect(isBusinessDay(day)).toBe(true));

  it('did not count Nov 20 before the 2023 law took effect', () => {
    expect(isBusinessDay('2023-11-20')).toBe(true); // a Monday
    expect(isBusinessDay('2024-11-20')).toBe(false); // a Wednesday
  });

  it('reads a Date as its São Paulo day', () => {
    // 02:00 UTC on Saturday 7 March is still Friday 6 March 23:00 in São Paulo.
    expect(isBusinessDay(new Date('2026-03-07T02:00:00Z'))).toBe(true);
    expect(isBusinessDay(new Date('2026-03-07T03:00:00Z'))).toBe(false);
  });

  it('refuses a malformed or impossible date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('06/03/2026')).toThrow(RangeError);
  });

  it('caches one holiday set per year', () => {
    expect(bankHolidays(2026)).toBe(bankHolidays(2026));
    expect(bankHolidays(2026).has('2026-02-16')).toBe(true);
    expect(bankHolidays(2027).has('2027-02-08')).toBe(true); // Carnival Monday 2027
  });
});

describe('nextBusinessDay / addBusinessDays', () => {
  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-18'); // Fri → Ash Wednesday over Carnival
    expect(nextBusinessDay('2026-04-02')).toBe('2026-04-06'); // Thu → Mon over Good Friday
    expect(nextBusinessDay('2026-12-30')).toBe('2027-01-04'); // over Dec 31, Jan 1 and a weekend
    expect(nextBusinessDay('2026-03-09')).toBe('2026-03-10');
  });

  it('counts business days in both directions', () => {
    expect(addBusinessDays('2026-06-03', 2)).toBe('2026-06-08'); // Wed +2 over Corpus Christi: Fri, Mon
    expect(addBusinessDays('2026-06-08', -2)).toBe('2026-06-03');
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday D+1 = Monday
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-07');
    expect(() => addBusinessDays('2026-03-07', 1.5)).toThrow(RangeError);
  });
});

describe('settlementDate (cut-off 15:00 São Paulo, UTC−03:00)', () => {
  it('pays the same day before 15:00 and the next business day from 15:00', () => {
    // Friday 2026-03-06
    expect(settlementDate(new Date('2026-03-06T14:59:59-03:00'))).toBe('2026-03-06');
    expect(settlementDate(new Date('2026-03-06T15:00:00-03:00'))).toBe('2026-03-09');
    expect(settlementDate(new Date('2026-03-06T08:00:00-03:00'))).toBe('2026-03-06');
    expect(settlementDate(new Date('2026-03-06T00:00:00-03:00'))).toBe('2026-03-06');
  });

  it('uses −03:00 in the old summer-time months too (no DST since 2019)', () => {
    // Under the old DST (−02:00) 17:59Z would have been 15:59, after the cut-off.
    expect(settlementDate(new Date('2026-01-15T17:59:00Z'))).toBe('2026-01-15');
    expect(settlementDate(new Date('2026-01-15T18:00:00Z'))).toBe('2026-01-16');
  });

  it('moves weekend and holiday operations to the next business day', () => {
    expect(settlementDate(new Date('2026-03-07T10:00:00-03:00'))).toBe('2026-03-09'); // Saturday
    expect(settlementDate(new Date('2026-06-04T10:00:00-03:00'))).toBe('2026-06-05'); // Corpus Christi
    expect(settlementDate(new Date('2026-11-19T16:00:00-03:00'))).toBe('2026-11-23'); // Thu late, Fri holiday
    expect(settlementDate(new Date('2026-12-30T15:30:00-03:00'))).toBe('2027-01-04');
  });

  it('takes the São Paulo day of a late-evening instant', () => {
    // 2026-03-06T02:00Z = Thursday 2026-03-05 23:00 in São Paulo: after the cut-off, paid Friday.
    expect(toSaoPauloDate(new Date('2026-03-06T02:00:00Z'))).toBe('2026-03-05');
    expect(settlementDate(new Date('2026-03-06T02:00:00Z'))).toBe('2026-03-06');
  });

  it('isBeforeCutoff is false on a holiday morning', () => {
    expect(isBeforeCutoff(new Date('2026-02-16T10:00:00-03:00'))).toBe(false);
    expect(isBeforeCutoff(new Date('2026-02-18T10:00:00-03:00'))).toBe(true);
  });
});
