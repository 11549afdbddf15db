import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, formatNumber } from './format';

// Intl puts a no-break space between the currency and the amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('locale formats', () => {
  it('writes money as each language does, from the decimal string as it is', () => {
    expect(plain(formatMoney('1234.56', 'BRL', 'pt-BR'))).toBe('R$ 1.234,56');
    expect(plain(formatMoney('1234.56', 'BRL', 'en'))).toBe('BRL 1,234.56');
    expect(plain(formatMoney('-0.5', 'USD', 'pt-BR'))).toBe('-US$ 0,50');
    // No float on the way: 2^53 + 1 stays exact.
    expect(plain(formatMoney('9007199254740993.10', 'BRL', 'en'))).toBe('BRL 9,007,199,254,740,993.10');
  });

  it('writes numbers and days per language, days in São Paulo', () => {
    expect(formatNumber('1234567.891', 'pt-BR', 3)).toBe('1.234.567,891');
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
    // 02:00 UTC on the 4th is still the 3rd in São Paulo.
    const instant = new Date('2026-05-04T02:00:00Z');
    expect(formatLongDate(instant, 'pt-BR')).toBe('domingo, 3 de maio de 2026');
    expect(formatLongDate(instant, 'en')).toBe('Sunday, May 3, 2026');
  });
});
