import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './dataTableColumn';
import { columnName, toggledColumns, visibleColumns } from './visibleColumns';

const column = (id: string, more: Partial<DataTableColumn<object>> = {}): DataTableColumn<object> => ({
  id,
  header: id.toUpperCase(),
  cell: () => id,
  ...more,
});
const columns = [column('a'), column('b'), column('c'), column('d', { hiddenByDefault: true })];
const ids = (shown: DataTableColumn<object>[]) => shown.map((c) => c.id);

describe('the column chooser', () => {
  it('shows the default columns until some are chosen, then the chosen ones in the table’s order', () => {
    expect(ids(visibleColumns(columns, undefined))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleColumns(columns, ['d', 'a']))).toEqual(['a', 'd']);
    // An old address naming only columns that are gone opens with the defaults.
    expect(ids(visibleColumns(columns, ['gone']))).toEqual(['a', 'b', 'c']);
  });

  it('switches a column on or off; the defaults are no choice; the last column stays', () => {
    expect(toggledColumns(columns, ['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(toggledColumns(columns, ['a', 'c'], 'b')).toBeUndefined();
    expect(toggledColumns(columns, ['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(toggledColumns(columns, ['c'], 'c')).toEqual(['c']);
  });

  it('names a column by its text header, else by its chooser label', () => {
    expect(columnName(column('a'))).toBe('A');
    expect(columnName(column('x', { header: null, chooserLabel: 'Ações' }))).toBe('Ações');
  });
});
