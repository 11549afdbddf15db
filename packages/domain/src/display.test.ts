import { describe, expect, it } from 'vitest';
import { countryName, formatPhone } from './display';

describe('countries and phones for a reader', () => {
  it('names a country in the reader language', () => {
    expect(countryName('GB', 'pt-BR')).toBe('Reino Unido');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('BR', 'pt-BR')).toBe('Brasil');
    expect(countryName('BR', 'en')).toBe('Brazil');
  });

  it('keeps a code Intl cannot name, and nothing for nothing', () => {
    expect(countryName('XX', 'en')).toBe('XX');
    expect(countryName('1', 'en')).toBe('1');
    expect(countryName(null, 'en')).toBe('');
  });

  it('groups Brazilian mobile and landline numbers', () => {
    expect(formatPhone('+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('+552134567890')).toBe('+55 (21) 3456-7890');
  });

  it('keeps other numbers as stored', () => {
    expect(formatPhone('+447911123456')).toBe('+447911123456');
    expect(formatPhone(null)).toBe('');
  });
});
