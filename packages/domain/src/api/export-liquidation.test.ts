import { describe, expect, it } from 'vitest';
import { exportLiquidationList, exportLiquidationRequestSchema } from './export-liquidation';

describe('exportLiquidationList', () => {
  it('sorts due first by default, reads the currency upper-case and refuses a sort no index serves', () => {
    expect(exportLiquidationList.querySchema.parse({ currency: 'eur' })).toMatchObject({
      currency: 'EUR',
      sort: 'liquidationDate:asc',
    });
    expect(exportLiquidationList.querySchema.safeParse({ sort: 'meValue:asc' }).success).toBe(false);
  });

  it('refuses a liquidation date-to before the date-from', () => {
    const range = (from: string, to: string) =>
      exportLiquidationList.querySchema.safeParse({ liquidationDateFrom: from, liquidationDateTo: to })
        .success;
    expect(range('2026-03-02', '2026-03-01')).toBe(false);
    expect(range('2026-03-02', '2026-03-02')).toBe(true);
  });
});

describe('exportLiquidationRequestSchema', () => {
  const codeOf = (amount: unknown) => {
    const r = exportLiquidationRequestSchema.safeParse({ amount });
    return r.success ? 'ok' : (r.error.issues[0] as { params?: { code?: string } }).params?.code;
  };

  it('takes a decimal amount above zero, with up to 2 places', () => {
    expect(codeOf('1000')).toBe('ok');
    expect(codeOf('0.01')).toBe('ok');
    expect(codeOf('1234567890123456.99')).toBe('ok');
  });

  it('refuses zero, a negative, a malformed amount and a number, each with its code', () => {
    expect(codeOf('0')).toBe('amount_positive');
    expect(codeOf('0.00')).toBe('amount_positive');
    expect(codeOf('-5')).toBe('amount_positive');
    expect(codeOf('1.005')).toBe('money_invalid');
    expect(codeOf('1e5')).toBe('money_invalid');
    expect(codeOf('')).toBe('money_invalid');
    expect(exportLiquidationRequestSchema.safeParse({ amount: 10 }).success).toBe(false);
    expect(exportLiquidationRequestSchema.safeParse({}).success).toBe(false);
  });
});
