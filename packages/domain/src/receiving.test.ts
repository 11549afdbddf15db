import { describe, expect, it } from 'vitest';
import { clientBuyRate, receivingFigures, receivingRequiresDocument, usdEquivalent } from './receiving';

describe('clientBuyRate', () => {
  it('is the market rate less the spread: 5.4321 × 0.9875 = 5.36419875', () => {
    expect(clientBuyRate('5.43210000', '1.25')).toBe('5.36419875');
    expect(clientBuyRate('5.43210000', '1.2500')).toBe('5.36419875');
  });

  it('keeps the market rate with no spread', () => {
    expect(clientBuyRate('5.4321', '0')).toBe('5.43210000');
  });

  it('rounds half-up at the 9th decimal', () => {
    // 1.00000001 × 0.5 = 0.500000005 → 0.50000001 (half-even would give 0.50000000).
    expect(clientBuyRate('1.00000001', '50')).toBe('0.50000001');
    // 1.00000003 × 0.5 = 0.500000015 → 0.50000002.
    expect(clientBuyRate('1.00000003', '50')).toBe('0.50000002');
    // 1.00000001 × 0.75 = 0.7500000075 → 0.75000001 (0.0000000075 is above half).
    expect(clientBuyRate('1.00000001', '25')).toBe('0.75000001');
  });

  it.each([
    ['5.43', '100', /spread/],
    ['5.43', '-1', /spread/],
    ['5.43', '1e1', /spread/],
    ['5.43', '', /spread/],
    ['abc', '1', /rate/],
    ['0', '1', /greater than zero/],
  ])('rejects market %j with spread %j', (market, spread, message) => {
    expect(() => clientBuyRate(market, spread)).toThrow(RangeError);
    expect(() => clientBuyRate(market, spread)).toThrow(message);
  });
});

describe('receivingFigures', () => {
  it('USD 10,000.00 at 5.43210000 with 1.25 % spread, IOF 0.38 %, fee 35.00', () => {
    const rate = clientBuyRate('5.43210000', '1.25'); // 5.36419875
    // gross 10,000 × 5.36419875 = 53,641.9875 → 53,641.99
    // IOF 53,641.99 × 0.0038 = 203.839562 → 203.84
    // net 53,641.99 − 203.84 − 35.00 = 53,403.15; VET 53,403.15 ÷ 10,000 = 5.34031500
    expect(
      receivingFigures({ receiptValue: '10000.00', rate, iofPercent: '0.38', operationFee: '35.00' }),
    ).toEqual({
      grossValue: '53641.99',
      iofValue: '203.84',
      operationFee: '35.00',
      valueToReceive: '53403.15',
      vetRate: '5.34031500',
    });
  });

  it('JPY 1,000,000.00 at 0.03512345, IOF 0.38 %, fee 35', () => {
    // gross 35,123.45 exactly; IOF 133.46911 → 133.47; net 34,954.98; VET 0.03495498
    expect(
      receivingFigures({
        receiptValue: '1000000.00',
        rate: '0.03512345',
        iofPercent: '0.38',
        operationFee: '35',
      }),
    ).toEqual({
      grossValue: '35123.45',
      iofValue: '133.47',
      operationFee: '35.00',
      valueToReceive: '34954.98',
      vetRate: '0.03495498',
    });
  });

  it('rounds the gross value half-up at .005 (banker’s rounding would go down)', () => {
    // 1.00 × 5.12500000 = 5.125 → 5.13; no IOF, no fee.
    const figures = receivingFigures({
      receiptValue: '1.00',
      rate: '5.125',
      iofPercent: '0',
      operationFee: '0',
    });
    expect(figures.grossValue).toBe('5.13');
    expect(figures.iofValue).toBe('0.00');
    expect(figures.valueToReceive).toBe('5.13');
    expect(figures.vetRate).toBe('5.13000000');
  });

  it('rounds the IOF half-up at .005, from the rounded gross value', () => {
    // gross 10.00 × 4.9 = 49.00; IOF 49.00 × 0.005 = 0.245 → 0.25 (half-even: 0.24); net 48.75.
    const figures = receivingFigures({
      receiptValue: '10.00',
      rate: '4.9',
      iofPercent: '0.5',
      operationFee: '0.00',
    });
    expect(figures).toEqual({
      grossValue: '49.00',
      iofValue: '0.25',
      operationFee: '0.00',
      valueToReceive: '48.75',
      vetRate: '4.87500000',
    });
  });

  it('takes the IOF from the rounded gross value, not from the exact product', () => {
    // exact gross 1.00 × 1.005 = 1.005 → 1.01; IOF 50 % of 1.01 = 0.505 → 0.51 (of 1.005 it would be 0.50).
    const figures = receivingFigures({
      receiptValue: '1.00',
      rate: '1.005',
      iofPercent: '50',
      operationFee: '0',
    });
    expect(figures.grossValue).toBe('1.01');
    expect(figures.iofValue).toBe('0.51');
    expect(figures.valueToReceive).toBe('0.50');
  });

  it('rounds the VET half-up at the 9th decimal', () => {
    // net 2.00 ÷ 3.00 = 0.666666666… → 0.66666667
    expect(
      receivingFigures({ receiptValue: '3.00', rate: '1', iofPercent: '0', operationFee: '1.00' }).vetRate,
    ).toBe('0.66666667');
  });

  it('throws a RangeError when fee and IOF leave nothing (0.00 or less) to receive', () => {
    const base = { receiptValue: '10.00', rate: '5', iofPercent: '0' };
    expect(receivingFigures({ ...base, operationFee: '49.99' }).valueToReceive).toBe('0.01');
    expect(() => receivingFigures({ ...base, operationFee: '50.00' })).toThrow(RangeError);
    expect(() => receivingFigures({ ...base, operationFee: '50.00' })).toThrow(/Nothing left to receive/);
    expect(() => receivingFigures({ ...base, operationFee: '60.00' })).toThrow(RangeError);
  });

  it.each([
    [{ receiptValue: '0.00' }, /receipt value must be greater than zero/],
    [{ receiptValue: '-1.00' }, /receipt value must be greater than zero/],
    [{ receiptValue: '1.001' }, /Invalid amount/],
    [{ rate: '0' }, /rate must be greater than zero/],
    [{ rate: '-5' }, /Invalid rate/],
    [{ iofPercent: '0.38%' }, /Invalid IOF rate/],
    [{ operationFee: '-1.00' }, /fee cannot be negative/],
    [{ operationFee: '1e2' }, /Invalid amount/],
  ])('rejects %j', (override, message) => {
    const input = {
      receiptValue: '100.00',
      rate: '5',
      iofPercent: '0.38',
      operationFee: '1.00',
      ...override,
    };
    expect(() => receivingFigures(input)).toThrow(RangeError);
    expect(() => receivingFigures(input)).toThrow(message);
  });
});

