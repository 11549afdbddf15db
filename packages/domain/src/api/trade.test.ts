import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../field-messages';
import { exchangeToContractList, exportPendingList, importContractsList, importReportList } from './trade';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('Imp/Exp list declarations', () => {
  it('require the client on import contracts and its downloads (spec 5)', () => {
    const code = FIELD_MESSAGES.trade_client_required;
    expect(code.en).toBe('Please select a Client to continue with the search.');
    expect(importContractsList.querySchema.safeParse({}).success).toBe(false);
    expect(importContractsList.exportQuerySchema.safeParse({}).success).toBe(false);
    expect(importContractsList.querySchema.safeParse({ clientId: '7' }).success).toBe(true);
  });

  it('require the report’s client and a period of at most one year', () => {
    expect(messages(importReportList.querySchema.safeParse({ clientId: '7' })).map(([p]) => p)).toEqual([
      'contractDateFrom',
      'contractDateTo',
    ]);
    const long = importReportList.querySchema.safeParse({
      clientId: '7',
      contractDateFrom: '2025-01-01',
      contractDateTo: '2026-01-02',
    });
    expect(long.success).toBe(false);
    const year = importReportList.querySchema.safeParse({
      clientId: '7',
      contractDateFrom: '2025-01-02',
      contractDateTo: '2026-01-01',
    });
    expect(year.success).toBe(true);
  });

  it('leave the client optional on the export invoices’ screens, soonest due first', () => {
    expect(exportPendingList.querySchema.parse({}).sort).toBe('dueDate:asc');
    expect(exchangeToContractList.querySchema.safeParse({ currency: 'usd' }).success).toBe(true);
    expect(exportPendingList.querySchema.safeParse({ valueFrom: '10', valueTo: '5' }).success).toBe(false);
  });
});
