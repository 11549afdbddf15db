import { describe, expect, it } from 'vitest';
import { backToBackDetailSchema, backToBackList } from './back-to-back';

describe('backToBackList', () => {
  it('reads one status or several, the currency upper-case, and refuses an unknown status', () => {
    expect(backToBackList.querySchema.parse({ status: 'pending', currency: 'eur' })).toMatchObject({
      status: ['pending'],
      currency: 'EUR',
      sort: 'operationDate:desc',
    });
    expect(backToBackList.querySchema.parse({ status: ['settled', 'canceled'] }).status).toEqual([
      'settled',
      'canceled',
    ]);
    expect(backToBackList.querySchema.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('refuses a date-to before the date-from, and a sort no index serves', () => {
    expect(
      backToBackList.querySchema.safeParse({ operationDateFrom: '2026-03-02', operationDateTo: '2026-03-01' })
        .success,
    ).toBe(false);
    expect(
      backToBackList.querySchema.safeParse({ operationDateFrom: '2026-03-02', operationDateTo: '2026-03-02' })
        .success,
    ).toBe(true);
    expect(backToBackList.querySchema.safeParse({ sort: 'currency:asc' }).success).toBe(false);
  });

  it('takes a negative margin and a missing leg', () => {
    const margin = backToBackDetailSchema.shape.margin;
    expect(margin.parse({ mnValue: '-12.50', rateSpread: '-0.01000000' })).toEqual({
      mnValue: '-12.50',
      rateSpread: '-0.01000000',
    });
    expect(margin.parse({ mnValue: null, rateSpread: null })).toEqual({ mnValue: null, rateSpread: null });
    expect(margin.safeParse({ mnValue: null, rateSpread: '0.01' }).success).toBe(false);
  });
});
