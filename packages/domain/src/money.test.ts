import { describe, expect, it } from 'vitest';
import {
  Dec,
  isPositiveMoney,
  DOCUMENT_UPLOAD_THRESHOLD_USD,
  formatMoney,
  formatRate,
  meToMn,
  moneyString,
  parseMoney,
  parseRate,
  positiveMoneyString,
  rateString,
  requiresDocumentUpload,
  sumMoney,
  toMoneyString,
  toRateString,
  vet,
} from './money';

const NBSP = '\u00a0';

describe('moneyString', () => {
  it.each(['1234.56', '-1.5', '0', '0.1', '9999999999999999.99', '-9999999999999999.99'])('accepts %j', (v) =>
    expect(moneyString.safeParse(v).success).toBe(true),
  );
  it.each([
    ['exponent', '1e5'],
    ['exponent with decimals', '1.5E2'],
    ['3 decimals', '1.234'],
    ['17 integer digits', '12345678901234567'],
    ['comma decimal', '1234,56'],
    ['thousands separator', '1,234.56'],
    ['plus sign', '+1.00'],
    ['leading dot', '.5'],
    ['trailing dot', '1.'],
    ['spaces', ' 1.00'],
    ['empty', ''],
    ['hex', '0x10'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
  ])('rejects %s (%j)', (_why, v) => expect(moneyString.safeParse(v).success).toBe(false));

  it('rejects a JSON number (floats never travel)', () => {
    expect(moneyString.safeParse(1234.56).success).toBe(false);
  });

  it('positiveMoneyString rejects zero and negatives', () => {
    expect(positiveMoneyString.safeParse('0.01').success).toBe(true);
    expect(positiveMoneyString.safeParse('0.00').success).toBe(false);
    expect(positiveMoneyString.safeParse('-1.00').success).toBe(false);
  });
});

describe('rateString', () => {
  it.each(['5.12345678', '5', '0.00000001', '9999999999.99999999'])('accepts %j', (v) =>
    expect(rateString.safeParse(v).success).toBe(true),
  );
  it.each(['5.123456789', '12345678901', '-5.1', '5e-8', ''])('rejects %j', (v) =>
    expect(rateString.safeParse(v).success).toBe(false),
  );
});

describe('parseMoney / parseRate', () => {
  it('parses exactly', () => {
    expect(parseMoney('9999999999999999.99').toFixed(2)).toBe('9999999999999999.99');
    expect(parseRate('5.12345678').toFixed(8)).toBe('5.12345678');
  });
  it('throws on malformed input', () => {
    expect(() => parseMoney('1e3')).toThrow(RangeError);
    expect(() => parseMoney('1.234')).toThrow(RangeError);
    expect(() => parseRate('-1')).toThrow(RangeError);
  });
});

describe('rounding (half-up, away from zero)', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['0.005', '0.01'],
    ['0.015', '0.02'], // half-even would give 0.02 too; the next case tells them apart
    ['0.025', '0.03'], // half-even: 0.02
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'], // no negative zero
    ['1.004999', '1.00'],
  ])('toMoneyString(%j) = %j', (input, expected) => expect(toMoneyString(input)).toBe(expected));

  it('toRateString rounds at 8 places', () => {
    expect(toRateString('5.123456785')).toBe('5.12345679');
    expect(toRateString('5')).toBe('5.00000000');
  });

  it('does not depend on the global Decimal settings', () => {
    expect(Dec.rounding).toBe(Dec.ROUND_HALF_UP);
    expect(Dec.precision).toBeGreaterThanOrEqual(36);
  });
});

describe('sumMoney', () => {
  it('adds exactly where floats would not', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['9999999999999999.99', '-0.99', '0.01'])).toBe('9999999999999999.01');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('meToMn', () => {
  it('multiplies and rounds to cents', () => {
    expect(meToMn('1000.00', '5.12345678')).toBe('5123.46');
    expect(meToMn('0.50', '0.01')).toBe('0.01'); // exactly 0.005 → up
  });

  it('rounds once, from the exact product', () => {
    // Exact product: 16246013191178164.1845734596 → .18. Rounding the product to 20 significant digits
    // first (decimal.js default precision) would give …164.185 and then .19.
    expect(meToMn('8325329971735032.76', '1.95139571')).toBe('16246013191178164.18');
  });
});

describe('vet', () => {
  it('divides total MN by ME with 8 places', () => {
    expect(vet('5250.00', '1000.00')).toBe('5.25000000');
    expect(vet('5123.46', '999.99')).toBe('5.12351124'); // 5.123511235…
    expect(vet('10.00', '3.00')).toBe('3.33333333');
    expect(vet('2.00', '3.00')).toBe('0.66666667');
  });
  it('refuses a zero foreign amount', () => expect(() => vet('10.00', '0.00')).toThrow(RangeError));
});

describe('requiresDocumentUpload', () => {
  it('is required strictly above USD 3,000.00', () => {
    expect(DOCUMENT_UPLOAD_THRESHOLD_USD).toBe('3000.00');
    expect(requiresDocumentUpload('3000.00')).toBe(false);
    expect(requiresDocumentUpload('3000.01')).toBe(true);
    expect(requiresDocumentUpload('2999.99')).toBe(false);
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.56', 'BRL', 'pt-BR', `R$${NBSP}1.234,56`],
    ['1234.56', 'BRL', 'en', `BRL${NBSP}1,234.56`],
    ['1234.56', 'USD', 'pt-BR', `US$${NBSP}1.234,56`],
    ['1234.56', 'USD', 'en', `USD${NBSP}1,234.56`],
    ['1234.5', 'EUR', 'pt-BR', `€${NBSP}1.234,50`],
    ['-1234.56', 'BRL', 'pt-BR', `-R$${NBSP}1.234,56`],
    ['-1234.56', 'BRL', 'en', `-BRL${NBSP}1,234.56`],
    ['0.005', 'BRL', 'pt-BR', `R$${NBSP}0,01`],
    ['-0.001', 'BRL', 'pt-BR', `R$${NBSP}0,00`],
    ['1234', 'JPY', 'en', `JPY${NBSP}1,234.00`],
    // Beyond float precision: a Number would print 10,000,000,000,000,000.00
    ['9999999999999999.99', 'BRL', 'en', `BRL${NBSP}9,999,999,999,999,999.99`],
  ] as const)('%s %s %s → %j', (value, currency, locale, expected) =>
    expect(formatMoney(value, currency, locale)).toBe(expected),
  );
});

describe('formatRate', () => {
  it('keeps 8 places with the locale separators', () => {
    expect(formatRate('5.12345678', 'pt-BR')).toBe('5,12345678');
    expect(formatRate('1234.5', 'en')).toBe('1,234.50000000');
  });
});

describe('isPositiveMoney', () => {
  it('is true only for a well-formed amount above zero, and never throws on a malformed one', () => {
    expect(['0.01', '1', '1000000.50'].map(isPositiveMoney)).toEqual([true, true, true]);
    expect(['0', '0.00', '-1', 'abc', '', '1.234', 'NaN', 'Infinity'].map(isPositiveMoney)).toEqual(
      Array(8).fill(false),
    );
  });
});
