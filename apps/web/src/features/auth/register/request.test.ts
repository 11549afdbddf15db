import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER_VALUES, registerFieldName, toAccessRequest, type RegisterValues } from './request';

const values = (...rows: string[]): RegisterValues => ({
  ...EMPTY_REGISTER_VALUES,
  clientTaxIds: rows.map((value) => ({ value })),
});

describe('the access request of the /register form', () => {
  it('sends the filled client rows only', () => {
    expect(toAccessRequest(values('', ' ')).clientTaxIds).toEqual([]);
    expect(toAccessRequest(values('', '11.222.333/0001-81', ' ', 'x')).clientTaxIds).toEqual([
      '11.222.333/0001-81',
      'x',
    ]);
  });

  it('puts an error on the row it is about, empty rows before it notwithstanding', () => {
    const form = values('', '11.222.333/0001-81', '', 'x');
    expect(registerFieldName('clientTaxIds.1', form)).toBe('clientTaxIds.3.value');
    expect(registerFieldName('clientTaxIds.0', form)).toBe('clientTaxIds.1.value');
    expect(registerFieldName('clientTaxIds', form)).toBe('clientTaxIds.root');
    expect(registerFieldName('email', form)).toBe('email');
  });
});
