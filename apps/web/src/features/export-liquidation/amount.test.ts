import { describe, expect, it } from 'vitest';
import { amountProblem, typedAmount, wireAmount } from './amount';

describe('a liquidation amount as typed', () => {
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

  it('names what is wrong: empty, malformed, zero, above the open amount', () => {
    expect(amountProblem('', 'pt-BR', '100.00')).toBe('field_required');
    expect(amountProblem('1,2,3', 'pt-BR', '100.00')).toBe('money_invalid');
    expect(amountProblem('0,00', 'pt-BR', '100.00')).toBe('amount_positive');
    expect(amountProblem('100,01', 'pt-BR', '100.00')).toBe('liquidation_above_open');
    expect(amountProblem('100,00', 'pt-BR', '100.00')).toBeNull();
    expect(amountProblem('40.25', 'en', '100.00')).toBeNull();
  });
});
