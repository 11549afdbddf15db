import { describe, expect, it } from 'vitest';
import { readSearch, searchQuerySchema } from './search';

describe('readSearch', () => {
  it('reads a CPF or CNPJ with valid check digits, bare or masked, as only that', () => {
    expect(readSearch('529.982.247-25')).toEqual({
      kinds: ['taxId'],
      taxId: { kind: 'cpf', value: '52998224725' },
    });
    expect(readSearch('52998224725')).toEqual({
      kinds: ['taxId'],
      taxId: { kind: 'cpf', value: '52998224725' },
    });
    expect(readSearch('11.222.333/0001-81').taxId).toEqual({ kind: 'cnpj', value: '11222333000181' });
    expect(readSearch('12.abc.345/01de-35').taxId).toEqual({ kind: 'cnpj', value: '12ABC34501DE35' });
  });

  it('reads anything shaped otherwise, or with a wrong check digit, as a reference', () => {
    // 20990000001 is a valid CPF: a contract number is still a contract number.
    expect(readSearch('2099/0000001')).toEqual({ kinds: ['reference'], text: '2099/0000001' });
    expect(readSearch('52998224724')).toEqual({ kinds: ['reference'], text: '52998224724' });
    expect(readSearch('  rem051-00000057 ')).toEqual({ kinds: ['reference'], text: 'REM051-00000057' });
  });

  it('reads an OPR number as only that, and nine digits as a Bacen number too', () => {
    expect(readSearch('opr2024')).toEqual({ kinds: ['opr'], text: 'OPR2024' });
    expect(readSearch('OPR')).toEqual({ kinds: ['opr'], text: 'OPR' });
    expect(readSearch('564498018')).toEqual({ kinds: ['bacen', 'reference'], text: '564498018' });
  });
});

describe('searchQuerySchema', () => {
  const codeOf = (q: unknown) => {
    const parsed = searchQuerySchema.safeParse(q === undefined ? {} : { q });
    return parsed.success
      ? parsed.data.q
      : (parsed.error.issues[0] as { params?: { code?: string } }).params?.code;
  };
  it('takes 2 to 60 characters once trimmed', () => {
    expect(codeOf(' ab ')).toBe('ab');
    expect(codeOf('x'.repeat(60))).toBe('x'.repeat(60));
    expect(codeOf(undefined)).toBe('search_required');
    expect(codeOf('   ')).toBe('search_required');
    expect(codeOf('a')).toBe('search_too_short');
    expect(codeOf('x'.repeat(61))).toBe('search_too_long');
    expect(codeOf('a\u0007b')).toBe('invalid_characters');
  });
});
