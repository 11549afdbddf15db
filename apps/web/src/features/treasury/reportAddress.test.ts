import { treasuryQuerySchema } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  parseReportAddress,
  periodIssues,
  reportApiQuery,
  reportSearch,
} from './reportAddress';

// 2026-11-25 10:00 in São Paulo.
const NOW = new Date('2026-11-25T13:00:00Z');

describe('a treasury report address', () => {
  it('opens on the month of today and the eleven after it: one year, which the domain accepts', () => {
    expect(defaultPeriod(NOW)).toEqual({ from: '2026-11-01', to: '2027-10-31' });
    // 31 December 23:30 in São Paulo is still December there (02:30 UTC on the 1st).
    expect(defaultPeriod(new Date('2027-01-01T02:30:00Z'))).toEqual({ from: '2026-12-01', to: '2027-11-30' });
    const parsed = treasuryQuerySchema.safeParse({ clientId: '7', ...defaultPeriod(NOW) });
    expect(parsed.success).toBe(true);
  });

  it('keeps well-formed values and drops the others', () => {
    const address = parseReportAddress(
      new URLSearchParams('clientId=42&client=Alfa%20Ltda&from=2026-01-01&to=2026-06-30&currency=EUR'),
      NOW,
    );
    expect(address).toEqual({
      clientId: '42',
      client: 'Alfa Ltda',
      from: '2026-01-01',
      to: '2026-06-30',
      currency: 'EUR',
    });
    expect(
      parseReportAddress(new URLSearchParams('clientId=0&client=X&from=2026-13&to=x&currency=eu'), NOW),
    ).toEqual({ from: '2026-11-01', to: '2027-10-31' });
  });

  it('writes the address back and leaves the picker’s name out of the API query', () => {
    const address = { clientId: '42', client: 'Alfa & Cia', from: '2026-01-01', to: '2026-06-30' };
    expect(parseReportAddress(new URLSearchParams(reportSearch(address)), NOW)).toEqual(address);
    expect(reportApiQuery(address, { contractId: '9' })).toBe(
      '?clientId=42&from=2026-01-01&to=2026-06-30&contractId=9',
    );
  });

  it('tells what the rules refuse in an address’s period: over a year, or the end before the start', () => {
    const address = (from: string, to: string) =>
      parseReportAddress(new URLSearchParams({ clientId: '42', from, to }), NOW);
    expect(periodIssues(address('2025-01-01', '2026-06-30'))).toEqual(['period_too_long']);
    expect(periodIssues(address('2026-03-10', '2026-03-09'))).toEqual(['date_range_invalid']);
    // One year exactly, both ends included, and a single day are periods; a missing client is not the period's.
    expect(periodIssues(address('2026-01-01', '2027-01-01'))).toEqual([]);
    expect(periodIssues(address('2026-03-10', '2026-03-10'))).toEqual([]);
    expect(periodIssues(parseReportAddress(new URLSearchParams(), NOW))).toEqual([]);
  });
});
