import { describe, expect, it } from 'vitest';
import { bankCodeOf, bankText } from './BankAutocomplete';

describe('the bank picker’s text', () => {
  it('shows a chosen bank with its name and keeps its code for the form', () => {
    expect(bankText('341', 'Itaú')).toBe('341 — Itaú');
    expect(bankText('341', null)).toBe('341');
    expect(bankCodeOf('341 — Itaú')).toBe('341');
  });

  it('keeps what was typed when no bank was chosen (the form checks it)', () => {
    expect(bankCodeOf(' 999 ')).toBe('999');
    expect(bankCodeOf('itau')).toBe('itau');
    expect(bankCodeOf('')).toBe('');
  });
});
