import { describe, expect, it } from 'vitest';
import { amountOf, readAmount } from './amount-text';

describe('readAmount', () => {
  it('reads the ways a person writes an amount, in either language', () => {
    const cases: [string, string][] = [
      ['10.000', '10000'],
      ['10.000,00', '10000.00'],
      ['10000.5', '10000.5'],
      ['10000,50', '10000.50'],
      ['10,000.00', '10000.00'],
      ['10,000', '10000'],
      ['1.234.567,89', '1234567.89'],
      ['1,234,567.89', '1234567.89'],
      ['1.234.567', '1234567'],
      [' 12.500 ', '12500'],
      ['12\u00a0500,5', '12500.5'],
      ['0,1', '0.1'],
      ['7', '7'],
    ];
    for (const [typed, wire] of cases) expect(readAmount(typed), typed).toEqual({ ok: true, amount: wire });
  });

  it('gives a negative amount its own code', () => {
    for (const typed of ['-10', '-10.000,00', '\u22125', ' - 1,5'])
      expect(readAmount(typed), typed).toEqual({ ok: false, code: 'amount_negative' });
  });

  it('refuses what is not an amount of at most two decimals and 16 integer digits', () => {
    for (const typed of [
      '',
      'abc',
      '-',
      '-abc',
      '12,345,67',
      '1,2345',
      '1.2.3',
      '1e3',
      '12..5',
      '1.234,567',
      '10000.500',
      '1,234,56',
      '1.234.56',
      '.5',
      '5.',
      '12345678901234567',
      '0x10',
    ])
      expect(readAmount(typed), typed).toEqual({ ok: false, code: 'money_invalid' });
  });

  it('given the writer’s language, reads its decimal separator standing alone as decimal', () => {
    expect(readAmount('35,001', 'pt-BR')).toEqual({ ok: false, code: 'money_invalid' });
    expect(readAmount('35,001')).toEqual({ ok: true, amount: '35001' });
    expect(readAmount('10.000', 'pt-BR')).toEqual({ ok: true, amount: '10000' });
    expect(readAmount('10.001', 'en')).toEqual({ ok: false, code: 'money_invalid' });
    expect(readAmount('10,000', 'en')).toEqual({ ok: true, amount: '10000' });
    expect(readAmount('1.234,56', 'en')).toEqual({ ok: true, amount: '1234.56' });
    expect(readAmount('1234.56', 'pt-BR')).toEqual({ ok: true, amount: '1234.56' });
    expect(readAmount('1,234,567', 'pt-BR')).toEqual({ ok: true, amount: '1234567' });
    expect(readAmount('-35,00', 'pt-BR')).toEqual({ ok: false, code: 'amount_negative' });
  });

  it('amountOf gives the wire amount or null', () => {
    expect(amountOf('10.000,00')).toBe('10000.00');
    expect(amountOf('-1')).toBeNull();
    expect(amountOf('x')).toBeNull();
  });
});
