import { describe, expect, it } from 'vitest';
import { issueCode } from '../../components/forms/codeResolver';
import { confirmCreditFormSchema, writeOffFormSchema } from './forms';

/** The domain codes a form schema reports for `values`, by field. */
function codes(schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } }, values: unknown) {
  const issues = (schema.safeParse(values).error?.issues ?? []) as Parameters<typeof issueCode>[0][];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), issueCode(i)]));
}

describe('confirmCreditFormSchema', () => {
  const schema = confirmCreditFormSchema('2026-03-10', '2026-03-02');

  it('accepts today and any day since the order was registered', () => {
    expect(codes(schema, { creditDate: '2026-03-10' })).toEqual({});
    expect(codes(schema, { creditDate: '2026-03-02' })).toEqual({});
  });

  it('refuses a day in the future, before the register, or no day', () => {
    expect(codes(schema, { creditDate: '2026-03-11' })).toEqual({ creditDate: 'credit_date_in_future' });
    expect(codes(schema, { creditDate: '2026-03-01' })).toEqual({
      creditDate: 'credit_date_before_register',
    });
    expect(codes(schema, { creditDate: '' })).toEqual({ creditDate: 'credit_date_required' });
    expect(codes(schema, { creditDate: 'invalid-date' })).toEqual({ creditDate: 'credit_date_required' });
  });
});

describe('writeOffFormSchema', () => {
  const schema = writeOffFormSchema('pt-BR');

  it('accepts an amount typed in the UI language with a reason', () => {
    expect(codes(schema, { amount: '1.000,50', reason: 'Tarifa do banco' })).toEqual({});
  });

  it('names what is missing or wrong, field by field', () => {
    expect(codes(schema, { amount: '', reason: '' })).toEqual({
      amount: 'field_required',
      reason: 'write_off_reason_required',
    });
    expect(codes(schema, { amount: '12,345', reason: 'x' })).toEqual({ amount: 'money_invalid' });
    expect(codes(schema, { amount: '0,00', reason: 'x' })).toEqual({ amount: 'amount_positive' });
    expect(codes(schema, { amount: '1', reason: 'x'.repeat(501) })).toEqual({ reason: 'reason_too_long' });
  });
});
