import type { ColumnDef, Language } from '@fxbo/domain';
import type { DataTableColumn } from './dataTableColumn';
import { fieldText } from './fieldText';

/*
 * A DataTable's columns from a list resource's columns (@fxbo/domain): the header is the column's label in
 * the screen's language and the cell is its value written for its kind (a date in the reader's format, money
 * with its currency, a code as its label), so the table and the downloads name their columns from one list.
 * A screen overrides what is special to it (a link, a badge, a width) and nothing else.
 */

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
      cell: (row: Row) => fieldText(column, (row as Record<string, unknown>)[id], row, language),
      ...(RIGHT.has(column.kind) ? { align: 'right' as const } : {}),
      ...(resource.sortable.includes(id) ? { sortField: id } : {}),
      ...overrides[id],
    };
  });
}
