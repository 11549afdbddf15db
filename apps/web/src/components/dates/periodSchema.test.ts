import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from './isoDate';
import { periodSchema } from './periodSchema';

const codes = (value: { from: string; to: string }) => {
  const result = periodSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [
        issue.path.join('.'),
        (issue as { params?: { code?: string } }).params?.code,
      ]);
};

describe('periodSchema', () => {
  it('accepts empty ends, one day and ordered days', () => {
    expect(codes({ from: '', to: '' })).toEqual([]);
    expect(codes({ from: '2026-03-05', to: '' })).toEqual([]);
    expect(codes({ from: '2026-03-05', to: '2026-03-05' })).toEqual([]);
    expect(codes({ from: '2026-03-01', to: '2026-03-07' })).toEqual([]);
  });

  it('rejects an end typed but not a day, so the search is not applied without it', () => {
    expect(codes({ from: INVALID_DATE, to: '' })).toEqual([['from', 'date_invalid']]);
    // No range error from comparing a non-day: only the end that is wrong is reported.
    expect(codes({ from: INVALID_DATE, to: '2026-03-01' })).toEqual([['from', 'date_invalid']]);
    expect(codes({ from: '2026-03-01', to: '2026-02-30' })).toEqual([['to', 'date_invalid']]);
  });

  it('keeps the spec rule: date-to must be greater than date-from', () => {
    expect(codes({ from: '2026-03-05', to: '2026-03-01' })).toEqual([['to', 'date_range_invalid']]);
  });
});
