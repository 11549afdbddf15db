import { describe, expect, it } from 'vitest';
import { formatTaxId, parseTaxId, taxIdString } from './tax-id';

describe('parseTaxId', () => {
  it('reads a masked CPF', () => {
    expect(parseTaxId('280.012.389-38')).toEqual({ kind: 'cpf', value: '28001238938' });
  });
  it('reads an unmasked numeric CNPJ', () => {
    expect(parseTaxId('33000167000101')).toEqual({ kind: 'cnpj', value: '33000167000101' });
  });
  it('reads a lower-case alphanumeric CNPJ and upper-cases it', () => {
    expect(parseTaxId('12.abc.345/01de-35')).toEqual({ kind: 'cnpj', value: '12ABC34501DE35' });
  });
  it.each(['280.012.389-39', '33.000.167/0001-02', '123456789012', '', 'abc', '111.111.111-11'])(
    'rejects %j',
    (input) => expect(parseTaxId(input)).toBeNull(),
  );
});

describe('formatTaxId', () => {
  it('masks each kind', () => {
    expect(formatTaxId({ kind: 'cpf', value: '28001238938' })).toBe('280.012.389-38');
    expect(formatTaxId({ kind: 'cnpj', value: '12ABC34501DE35' })).toBe('12.ABC.345/01DE-35');
  });
});

describe('taxIdString', () => {
  it('outputs the unmasked value', () => {
    expect(taxIdString.parse(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(taxIdString.parse('280.012.389-38')).toBe('28001238938');
  });
  it('rejects an invalid value with a message', () => {
    const result = taxIdString.safeParse('280.012.389-39');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid CPF/CNPJ.');
  });
});
