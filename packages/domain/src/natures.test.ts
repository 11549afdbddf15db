import { describe, expect, it } from 'vitest';
import { NATURE_OF_OPERATION_WORDS } from './api/stored-words';
import { contractsList } from './api/contracts';
import { quotationsList } from './api/quotations';
import { filterSchema } from './lists/filters';
import { findNatures, NATURES_OF_OPERATION, natureOptionText } from './natures';

const codes = (typed: string) => findNatures(typed).map((n) => n.code);

describe('the natures of operation', () => {
  it('are declared once, five-digit codes each named in both languages', () => {
    expect(new Set(NATURES_OF_OPERATION.map((n) => n.code)).size).toBe(NATURES_OF_OPERATION.length);
    for (const n of NATURES_OF_OPERATION) {
      expect(n.code).toMatch(/^\d{5}$/);
      expect(n.label['pt-BR']).not.toBe('');
      expect(n.label.en).not.toBe('');
      expect(NATURE_OF_OPERATION_WORDS[n.code]).toBe(n.label);
    }
  });

  it('are found by the start of the code or a part of the name in either language, accents and case aside', () => {
    expect(codes('100')).toEqual(['10024', '10037', '10040']);
    expect(codes('exportacao de mercadorias - pagamento a')).toEqual(['10024', '10037', '10040']);
    expect(codes('À VISTA')).toEqual(['10037', '12015']);
    expect(codes('foreign loan -')).toEqual(['50005', '55009']);
    expect(codes('')).toHaveLength(NATURES_OF_OPERATION.length);
    expect(codes('nothing like it')).toEqual([]);
  });

  it('read as the picker shows them, in the reader’s language', () => {
    expect(natureOptionText('10024', 'pt-BR')).toBe(
      '10024 — Exportação de mercadorias - pagamento antecipado',
    );
    expect(natureOptionText('10024', 'en')).toBe('10024 — Export of goods - payment in advance');
    expect(natureOptionText('99999', 'en')).toBe('99999');
    expect(codes(natureOptionText('45500', 'en'))).toEqual(['45500']);
  });
});

describe('the bank and nature filters', () => {
  const issueCode = (schema: ReturnType<typeof filterSchema>, value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? parsed.data
      : (parsed.error.issues[0] as { params?: { code?: string } }).params?.code;
  };

  it('take a bank by its three-digit COMPE code', () => {
    const bank = filterSchema(contractsList.filters.bank);
    expect(issueCode(bank, ' 341 ')).toBe('341');
    expect(issueCode(bank, '')).toBeUndefined();
    for (const bad of ['34', '3410', 'itau', '34a']) expect(issueCode(bank, bad)).toBe('invalid_bank');
    expect(quotationsList.filters.bankCode.kind).toBe('bank');
  });

  it('take a nature by a code of the table, and refuse any other', () => {
    const nature = filterSchema(contractsList.filters.nature);
    expect(issueCode(nature, '10024')).toBe('10024');
    expect(issueCode(nature, '')).toBeUndefined();
    for (const bad of ['99999', '1002', 'export']) expect(issueCode(nature, bad)).toBe('invalid_nature');
  });
});
