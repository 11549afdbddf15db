import type { ColumnDef, Language } from '@fxbo/domain';
import type { DataTableColumn } from './dataTableColumn';
import { formatDate, formatDateTime, formatTaxIdText } from './format';
import { formatMoney, formatRate, pickLabel } from './money';

/*
 * A DataTable's columns from a list resource's columns (@fxbo/domain): the header is the column's label in
 * the screen's language and the cell is its value written for its kind (a date in the reader's format, money
 * with its currency, a code as its label), so the table and the downloads name their columns from one list.
 * A screen overrides what is special to it (a link, a badge, a width) and nothing else.
 */

type Value = string | number | boolean | null | undefined;

/** A row's value for a column: a reference (`{ id, name }`, e.g. a client) is shown by its name. */
function valueOf(row: Record<string, unknown>, id: string): Value {
  const value = row[id];
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string')
    return (value as { name: string }).name;
  return value as Value;
}

function text(column: ColumnDef, row: Record<string, unknown>, id: string, language: Language): string {
  const value = valueOf(row, id);
  if (value === null || value === undefined || value === '') return '—';
  const raw = String(value);
  switch (column.kind) {
    case 'date':
      return formatDate(raw, language);
    case 'dateTime':
      return formatDateTime(raw, language);
    case 'money': {
      const currency = column.currency;
      const code = !currency ? '' : 'code' in currency ? currency.code : String(row[currency.field] ?? '');
      return formatMoney(raw, code, language);
    }
    case 'rate':
      return formatRate(raw, language);
    case 'taxId':
      return formatTaxIdText(raw);
    case 'enum':
      return column.labels ? pickLabel(column.labels, raw, language) : raw;
    default:
      return raw;
  }
}

const RIGHT: ReadonlySet<ColumnDef['kind']> = new Set(['money', 'rate', 'integer']);

/**
 * The columns `ids` of a resource, in that order, sortable where the resource sorts by them, each merged
 * with the screen's own `overrides`.
 */
export function resourceColumns<Row extends object, K extends string>(
  resource: { columns: Readonly<Record<K, ColumnDef>>; sortable: readonly string[] },
  ids: readonly K[],
  language: Language,
  overrides: Partial<Record<K, Partial<DataTableColumn<Row>>>> = {},
): DataTableColumn<Row>[] {
  return ids.map((id) => {
    const column = resource.columns[id];
    return {
      id,
      header: column.label[language],
      cell: (row: Row) => text(column, row as Record<string, unknown>, id, language),
      ...(RIGHT.has(column.kind) ? { align: 'right' as const } : {}),
      ...(resource.sortable.includes(id) ? { sortField: id } : {}),
      ...overrides[id],
    };
  });
}
