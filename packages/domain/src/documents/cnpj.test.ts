import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../random';
import { cnpjCheckDigits, formatCnpj, generateCnpj, isValidCnpj, stripCnpj } from './cnpj';

describe('isValidCnpj', () => {
  // 12.ABC.345/01DE-35 is the Receita Federal's published alphanumeric example; the numeric ones are real
  // companies (Petrobras, Banco do Brasil, Caixa, Itaú Unibanco, Bradesco).
  it.each([
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    ' 12ABC34501DE35 ',
    '33.000.167/0001-01',
    '00.000.000/0001-91',
    '00360305000104',
    '60.701.190/0001-04',
    '60746948000112',
  ])('accepts %j', (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));

  it.each([
    ['wrong first check digit', '12.ABC.345/01DE-45'],
    ['wrong second check digit', '12.ABC.345/01DE-36'],
    ['letter in a check digit', '12ABC34501DE3A'],
    ['wrong numeric check digits', '33.000.167/0001-02'],
    ['13 characters', '12ABC34501DE3'],
    ['15 characters', '12ABC34501DE351'],
    ['symbol in the base', '12ABC3450*DE35'],
    ['accented letter', '12ÁBC34501DE35'],
    ['all zeros', '00.000.000/0000-00'],
    ['all ones', '11111111111111'],
    ['repeated letters', 'AAAAAAAAAAAA' + cnpjCheckDigits('AAAAAAAAAAAA')],
    ['empty', ''],
  ])('rejects %s (%j)', (_why, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('stripCnpj / formatCnpj', () => {
  it('strips the mask and upper-cases', () => expect(stripCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35'));
  it('formats alphanumeric', () => expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35'));
  it('formats numeric', () => expect(formatCnpj('33000167000101')).toBe('33.000.167/0001-01'));
  it('leaves a malformed value as typed', () => expect(formatCnpj('12.ABC')).toBe('12.ABC'));
});

describe('cnpjCheckDigits', () => {
  it('computes the Receita example (values = ASCII − 48, weights 2..9 from the right)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });
  it('computes numeric bases as before', () => expect(cnpjCheckDigits('330001670001')).toBe('01'));
  it('refuses lower case and wrong sizes', () => {
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC')).toThrow(RangeError);
  });
});

describe('generateCnpj', () => {
  it('produces numeric head-office CNPJs that the library accepts', () => {
    const rng = seededRng(3);
    for (let i = 0; i < 300; i++) {
      const cnpj = generateCnpj(rng);
      expect(cnpj).toMatch(/^\d{8}0001\d{2}$/);
      expect(libIsValidCnpj(cnpj)).toBe(true);
    }
  });

  it('produces alphanumeric CNPJs whose digits agree with the library', () => {
    const rng = seededRng(4);
    for (let i = 0; i < 300; i++) {
      const cnpj = generateCnpj(rng, { alphanumeric: true });
      expect(cnpj).toMatch(/^(?=.*[A-Z])[0-9A-Z]{12}\d{2}$/);
      expect(libIsValidCnpj(cnpj, { version: 2 })).toBe(true);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateCnpj(seededRng(5), { alphanumeric: true })).toBe(
      generateCnpj(seededRng(5), { alphanumeric: true }),
    );
  });
});
