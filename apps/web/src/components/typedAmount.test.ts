import { amountOf } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { typedAmount } from './typedAmount';

describe('typedAmount', () => {
  it('is written the UI language’s way and read back exactly by the one amount reader', () => {
    expect(typedAmount('7499.50', 'pt-BR')).toBe('7.499,50');
    expect(typedAmount('7499.50', 'en')).toBe('7,499.50');
    expect(typedAmount('1234567.00', 'pt-BR')).toBe('1.234.567,00');
    expect(typedAmount('0.10', 'en')).toBe('0.10');
    for (const wire of ['7499.50', '1234567.00', '0.10', '12500.00'])
      for (const language of ['pt-BR', 'en']) expect(amountOf(typedAmount(wire, language))).toBe(wire);
  });
});
