import { describe, expect, it } from 'vitest';
import { typedAmount, wireAmount } from './typedAmount';

describe('wireAmount', () => {
  it('reads an amount as Portuguese writes it', () => {
    expect(wireAmount('1.234,56', 'pt-BR')).toBe('1234.56');
    expect(wireAmount('1234,5', 'pt-BR')).toBe('1234.5');
    expect(wireAmount(' 12.500 ', 'pt-BR')).toBe('12500');
    expect(wireAmount('1.234.567,89', 'pt-BR')).toBe('1234567.89');
  });

  it('reads an amount as English writes it', () => {
    expect(wireAmount('1,234.56', 'en')).toBe('1234.56');
    expect(wireAmount('12,500', 'en')).toBe('12500');
    expect(wireAmount('1234.56', 'en')).toBe('1234.56');
  });

  it('takes a lone comma or dot with one or two digits as the decimal separator in either language', () => {
    expect(wireAmount('1234.56', 'pt-BR')).toBe('1234.56');
    expect(wireAmount('1234,56', 'en')).toBe('1234.56');
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const typed of ['', 'abc', '12,345,67', '1,2345', '1.2.3', '-5', '1e3', '12..5', '1.234,567'])
      expect(wireAmount(typed, 'pt-BR'), typed).toBeNull();
    expect(wireAmount('1.234,56', 'en')).toBeNull();
  });
});

describe('typedAmount', () => {
  it('is written the UI language’s way and read back exactly', () => {
    expect(typedAmount('7499.50', 'pt-BR')).toBe('7.499,50');
    expect(typedAmount('7499.50', 'en')).toBe('7,499.50');
    expect(typedAmount('1234567.00', 'pt-BR')).toBe('1.234.567,00');
    expect(typedAmount('0.10', 'en')).toBe('0.10');
    expect(wireAmount('7.499,50', 'pt-BR')).toBe('7499.50');
    expect(wireAmount('7,499.50', 'en')).toBe('7499.50');
    expect(wireAmount('7499,5', 'en')).toBe('7499.5');
    expect(wireAmount('7.499,505', 'pt-BR')).toBeNull();
    expect(wireAmount('abc', 'en')).toBeNull();
  });
});
