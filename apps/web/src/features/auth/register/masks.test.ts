import { isValidCnpj, parseTaxId } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { maskCpf, maskPhone, maskTaxId } from './masks';

describe('registration masks', () => {
  it('masks a CPF progressively and from a paste', () => {
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-0912')).toBe('123.456.789-09');
    expect(maskCpf('abc')).toBe('');
  });

  it('masks a client CPF or CNPJ, alphanumeric CNPJ included, so the domain accepts it', () => {
    expect(maskTaxId('12345678909')).toBe('123.456.789-09');
    expect(maskTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskTaxId('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(isValidCnpj(maskTaxId('12abc34501de35'))).toBe(true);
    expect(parseTaxId(maskTaxId('12.ABC.345/01DE-35'))).toEqual({ kind: 'cnpj', value: '12ABC34501DE35' });
    expect(maskTaxId('12.345.678/0001-95 extra')).toBe('12.345.678/0001-95');
  });

  it('masks a Brazilian phone and leaves an international one alone', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('(11) 9')).toBe('(11) 9');
    expect(maskPhone('+1 (415) 555-0100x')).toBe('+1 (415) 555-0100');
  });
});
