import { describe, expect, it } from 'vitest';
import {
  CONTRACT_REFERENCE_FILTERS,
  CONTRACT_REFERENCE_KINDS,
  CONTRACT_REFERENCE_LABELS,
  contractsList,
  contractSummarySchema,
} from './contracts';

/** The codes of the failed rules, by field. */
function codes(input: Record<string, unknown>): Record<string, string[]> {
  const result = contractsList.querySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const code = (issue as { params?: { code?: string } }).params?.code ?? issue.code;
    (out[issue.path.join('.')] ??= []).push(code);
  }
  return out;
}

const row = {
  id: '7',
  contractNumber: 'CT-2026-0001',
  contractDate: '2026-03-02',
  bacenNumber: null,
  type: 'import',
  status: 'open',
  client: { id: '1', name: 'Importadora Exemplo Ltda' },
  bank: null,
  counterparty: 'Acme Exports Inc.',
  currency: 'USD',
  meValue: '12345.67',
  rate: '5.12450000',
  mnValue: '63262.53',
  natureCode: '12002',
  references: { di: ['DI-26/0001234-5'], customer_reference: ['PED-1', 'PED-2'] },
};

describe('the contracts list’s reference filters', () => {
  it('search each reference kind by a filter of its own, labelled as the kind', () => {
    const kinds = Object.values(CONTRACT_REFERENCE_FILTERS);
    expect([...kinds].sort()).toEqual([...CONTRACT_REFERENCE_KINDS].sort());
    for (const [filter, kind] of Object.entries(CONTRACT_REFERENCE_FILTERS)) {
      const def = contractsList.filters[filter as keyof typeof CONTRACT_REFERENCE_FILTERS];
      expect(def, filter).toMatchObject({ kind: 'exact', label: CONTRACT_REFERENCE_LABELS[kind] });
    }
  });

  it('take a reference number exactly, trimmed, up to 40 characters', () => {
    expect(contractsList.querySchema.parse({ di: ' DI-26/0001234-5 ', backToBack: 'BB-9' })).toMatchObject({
      di: 'DI-26/0001234-5',
      backToBack: 'BB-9',
    });
    expect(contractsList.querySchema.parse({ di: '  ' })).toMatchObject({ di: undefined });
    expect(codes({ blFreight: 'x'.repeat(41) })).toEqual({ blFreight: ['text_too_long'] });
    expect(codes({ customerReference: 'x'.repeat(40) })).toEqual({});
  });
});

describe('the contracts list’s query', () => {
  it('defaults to the newest contracts first, 25 a page', () => {
    expect(contractsList.querySchema.parse({})).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'contractDate:desc',
    });
  });

  it('needs three characters of a keyword or a payer/receiver', () => {
    expect(codes({ keyword: 'ab' })).toEqual({ keyword: ['text_too_short'] });
    expect(codes({ counterparty: 'ab' })).toEqual({ counterparty: ['name_filter_too_short'] });
    expect(codes({ keyword: 'abc', counterparty: 'Acme' })).toEqual({});
  });

  it('refuses a date or ME value range that ends before it starts', () => {
    expect(codes({ contractDateFrom: '2026-03-02', contractDateTo: '2026-03-01' })).toEqual({
      contractDateTo: ['date_range_invalid'],
    });
    expect(codes({ contractDateFrom: '2026-03-02', contractDateTo: '2026-03-02' })).toEqual({});
    expect(codes({ meValueFrom: '1000', meValueTo: '999.99' })).toEqual({
      meValueTo: ['money_range_invalid'],
    });
    expect(codes({ meValueFrom: '1000', meValueTo: '1000.00' })).toEqual({});
    expect(codes({ meValueFrom: '1.2345' })).toEqual({ meValueFrom: ['money_invalid'] });
    expect(codes({ meValueFrom: '-1.234' })).toEqual({ meValueFrom: ['amount_negative'] });
    expect(codes({ meValueFrom: '10.000,00', meValueTo: '10000.5' })).toEqual({});
    expect(codes({ meValueFrom: '10.000,01', meValueTo: '10000' })).toEqual({
      meValueTo: ['money_range_invalid'],
    });
  });

  it('sorts only by what an index serves, and pages no further than 10,000', () => {
    expect(contractsList.querySchema.parse({ sort: 'meValue:desc' })).toMatchObject({ sort: 'meValue:desc' });
    expect(Object.keys(codes({ sort: 'counterparty:asc' }))).toEqual(['sort']);
    expect(Object.keys(codes({ sort: 'rate:asc' }))).toEqual(['sort']);
    expect(Object.keys(codes({ page: '10001' }))).toEqual(['page']);
  });

  it('refuses an unknown type, and gives the downloads the same filters with a language', () => {
    expect(Object.keys(codes({ type: 'swap' }))).toEqual(['type']);
    expect(contractsList.exportQuerySchema.parse({ lang: 'en', di: 'DI-1', page: '3' })).toMatchObject({
      sort: 'contractDate:desc',
      lang: 'en',
      di: 'DI-1',
    });
    expect(
      contractsList.exportQuerySchema.safeParse({
        contractDateFrom: '2026-03-02',
        contractDateTo: '2026-03-01',
      }).success,
    ).toBe(false);
  });
});

describe('the contracts list’s rows and downloads', () => {
  it('carry money as decimal strings and the reference numbers by known kinds', () => {
    expect(contractSummarySchema.parse(row)).toEqual(row);
    expect(contractSummarySchema.safeParse({ ...row, meValue: 12345.67 }).success).toBe(false);
    expect(contractSummarySchema.safeParse({ ...row, meValue: '12345.678' }).success).toBe(false);
    expect(contractSummarySchema.safeParse({ ...row, references: { due: ['X'] } }).success).toBe(false);
  });

  it('name their thirteen columns in each language', () => {
    const en = contractsList.downloadColumns('en');
    expect(en.map((c) => c.header)).toEqual([
      'Number',
      'Date',
      'Currency',
      'ME value',
      'Rate',
      'MN value',
      'Type',
      'Payer/receiver',
      'Client',
      'Bank',
      'Status',
      'Bacen number',
      'Nature',
    ]);
    expect(contractsList.downloadColumns('pt-BR').map((c) => c.header)).toContain('Pagador/recebedor');
    expect(contractsList.download.file).toEqual({ 'pt-BR': 'contratos', en: 'contracts' });
  });
});
