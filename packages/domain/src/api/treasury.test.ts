import { describe, expect, it } from 'vitest';
import { treasuryQuerySchema, treasuryRowLabel, treasuryValueText } from './treasury';
import { TREASURY_REPORT_IDS, TREASURY_REPORTS } from './treasury-reports';

/** The codes of each field's issues. */
function codes(input: unknown): Record<string, string[]> {
  const result = treasuryQuerySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const code = (issue as { params?: { code?: string } }).params?.code ?? issue.message;
    (out[issue.path.join('.')] ??= []).push(code);
  }
  return out;
}

describe('treasury reports', () => {
  it('take a client and a period of at most one year (spec 5)', () => {
    expect(codes({ clientId: '7', from: '2026-01-01', to: '2026-12-31' })).toEqual({});
    // One year to the day is allowed, a day more is not; Feb 29 + 1 year is Feb 28.
    expect(codes({ clientId: '7', from: '2026-03-01', to: '2027-03-01' })).toEqual({});
    expect(codes({ clientId: '7', from: '2026-03-01', to: '2027-03-02' })).toEqual({
      to: ['period_too_long'],
    });
    expect(codes({ clientId: '7', from: '2028-02-29', to: '2029-03-01' })).toEqual({
      to: ['period_too_long'],
    });
    expect(codes({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ clientId: ['clients_required'] });
    expect(codes({ clientId: '7', from: '2026-05-01', to: '2026-04-30' })).toEqual({
      to: ['date_range_invalid'],
    });
    expect(codes({ clientId: '7' })).toEqual({
      from: ['Please give the period.'],
      to: ['Please give the period.'],
    });
    expect(codes({ clientId: 'x', from: '2026-01-01', to: '2026-12-31', currency: 'US' })).toMatchObject({
      clientId: expect.any(Array),
      currency: ['Invalid currency.'],
    });
  });

  it('read a currency in capitals', () => {
    const parsed = treasuryQuerySchema.parse({
      clientId: '7',
      from: '2026-01-01',
      to: '2026-01-31',
      currency: 'eur',
    });
    expect(parsed.currency).toBe('EUR');
  });

  it('are each a screen of its own, its chart drawn from its own columns', () => {
    const paths = TREASURY_REPORT_IDS.map((id) => TREASURY_REPORTS[id].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const id of TREASURY_REPORT_IDS) {
      const report = TREASURY_REPORTS[id];
      for (const column of report.chart) expect(report.columns, id).toContain(column);
      if ('drill' in report) expect(report.rowsBy, id).toBe('day');
    }
  });

  it('name their rows and write their figures in the reader’s language', () => {
    expect(treasuryRowLabel('2026-03', 'month', 'pt-BR')).toBe('mar. de 2026');
    expect(treasuryRowLabel('2026-03', 'month', 'en')).toBe('Mar 2026');
    expect(treasuryRowLabel('2026-03-07', 'day', 'pt-BR')).toBe('07/03/2026');
    expect(treasuryRowLabel('2026-03-07', 'day', 'en')).toBe('03/07/2026');
    expect(treasuryRowLabel('import', 'category', 'pt-BR')).toBe('Importação');
    const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(nbsp(treasuryValueText('total', '1234.5', 'USD', 'pt-BR'))).toBe('US$ 1.234,50');
    expect(treasuryValueText('count', '1234', 'USD', 'en')).toBe('1,234');
    expect(treasuryValueText('averageRate', '5.1234', 'USD', 'pt-BR')).toBe('5,12340000');
    expect(treasuryValueText('averageRate', null, 'USD', 'pt-BR')).toBe('');
  });
});
