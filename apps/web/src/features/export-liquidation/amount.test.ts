import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount';

describe('a liquidation amount as typed', () => {
  it('names what is wrong: empty, malformed, zero, above the open amount', () => {
    expect(amountProblem('', 'pt-BR', '100.00')).toBe('field_required');
    expect(amountProblem('1,2,3', 'pt-BR', '100.00')).toBe('money_invalid');
    expect(amountProblem('0,00', 'pt-BR', '100.00')).toBe('amount_positive');
    expect(amountProblem('100,01', 'pt-BR', '100.00')).toBe('liquidation_above_open');
    expect(amountProblem('100,00', 'pt-BR', '100.00')).toBeNull();
    expect(amountProblem('40.25', 'en', '100.00')).toBeNull();
  });
});