describe('usdEquivalent and the USD 3,000.00 document rule', () => {
  it('leaves USD unchanged, whatever the rates', () => {
    expect(usdEquivalent('3000.00', 'USD', '5.1', '9.9')).toBe('3000.00');
    expect(usdEquivalent('1234.5', 'usd', '0', '0')).toBe('1234.50');
  });

  it('converts another currency through reais, half-up to cents', () => {
    // 1,000,000.00 JPY × 0.03512345 = 35,123.45 BRL ÷ 5.4321 = 6,465.9063… USD
    expect(usdEquivalent('1000000.00', 'JPY', '0.03512345', '5.43210000')).toBe('6465.91');
    // 2,500.01 EUR × 6 ÷ 5 = 3,000.012 → 3,000.01
    expect(usdEquivalent('2500.01', 'EUR', '6', '5')).toBe('3000.01');
    // 0.01 × 5 ÷ 2 = 0.025 → 0.03 (half-up)
    expect(usdEquivalent('0.01', 'EUR', '5', '2')).toBe('0.03');
  });

  it('needs a document strictly above USD 3,000.00', () => {
    expect(receivingRequiresDocument('3000.00', 'USD', '5.4', '5.4')).toBe(false);
    expect(receivingRequiresDocument('3000.01', 'USD', '5.4', '5.4')).toBe(true);
    // EUR 2,500.00 × 6 ÷ 5 = USD 3,000.00 exactly: no document; EUR 2,500.01 → USD 3,000.01: document.
    expect(receivingRequiresDocument('2500.00', 'EUR', '6', '5')).toBe(false);
    expect(receivingRequiresDocument('2500.01', 'EUR', '6', '5')).toBe(true);
    // JPY 1,000,000.00 ≈ USD 6,465.91: document.
    expect(receivingRequiresDocument('1000000.00', 'JPY', '0.03512345', '5.4321')).toBe(true);
  });

  it('compares the cents the client sees: USD 3,000.004 rounds to 3,000.00 and needs none', () => {
    // EUR 3,000.00 × 1.00000133 ÷ 1 = USD 3,000.00399 → 3,000.00
    expect(usdEquivalent('3000.00', 'EUR', '1.00000133', '1')).toBe('3000.00');
    expect(receivingRequiresDocument('3000.00', 'EUR', '1.00000133', '1')).toBe(false);
  });

  it('rejects a zero USD rate for another currency', () => {
    expect(() => usdEquivalent('10.00', 'EUR', '6', '0')).toThrow(RangeError);
  });
});
