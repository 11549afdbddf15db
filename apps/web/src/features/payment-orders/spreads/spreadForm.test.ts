import { describe, expect, it } from 'vitest';
import { issueCode } from '../../../components/forms/codeResolver';
import { spreadFormSchema, spreadRequestFigures, typedDecimal, wireSpread } from './spreadForm';

/** The domain codes the form reports for `values`, by field. */
function codes(language: string, values: { spreadPercent: string; operationFee: string }) {
  const issues = (spreadFormSchema(language).safeParse(values).error?.issues ?? []) as Parameters<
    typeof issueCode
  >[0][];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), issueCode(i)]));
}

describe('wireSpread', () => {
  it('reads a percentage with a comma or a dot, and a trailing percent sign', () => {
    expect(wireSpread('1,25')).toBe('1.25');
    expect(wireSpread('1.25')).toBe('1.25');
    expect(wireSpread(' 0,7525 % ')).toBe('0.7525');
    expect(wireSpread('2')).toBe('2');
  });

  it('leaves the range to the server: 25 reads as a number', () => {
    expect(wireSpread('25')).toBe('25');
  });

  it('refuses what is not a number of at most four decimals', () => {
    for (const typed of ['', 'abc', '1,23456', '-1', '1.000,5', '1e2', '1,2,3'])
      expect(wireSpread(typed), typed).toBeNull();
  });
});

describe('typedDecimal', () => {
  it('writes a stored decimal as the field starts in Portuguese and English', () => {
    expect(typedDecimal('1.2500', 'pt-BR', 2, 4)).toBe('1,25');
    expect(typedDecimal('0.7525', 'en', 2, 4)).toBe('0.7525');
    expect(typedDecimal('35.00', 'pt-BR', 2, 2)).toBe('35,00');
    expect(typedDecimal('1234.5', 'en', 2, 2)).toBe('1234.50');
    expect(typedDecimal('3', 'pt-BR', 0, 4)).toBe('3');
  });
});

describe('spreadFormSchema', () => {
  it('accepts a spread and a fee as the language writes them', () => {
    expect(codes('pt-BR', { spreadPercent: '1,25', operationFee: '1.035,00' })).toEqual({});
    expect(codes('en', { spreadPercent: '1.25', operationFee: '1,035.00' })).toEqual({});
  });

  it('reports the domain codes of an empty or unreadable field', () => {
    expect(codes('pt-BR', { spreadPercent: ' ', operationFee: '' })).toEqual({
      spreadPercent: 'field_required',
      operationFee: 'field_required',
    });
    expect(codes('pt-BR', { spreadPercent: '1,23456', operationFee: '35,001' })).toEqual({
      spreadPercent: 'spread_invalid',
      operationFee: 'money_invalid',
    });
  });

  it('lets a spread out of range through to the server', () => {
    expect(codes('pt-BR', { spreadPercent: '25', operationFee: '0' })).toEqual({});
  });
});

describe('spreadRequestFigures', () => {
  it('sends the wire’s decimal strings', () => {
    expect(spreadRequestFigures({ spreadPercent: '1,25', operationFee: '1.035,00' }, 'pt-BR')).toEqual({
      spreadPercent: '1.25',
      operationFee: '1035.00',
    });
    expect(spreadRequestFigures({ spreadPercent: '0.5 %', operationFee: '35' }, 'en')).toEqual({
      spreadPercent: '0.5',
      operationFee: '35',
    });
  });
});
