import { defineListResource, remittancesList, type ColumnDef } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { TABLE_COLUMNS } from '../features/remittances/RemittanceListPage';
import { resourceColumns } from './resourceColumns';

const l = (ptBR: string, en: string) => ({ 'pt-BR': ptBR, en });
const things = defineListResource({
  name: 'things',
  filters: {},
  sortable: ['at', 'id'],
  defaultSort: 'at:desc',
  pageSizes: [10],
  defaultPageSize: 10,
  columns: {
    at: { kind: 'dateTime', label: l('Data', 'Date') },
    day: { kind: 'date', label: l('Dia', 'Day') },
    state: { kind: 'enum', label: l('Estado', 'State'), labels: { open: l('Aberto', 'Open') } },
    value: { kind: 'money', label: l('Valor', 'Value'), currency: { field: 'currency' } },
    brl: { kind: 'money', label: l('Reais', 'Reais'), currency: { code: 'BRL' } },
    rate: { kind: 'rate', label: l('Taxa', 'Rate') },
    taxId: { kind: 'taxId', label: l('CPF', 'CPF') },
    note: { kind: 'text', label: l('Nota', 'Note') },
  },
});
const row = {
  at: '2026-03-05T15:04:00Z',
  day: '2026-03-06',
  state: 'open',
  value: '1234.5',
  currency: 'USD',
  brl: '10',
  rate: '5.1',
  taxId: '52998224725',
  note: null,
};
const ids = ['at', 'day', 'state', 'value', 'brl', 'rate', 'taxId', 'note'] as const;

describe('a table’s columns from a list resource', () => {
  it('name each column in the screen’s language and write each value by its kind', () => {
    const columns = resourceColumns<typeof row, (typeof ids)[number]>(things, ids, 'pt-BR');
    expect(columns.map((c) => c.header)).toEqual([
      'Data',
      'Dia',
      'Estado',
      'Valor',
      'Reais',
      'Taxa',
      'CPF',
      'Nota',
    ]);
    const cells = columns.map((c) => String(c.cell(row)).replace(/\s/g, ' '));
    expect(cells).toEqual([
      '05/03/2026, 12:04',
      '06/03/2026',
      'Aberto',
      'US$ 1.234,50',
      'R$ 10,00',
      '5,10000000',
      '529.982.247-25',
      '—',
    ]);
    expect(columns.filter((c) => c.align === 'right').map((c) => c.id)).toEqual(['value', 'brl', 'rate']);
    expect(columns.filter((c) => c.sortField).map((c) => c.id)).toEqual(['at']);
  });

  it('writes a reference (`{ id, name }`) by its name, never as an object', () => {
    const [column] = resourceColumns<{ note: { id: string; name: string } }, 'note'>(things, ['note'], 'en');
    expect(column?.cell({ note: { id: '7', name: 'Importadora Alfa Ltda' } })).toBe('Importadora Alfa Ltda');
  });

  it('takes the screen’s overrides over what the resource gives', () => {
    const [column] = resourceColumns<typeof row, 'note'>(things, ['note'], 'en', {
      note: { width: 80, cell: () => 'own' },
    });
    expect(column).toMatchObject({ header: 'Note', width: 80 });
    expect(column?.cell(row)).toBe('own');
  });
});

describe('the remittance list', () => {
  it.each(['pt-BR', 'en'] as const)(
    'names a column alike in its table and its downloads (%s), from the one declaration',
    (language) => {
      const table = resourceColumns(remittancesList, TABLE_COLUMNS, language);
      const downloads = remittancesList.downloadColumns(language);
      const shared = table.filter((c) => downloads.some((d) => d.id === c.id));
      expect(shared.length).toBeGreaterThanOrEqual(6);
      for (const column of shared) {
        const declared: ColumnDef = remittancesList.columns[column.id as (typeof TABLE_COLUMNS)[number]];
        expect(column.header).toBe(declared.label[language]);
        expect(downloads.find((d) => d.id === column.id)?.header).toBe(
          (declared.header ?? declared.label)[language],
        );
      }
    },
  );
});
