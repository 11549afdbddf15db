import { describe, expect, it } from 'vitest';
import { csvDialectOf } from './csv-dialects';
import { defineListResource } from './resource';
import { totalCurrencyOf, totalsCurrency } from './totals';

const label = (text: string) => ({ 'pt-BR': `${text} (pt)`, en: text });

const things = defineListResource({
  name: 'things',
  filters: {
    code: { kind: 'exact', max: 5, label: label('Code') },
    name: { kind: 'contains', max: 20, min: 3, tooShort: 'name_filter_too_short', label: label('Name') },
    taxId: { kind: 'taxId', label: label('CPF/CNPJ') },
    state: {
      kind: 'enum',
      multi: true,
      values: ['open', 'closed'],
      labels: { open: label('Open'), closed: label('Closed') },
      label: label('State'),
    },
    kind: {
      kind: 'enum',
      values: ['all', 'some'],
      labels: { all: label('All'), some: label('Some') },
      default: 'all',
      label: label('Kind'),
    },
    ownerId: { kind: 'id', names: 'user', format: 'uuid', label: label('Owner') },
    clientId: { kind: 'client', label: label('Client') },
    from: { kind: 'date', label: label('From') },
    to: { kind: 'date', label: label('To') },
    rateFrom: { kind: 'rate', label: label('Rate from') },
    rateTo: { kind: 'rate', label: label('Rate to') },
    minValue: { kind: 'money', label: label('Min') },
    maxValue: { kind: 'money', label: label('Max') },
  },
  ranges: [
    { from: 'from', to: 'to' },
    { from: 'rateFrom', to: 'rateTo' },
    { from: 'minValue', to: 'maxValue' },
  ],
  sortable: ['createdAt', 'id'],
  defaultSort: 'createdAt:desc',
  pageSizes: [10, 50],
  defaultPageSize: 50,
  maxPage: 1000,
  columns: {
    id: { kind: 'integer', label: label('Id'), width: 8 },
    createdAt: { kind: 'dateTime', label: label('Date'), header: label('Created at') },
    state: { kind: 'enum', label: label('State'), labels: { open: label('Open'), closed: label('Closed') } },
    value: { kind: 'money', label: label('Value') },
    note: { kind: 'text', label: label('Note') },
  },
  exportColumns: ['createdAt', 'id', 'value'],
  download: { file: label('things'), sheet: label('Things') },
});

/** The codes of the failed rules, by field. */
function codes(input: Record<string, unknown>): Record<string, string[]> {
  const result = things.querySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    const code = (issue as { params?: { code?: string } }).params?.code ?? issue.code;
    (out[key] ??= []).push(code);
  }
  return out;
}

