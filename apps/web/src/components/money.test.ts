import { describe, expect, it } from 'vitest';
import { fieldMessage, formatMoney, formatRate } from './money';

describe('money, rate and domain formats', () => {
  it('writes money as the spec shows it', () => {
    expect(formatMoney('1234.56', 'BRL', 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatMoney('1234.56', 'BRL', 'en')).toBe('BRL 1,234.56');
    expect(formatMoney(null, 'BRL', 'en')).toBe('—');
  });
  it('writes every rate with the same 8 places, as stored', () => {
    expect(formatRate('5.12345678', 'pt-BR')).toBe('5,12345678');
    expect(formatRate('5.1', 'en')).toBe('5.10000000');
    expect(formatRate('5.123', 'pt-BR')).toBe('5,12300000');
    expect(formatRate('0.0351', 'en')).toBe('0.03510000');
    expect(formatRate('12345678.5', 'en')).toBe('12,345,678.50000000');
    expect(formatRate(null, 'en')).toBe('—');
  });
  it('translates domain codes', () => {
    expect(fieldMessage('field_required', undefined, 'pt-BR')).toBe('Campo obrigatório.');
    expect(fieldMessage('nope', 'x', 'en')).toBe('x');
  });
});
