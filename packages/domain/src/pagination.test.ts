import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './errors';
import {
  dateRangeRefinement,
  dateRangeSchema,
  isoDateString,
  listQuerySchema,
  listResponseSchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  parseSort,
} from './pagination';

describe('listQuerySchema', () => {
  const query = listQuerySchema(['includeDate', 'mnValue'], 'includeDate:desc');

  it('applies the defaults', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT, sort: 'includeDate:desc' });
    expect(PAGE_SIZE_DEFAULT).toBe(25);
    expect(PAGE_SIZE_MAX).toBe(200);
  });

  it('coerces query-string values', () => {
    expect(query.parse({ page: '3', pageSize: '200', sort: 'mnValue:asc' })).toEqual({
      page: 3,
      pageSize: 200,
      sort: 'mnValue:asc',
    });
  });

  it.each([
    ['page 0', { page: '0' }, 'page'],
    ['negative page', { page: '-1' }, 'page'],
    ['fractional page', { page: '1.5' }, 'page'],
    ['text page', { page: 'two' }, 'page'],
    ['pageSize 0', { pageSize: '0' }, 'pageSize'],
    ['pageSize 201', { pageSize: '201' }, 'pageSize'],
    ['unknown sort field', { sort: 'password:asc' }, 'sort'],
    ['bad direction', { sort: 'mnValue:up' }, 'sort'],
    ['no direction', { sort: 'mnValue' }, 'sort'],
  ])('rejects %s', (_why, input, path) => {
    const issues = query.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual([path]);
  });

  it('can be extended with filters', () => {
    const withStatus = query.extend({ status: z.enum(['paid', 'blocked']).optional() });
    expect(withStatus.parse({ status: 'paid' }).status).toBe('paid');
  });

  it('refuses a default sort that is not sortable', () => {
    // @ts-expect-error the type system already refuses it
    expect(() => listQuerySchema(['a'], 'b:asc')).toThrow();
  });
});

describe('parseSort', () => {
  it('splits field and direction', () => {
    expect(parseSort('includeDate:desc')).toEqual({ field: 'includeDate', direction: 'desc' });
  });
});

describe('listResponseSchema', () => {
  const schema = listResponseSchema(z.object({ id: z.string() }));
  it('accepts a page', () => {
    const page = { items: [{ id: 'a' }], page: 1, pageSize: 25, total: 1, totalIsEstimate: false };
    expect(schema.parse(page)).toEqual(page);
  });
  it('checks the items and the counters', () => {
    expect(
      schema.safeParse({ items: [{ id: 1 }], page: 1, pageSize: 25, total: 1, totalIsEstimate: false })
        .success,
    ).toBe(false);
    expect(
      schema.safeParse({ items: [], page: 1, pageSize: 25, total: -1, totalIsEstimate: false }).success,
    ).toBe(false);
    expect(schema.safeParse({ items: [], page: 1, pageSize: 25, total: 0 }).success).toBe(false);
  });
});

describe('dateRangeSchema', () => {
  it.each([
    [{}],
    [{ from: '2026-03-01' }],
    [{ to: '2026-03-01' }],
    [{ from: '2026-03-01', to: '2026-03-31' }],
    [{ from: '2026-03-01', to: '2026-03-01' }],
  ])('accepts %j', (range) => expect(dateRangeSchema.safeParse(range).success).toBe(true));

  it('rejects to before from with date_range_invalid on the to field', () => {
    const issues = dateRangeSchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues ?? [];
    expect(fieldErrorsFromIssues(issues)).toEqual([
      { path: 'to', code: 'date_range_invalid', message: 'Date-to must be greater than date-from.' },
    ]);
  });

  it('compares across months and years, not as text of another format', () => {
    expect(dateRangeSchema.safeParse({ from: '2025-12-31', to: '2026-01-01' }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: '2026-01-01', to: '2025-12-31' }).success).toBe(false);
  });

  it('rejects malformed and impossible dates', () => {
    expect(dateRangeSchema.safeParse({ from: '01/03/2026' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ to: '2026-02-30' }).success).toBe(false);
  });
});

describe('dateRangeRefinement', () => {
  const treasury = z
    .object({ monthFrom: z.string().optional(), monthTo: z.string().optional() })
    .superRefine(dateRangeRefinement('monthFrom', 'monthTo', { maxOneYear: true }));

  it('allows at most one year', () => {
    expect(treasury.safeParse({ monthFrom: '2025-03-01', monthTo: '2026-03-01' }).success).toBe(true);
    const issues = treasury.safeParse({ monthFrom: '2025-03-01', monthTo: '2026-03-02' }).error?.issues ?? [];
    expect(fieldErrorsFromIssues(issues)).toEqual([
      { path: 'monthTo', code: 'period_too_long', message: 'Please select a period of one year maximum.' },
    ]);
  });

  it('treats Feb 29 + 1 year as Feb 28', () => {
    expect(treasury.safeParse({ monthFrom: '2024-02-29', monthTo: '2025-02-28' }).success).toBe(true);
    expect(treasury.safeParse({ monthFrom: '2024-02-29', monthTo: '2025-03-01' }).success).toBe(false);
  });

  it('leaves malformed dates to their own fields, without throwing', () => {
    const report = z
      .object({ from: isoDateString, to: isoDateString })
      .superRefine(dateRangeRefinement('from', 'to', { maxOneYear: true }));
    for (const [from, to] of [
      ['x', 'y'],
      ['2025-03-01', 'y'],
      ['x', '2025-03-01'],
      ['2025-02-30', '2027-01-01'],
    ]) {
      const issues = report.safeParse({ from, to }).error?.issues ?? [];
      expect(issues.length, `${from}..${to}`).toBeGreaterThan(0);
      expect(fieldErrorsFromIssues(issues).map((e) => e.code)).not.toContain('period_too_long');
    }
  });

  it('still reports an inverted range first', () => {
    const issues = treasury.safeParse({ monthFrom: '2026-03-01', monthTo: '2025-03-01' }).error?.issues ?? [];
    expect(fieldErrorsFromIssues(issues)[0]?.code).toBe('date_range_invalid');
  });
});