describe('a list resource’s query', () => {
  it('parses every kind of filter, absent when empty, with the page, size and sort defaults', () => {
    expect(
      things.querySchema.parse({
        code: ' AB1 ',
        name: 'silva',
        taxId: '529.982.247-25',
        state: ['closed', 'closed'],
        ownerId: '3f1d0c8e-9a5b-4c1e-8f2a-1b2c3d4e5f60',
        clientId: '12',
        from: '2026-03-01',
        to: '2026-03-31',
        rateFrom: '5,1',
        rateTo: '5.2',
        minValue: '10',
        maxValue: '10.50',
        ownerIdExtra: 'ignored',
      }),
    ).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'createdAt:desc',
      code: 'AB1',
      name: 'silva',
      taxId: '52998224725',
      state: ['closed'],
      kind: 'all',
      ownerId: '3f1d0c8e-9a5b-4c1e-8f2a-1b2c3d4e5f60',
      clientId: '12',
      from: '2026-03-01',
      to: '2026-03-31',
      rateFrom: '5.1',
      rateTo: '5.2',
      minValue: '10',
      maxValue: '10.50',
    });
    expect(things.querySchema.parse({ code: '', name: '  ', state: 'open', ownerId: '' })).toMatchObject({
      code: undefined,
      name: undefined,
      state: ['open'],
      ownerId: undefined,
    });
  });

  it('refuses bad values with their codes', () => {
    expect(codes({ code: '123456' })).toEqual({ code: ['text_too_long'] });
    expect(codes({ name: 'ab' })).toEqual({ name: ['name_filter_too_short'] });
    expect(codes({ taxId: '123' })).toEqual({ taxId: ['tax_id_invalid'] });
    expect(Object.keys(codes({ state: 'lost' }))).toEqual(['state']);
    expect(Object.keys(codes({ kind: 'none' }))).toEqual(['kind']);
    expect(Object.keys(codes({ ownerId: 'x' }))).toEqual(['ownerId']);
    expect(Object.keys(codes({ clientId: '0' }))).toEqual(['clientId']);
    expect(Object.keys(codes({ from: '2026-02-30' }))).toEqual(['from']);
    expect(codes({ rateFrom: '1.123456789' })).toEqual({ rateFrom: ['rate_invalid'] });
    expect(codes({ minValue: '1.2345' })).toEqual({ minValue: ['money_invalid'] });
    expect(codes({ minValue: '-10' })).toEqual({ minValue: ['amount_negative'] });
    expect(Object.keys(codes({ page: '1001' }))).toEqual(['page']);
    expect(Object.keys(codes({ pageSize: '201' }))).toEqual(['pageSize']);
    expect(Object.keys(codes({ sort: 'name:asc' }))).toEqual(['sort']);
  });

  it('holds each range: the end not below the start, a single day allowed', () => {
    expect(codes({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: ['date_range_invalid'] });
    expect(codes({ from: '2026-03-02', to: '2026-03-02' })).toEqual({});
    expect(codes({ rateFrom: '5.2', rateTo: '5.1' })).toEqual({ rateTo: ['rate_range_invalid'] });
    expect(codes({ minValue: '100', maxValue: '99.99' })).toEqual({ maxValue: ['money_range_invalid'] });
    // A malformed end is reported once, by its own rule, together with the other fields' errors.
    expect(codes({ rateFrom: 'x', rateTo: '1', code: '123456' })).toEqual({
      rateFrom: ['rate_invalid'],
      code: ['text_too_long'],
    });
    expect(codes({ from: '2026-03-02', to: '2026-03-01', code: '123456' })).toEqual({
      code: ['text_too_long'],
      to: ['date_range_invalid'],
    });
  });

  it('gives its downloads the same filters and sort, no page, and a language', () => {
    expect(things.exportQuerySchema.parse({ lang: 'en', state: 'closed', page: '3' })).toEqual({
      sort: 'createdAt:desc',
      lang: 'en',
      state: ['closed'],
      kind: 'all',
    });
    expect(things.exportQuerySchema.safeParse({ lang: 'fr' }).success).toBe(false);
    expect(things.exportQuerySchema.safeParse({ minValue: '2', maxValue: '1' }).success).toBe(false);
  });

  it('lets a CSV download name its dialect, else the reader’s language decides', () => {
    expect(things.exportQuerySchema.parse({ lang: 'en', csvDialect: 'pt-BR' })).toMatchObject({
      lang: 'en',
      csvDialect: 'pt-BR',
    });
    expect(things.exportQuerySchema.parse({ csvDialect: 'rfc4180' })).toMatchObject({
      csvDialect: 'rfc4180',
    });
    expect(things.exportQuerySchema.safeParse({ csvDialect: 'excel' }).success).toBe(false);
    expect(csvDialectOf('pt-BR')).toBe('pt-BR');
    expect(csvDialectOf('en')).toBe('rfc4180');
  });
});

describe('a list resource’s downloads', () => {
  it('name their columns in each language, in their order, typed by kind', () => {
    expect(things.downloadColumns('en')).toEqual([
      { id: 'createdAt', header: 'Created at', type: 'datetime', width: 16 },
      { id: 'id', header: 'Id', type: 'integer', width: 8 },
      { id: 'value', header: 'Value', type: 'money', width: 16 },
    ]);
    expect(things.downloadColumns('pt-BR').map((c) => c.header)).toEqual([
      'Created at (pt)',
      'Id (pt)',
      'Value (pt)',
    ]);
    expect(things.download.file.en).toBe('things');
  });
});

