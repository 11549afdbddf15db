import { describe, expect, it } from 'vitest';
import {
  expectedPaymentDate,
  foreignHolidays,
  isForeignSettlementDay,
  isSettlementDay,
  nextSettlementDay,
} from './settlement-calendars';

// São Paulo is UTC−03:00 all year: 10:00 there is 13:00Z, 15:00 is 18:00Z.
const saoPaulo = (day: string, time: string) => new Date(`${day}T${time}-03:00`);

describe('foreignHolidays', () => {
  // Federal Reserve, 2026 (frbservices.org holiday schedule): July 4 is a Saturday, so no weekday closes for it.
  it('USD 2026: the Fed holidays on weekdays, none for Saturday July 4', () => {
    expect([...foreignHolidays('USD', 2026).keys()]).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  // Fed 2027: Juneteenth and Christmas fall on Saturdays (open the Fridays before), July 4 on a Sunday
  // (closed Monday July 5); New Year 2028 is a Saturday, so 2027-12-31 is open.
  it('USD 2027: Sunday holidays move to Monday, Saturday holidays are not moved', () => {
    const days = foreignHolidays('USD', 2027);
    expect([...days.keys()]).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
    ]);
    expect(days.get('2027-07-05')).toBe('Independence Day (observed)');
  });

  it('USD 2023: New Year on a Sunday is observed Monday January 2; Veterans Day on a Saturday is not moved', () => {
    const days = foreignHolidays('USD', 2023);
    expect(days.has('2023-01-02')).toBe(true);
    expect(days.has('2023-11-10')).toBe(false);
    expect(days.size).toBe(10);
  });

  // ECB, T2 closing days: 1 Jan, Good Friday, Easter Monday, 1 May, 25 and 26 Dec (Easter 2026: April 5).
  it('EUR 2026: the TARGET2 closing days', () => {
    expect([...foreignHolidays('EUR', 2026).keys()]).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  // GOV.UK bank holidays, England and Wales 2026: Boxing Day is a Saturday, substitute Monday December 28.
  it('GBP 2026: England and Wales bank holidays with the substitute day', () => {
    expect([...foreignHolidays('GBP', 2026).keys()]).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('GBP 2022: one-off bank holidays (Platinum Jubilee, the state funeral)', () => {
    const days = foreignHolidays('GBP', 2022);
    expect(days.has('2022-06-03')).toBe(true);
    expect(days.has('2022-09-19')).toBe(true);
  });

  it('is empty for a currency without a calendar, and reads the code case-insensitively', () => {
    expect(foreignHolidays('JPY', 2026).size).toBe(0);
    expect(foreignHolidays('usd', 2026)).toBe(foreignHolidays('USD', 2026));
  });
});

describe('isForeignSettlementDay / isSettlementDay', () => {
  it.each([
    ['USD', '2026-11-26', false, 'Thanksgiving'],
    ['USD', '2026-07-03', true, 'Friday before Saturday July 4: the Fed is open'],
    ['USD', '2026-04-06', true, 'Easter Monday is not a Fed holiday'],
    ['EUR', '2026-04-06', false, 'Easter Monday (T2)'],
    ['EUR', '2028-12-26', false, 'Christmas Holiday (T2) on a Tuesday'],
    ['EUR', '2026-11-26', true, 'Thanksgiving is not a T2 day'],
    ['GBP', '2026-08-31', false, 'Summer bank holiday'],
    ['GBP', '2026-12-28', false, 'Boxing Day substitute'],
    ['JPY', '2026-11-26', true, 'no calendar: weekdays'],
    ['JPY', '2026-11-28', false, 'Saturday'],
    ['JPY', '2026-11-29', false, 'Sunday'],
  ])('%s %s → %s (%s)', (currency, day, expected) => {
    expect(isForeignSettlementDay(currency, day)).toBe(expected);
  });

  it('needs a Brazilian business day as well', () => {
    expect(isForeignSettlementDay('USD', '2026-11-20')).toBe(true);
    expect(isSettlementDay('USD', '2026-11-20')).toBe(false); // Consciência Negra
    expect(isSettlementDay('USD', '2026-11-26')).toBe(false); // Thanksgiving
    expect(isSettlementDay('USD', '2026-11-27')).toBe(true);
  });

  it('rejects a malformed date', () => {
    expect(() => isForeignSettlementDay('USD', '2026-02-30')).toThrow(RangeError);
    expect(() => isForeignSettlementDay('USD', '26-11-2026')).toThrow(RangeError);
  });
});

describe('nextSettlementDay', () => {
  it('skips Brazilian and foreign holidays and weekends, strictly after the day', () => {
    expect(nextSettlementDay('USD', '2026-11-25')).toBe('2026-11-27');
    expect(nextSettlementDay('JPY', '2026-11-25')).toBe('2026-11-26');
    expect(nextSettlementDay('EUR', '2026-04-02')).toBe('2026-04-07'); // Good Friday, weekend, Easter Monday
    expect(nextSettlementDay('USD', '2026-04-02')).toBe('2026-04-06');
  });
});

describe('expectedPaymentDate', () => {
  it('is today before 15:00 on a settlement day', () => {
    expect(expectedPaymentDate(saoPaulo('2026-11-25', '14:59:59'), 'USD')).toBe('2026-11-25');
  });

  it('is the next settlement day from 15:00:00 on (Thanksgiving skipped for USD only)', () => {
    const cutOff = saoPaulo('2026-11-25', '15:00:00');
    expect(expectedPaymentDate(cutOff, 'USD')).toBe('2026-11-27');
    expect(expectedPaymentDate(cutOff, 'EUR')).toBe('2026-11-26');
  });

  it('reads the day in São Paulo: 01:00Z on Thursday is still Wednesday 22:00 there', () => {
    expect(expectedPaymentDate(new Date('2026-11-26T01:00:00Z'), 'JPY')).toBe('2026-11-26');
  });

  it('Friday after the cut-off → Monday', () => {
    expect(expectedPaymentDate(saoPaulo('2026-11-27', '16:00:00'), 'USD')).toBe('2026-11-30');
  });

  it('on a weekend → the next settlement day, whatever the hour', () => {
    expect(expectedPaymentDate(saoPaulo('2026-11-28', '10:00:00'), 'USD')).toBe('2026-11-30');
  });

  it('skips Brazilian bank holidays for every currency', () => {
    // Consciência Negra (Friday 2026-11-20).
    expect(expectedPaymentDate(saoPaulo('2026-11-19', '15:30:00'), 'JPY')).toBe('2026-11-23');
    expect(expectedPaymentDate(saoPaulo('2026-11-20', '10:00:00'), 'USD')).toBe('2026-11-23');
    // Carnival Monday and Tuesday; Ash Wednesday counts (banks open at noon).
    expect(expectedPaymentDate(saoPaulo('2026-02-13', '15:00:00'), 'EUR')).toBe('2026-02-18');
    // Dec 31 (no banking), Jan 1, the weekend.
    expect(expectedPaymentDate(saoPaulo('2026-12-30', '15:00:00'), 'USD')).toBe('2027-01-04');
  });

  it('skips a US-only holiday for USD, and keeps the open Friday before Saturday July 4', () => {
    expect(expectedPaymentDate(saoPaulo('2026-11-26', '10:00:00'), 'USD')).toBe('2026-11-27');
    expect(expectedPaymentDate(saoPaulo('2026-11-26', '10:00:00'), 'JPY')).toBe('2026-11-26');
    expect(expectedPaymentDate(saoPaulo('2026-07-02', '15:00:00'), 'USD')).toBe('2026-07-03');
  });

  it('skips a TARGET2 closing day for EUR only', () => {
    expect(expectedPaymentDate(saoPaulo('2026-04-06', '10:00:00'), 'EUR')).toBe('2026-04-07');
    expect(expectedPaymentDate(saoPaulo('2026-04-06', '10:00:00'), 'USD')).toBe('2026-04-06');
    expect(expectedPaymentDate(saoPaulo('2028-12-26', '10:00:00'), 'EUR')).toBe('2028-12-27');
  });

  it('skips an England and Wales bank holiday for GBP only', () => {
    expect(expectedPaymentDate(saoPaulo('2026-08-31', '10:00:00'), 'GBP')).toBe('2026-09-01');
    expect(expectedPaymentDate(saoPaulo('2026-08-28', '15:00:00'), 'GBP')).toBe('2026-09-01');
    expect(expectedPaymentDate(saoPaulo('2026-08-31', '10:00:00'), 'USD')).toBe('2026-08-31');
  });
});
