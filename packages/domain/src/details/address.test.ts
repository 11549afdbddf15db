import { describe, expect, it } from 'vitest';
import { addressText, formatPostalCode } from './address';
import { bankLine } from './fields';

const address = {
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'conj. 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310100',
  country: 'BR',
};

describe('record page texts', () => {
  it('writes the address on one line, the CEP with its dash, the country only when abroad', () => {
    expect(addressText(address, 'CEP')).toBe(
      'Avenida Paulista, 1000, conj. 12 - Bela Vista - São Paulo/SP - CEP 01310-100',
    );
    expect(
      addressText({ ...address, complement: null, district: null, postalCode: null, country: 'PT' }, 'CEP'),
    ).toBe('Avenida Paulista, 1000 - São Paulo/SP - PT');
  });

  it('leaves an address without street or city empty', () => {
    const none = { ...address, street: null, city: null };
    expect(addressText(none, 'CEP')).toBe('');
  });

  it('masks only an 8-digit CEP, and names a bank by code and name', () => {
    expect(formatPostalCode('01310100')).toBe('01310-100');
    expect(formatPostalCode('1000-001')).toBe('1000-001');
    expect(bankLine({ code: '341', name: 'Itaú' })).toBe('341 - Itaú');
    expect(bankLine({ code: null, name: 'Banco X' })).toBe('Banco X');
  });
});
