import { describe, expect, it } from 'vitest';
import { bankCodeOf, bankText } from './BankAutocomplete';
import { natureChoices, natureCodeOf } from './NatureAutocomplete';

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

describe('the nature picker’s text (issue 24)', () => {
  it('keeps a chosen nature’s code for the form, and what was typed otherwise', () => {
    expect(natureCodeOf('10024 — Export of goods - payment in advance')).toBe('10024');
    expect(natureCodeOf(' export ')).toBe('export');
  });

  it('offers the natures matching what was typed, and all of them while one is shown', () => {
    const codes = (text: string, language: 'pt-BR' | 'en') =>
      natureChoices(text, language).map((n) => n.code);
    expect(codes('foreign direct investment', 'en')).toEqual(['45500']);
    expect(codes('investimento estrangeiro', 'pt-BR')).toEqual(['45500']);
    expect(codes('45500', 'en')).toEqual(['45500']);
    expect(codes('10024 — Export of goods - payment in advance', 'en').length).toBeGreaterThan(1);
    expect(codes('', 'en').length).toBeGreaterThan(1);
  });
});