describe('a list resource’s definition', () => {
  it('is refused when its defaults contradict it', () => {
    const base = {
      name: 'bad',
      filters: {},
      sortable: ['id'] as const,
      defaultSort: 'id:asc' as const,
      pageSizes: [10],
      defaultPageSize: 10,
      columns: {},
    };
    expect(() => defineListResource({ ...base, defaultPageSize: 25 })).toThrow(/default page size/);
    expect(() => defineListResource({ ...base, defaultSort: 'name:asc' as never })).toThrow(/not sortable/);
  });

  it('totals only money columns of one currency, and downloads only its export columns', () => {
    const columns = {
      usd: { kind: 'money', label: label('USD'), currency: { field: 'currency' } },
      brl: { kind: 'money', label: label('BRL'), currency: { code: 'BRL' } },
      eur: { kind: 'money', label: label('EUR'), currency: { code: 'EUR' } },
      other: { kind: 'money', label: label('Other'), currency: { field: 'otherCurrency' } },
      note: { kind: 'text', label: label('Note') },
    } as const;
    const base = {
      name: 'sums',
      filters: {},
      sortable: ['id'] as const,
      defaultSort: 'id:asc' as const,
      pageSizes: [10],
      defaultPageSize: 10,
      columns,
    };
    expect(() => defineListResource({ ...base, totals: ['usd', 'other'] })).toThrow(/different currencies/);
    expect(() => defineListResource({ ...base, totals: ['brl', 'eur'] })).toThrow(/different currencies/);
    // A column always in one currency (BRL) is summed within the groups of the row's currency.
    expect(defineListResource({ ...base, totals: ['usd', 'brl'] }).totals).toEqual(['usd', 'brl']);
    expect(totalsCurrency('sums', columns, ['brl', 'usd'])).toEqual({ field: 'currency' });
    expect(totalsCurrency('sums', columns, ['brl'])).toEqual({ code: 'BRL' });
    expect([totalCurrencyOf(columns.brl, 'USD'), totalCurrencyOf(columns.usd, 'USD')]).toEqual([
      'BRL',
      'USD',
    ]);
    expect(() => defineListResource({ ...base, totals: ['note'] })).toThrow(/money column/);
    const sums = defineListResource({ ...base, totals: ['usd'], exportColumns: ['usd', 'note'] });
    expect(sums.downloadColumns('en', ['note']).map((c) => c.id)).toEqual(['note']);
    const parse = (columnsParam: string) =>
      sums.exportQuerySchema.safeParse({ columns: columnsParam }).success;
    expect([parse('note,usd'), parse('brl'), parse('usd,usd'), parse('')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('a list resource’s required filters', () => {
  const report = defineListResource({
    name: 'thing-report',
    filters: {
      clientId: { kind: 'client', label: label('Client'), required: 'trade_client_required' },
      kind: {
        kind: 'enum',
        multi: true,
        values: ['a', 'b'],
        labels: { a: label('A'), b: label('B') },
        label: label('Kind'),
        required: 'rde_type_required',
      },
      from: { kind: 'date', label: label('From') },
      to: { kind: 'date', label: label('To') },
    },
    ranges: [{ from: 'from', to: 'to' }],
    sortable: ['id'],
    defaultSort: 'id:desc',
    pageSizes: [10],
    defaultPageSize: 10,
    columns: { id: { kind: 'integer', label: label('Id') } },
    exportColumns: ['id'],
    download: { file: label('report'), sheet: label('Report') },
    pdf: { title: label('Report') },
  });
  const failed = (schema: typeof report.querySchema | typeof report.exportQuerySchema, input: object) => {
    const result = schema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map(
          (i) => `${i.path.join('.')}:${(i as { params?: { code?: string } }).params?.code}`,
        );
  };

  it('refuses the list and its downloads without them, each on its own field with its message code', () => {
    for (const schema of [report.querySchema, report.exportQuerySchema])
      expect(failed(schema, {})).toEqual(['clientId:trade_client_required', 'kind:rde_type_required']);
  });

  it('counts an empty text or an empty set as absent, and runs the range rules beside them', () => {
    expect(
      failed(report.querySchema, { clientId: '', kind: [], from: '2026-02-01', to: '2026-01-01' }),
    ).toEqual(['clientId:trade_client_required', 'kind:rde_type_required', 'to:date_range_invalid']);
  });

  it('accepts a query that sets them', () => {
    expect(failed(report.querySchema, { clientId: '7', kind: 'a' })).toEqual([]);
    expect(report.exportQuerySchema.parse({ clientId: '7', kind: ['a', 'b'] })).toMatchObject({
      clientId: '7',
      kind: ['a', 'b'],
    });
  });
});
