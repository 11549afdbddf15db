import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../random';
import { cpfCheckDigits, formatCpf, generateCpf, isValidCpf, stripCpf } from './cpf';

describe('isValidCpf', () => {
  // 280.012.389-38 is the worked example of the Receita Federal e-Financeira manual.
  it.each(['280.012.389-38', '28001238938', '529.982.247-25', ' 123.456.789-09 ', '123 456 789 09'])(
    'accepts %j',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['wrong first check digit', '280.012.389-48'],
    ['wrong second check digit', '280.012.389-39'],
    ['too short', '2800123893'],
    ['too long', '280012389380'],
    ['letters', '2800123893A'],
    ['other punctuation', '280/012/389-38'],
    ['repeated digits', '111.111.111-11'],
    ['zeros', '00000000000'],
    ['empty', ''],
  ])('rejects %s (%j)', (_why, cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('stripCpf / formatCpf', () => {
  it('strips the mask', () => expect(stripCpf(' 280.012.389-38 ')).toBe('28001238938'));
  it('formats 11 digits', () => expect(formatCpf('28001238938')).toBe('280.012.389-38'));
  it('re-formats a masked value', () => expect(formatCpf('280.012.38938')).toBe('280.012.389-38'));
  it('leaves a malformed value as typed', () => expect(formatCpf('12345')).toBe('12345'));
});

describe('cpfCheckDigits', () => {
  it('computes the published example', () => expect(cpfCheckDigits('280012389')).toBe('38'));
  it('gives 0 when the remainder is below 2', () => expect(cpfCheckDigits('123456789')).toBe('09'));
  it('refuses a base of the wrong size', () => expect(() => cpfCheckDigits('1234')).toThrow(RangeError));
});

describe('generateCpf', () => {
  it('produces CPFs that an independent validator accepts', () => {
    const rng = seededRng(1);
    for (let i = 0; i < 500; i++) {
      const cpf = generateCpf(rng);
      expect(cpf).toMatch(/^\d{11}$/);
      expect(libIsValidCpf(cpf)).toBe(true);
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateCpf(seededRng(99))).toBe(generateCpf(seededRng(99)));
  });

  it('never returns a repeated-digit number', () => {
    // A source stuck on one value would build 000000000; the generator must move on.
    const values = [...Array<number>(9).fill(0), 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
    let n = 0;
    const rng = () => values[n++ % values.length] ?? 0;
    expect(generateCpf(rng)).toBe('12345678909');
  });
});
