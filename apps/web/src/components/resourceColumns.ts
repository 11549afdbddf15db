import type { ColumnDef, Language } from '@fxbo/domain';
import type { DataTableColumn } from './dataTableColumn';
import { chars } from './dataTableStyles';
import { declaredCell } from './declaredCells';
import { fieldText } from './fieldText';
import { DATE_WIDTH } from './useColumnWidths';

/*
 * A DataTable's columns from a list resource's columns (@fxbo/domain): the header is the column's label in
 * the screen's language and the cell is its value written for its kind (a date in the reader's format, money
 * with its currency, a code as its label), or the cell the column declares (a link to a record, a status
 * badge: declaredCells.tsx), so the table and the downloads name their columns from one list. A screen
 * overrides what is special to it (a cell of its own, a width) and nothing else.
 */

const RIGHT: ReadonlySet<ColumnDef['kind']> = new Set(['money', 'rate', 'integer']);

type Resource<K extends string> = { columns: Readonly<Record<K, ColumnDef>>; sortable: readonly string[] };

/**
 * The columns `ids` of a resource, in that order, sortable where the resource sorts by them, each merged
 * with the screen's own `overrides`.
 */
export function resourceColumns<Row extends object, K extends string>(
  resource: Resource<K>,
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
      ...declaredCell<Row>(column, id, language),
      ...overrides[id],
    };
  });
}

/**
 * A list screen's table, declared (ResourceListPage's `table`): which columns, in which order (the resource's
 * own by default, less those it omits), which a phone's table keeps, and each column's width in characters or what the screen
 * overrides. A date is as wide as a date (`DATE_WIDTH`) and a short code (an XLSX width of at most 8, a
 * currency) one character wider than its download's column, unless the screen says otherwise.
 */
export interface ResourceTable<Row, K extends string = string> {
  columns?: readonly K[];
  /** The resource's columns the table leaves out (the currency its money cells write), when `columns` is not given. */
  omit?: readonly K[];
  /** The columns a narrow screen's table keeps; the others are hidden there. All of them when not given. */
  small?: readonly K[];
  /** A column's width in characters (`chars(n)`), or the screen's own overrides of it. */
  cells?: Partial<Record<K, number | Partial<DataTableColumn<Row>>>>;
}

/** The width a column takes unless its screen gives one. */
function derivedWidth(column: ColumnDef): string | undefined {
  if (column.kind === 'date') return DATE_WIDTH;
  if (column.width !== undefined && column.width <= 8) return chars(column.width + 1);
  return undefined;
}

/** A table declared once, or in each language where a screen's own cells depend on it (a header's words). */
export type DeclaredTable<Row, K extends string = string> =
  ResourceTable<Row, K> | ((language: Language) => ResourceTable<Row, K>);

/** The columns of a declared table (`ResourceTable`) in `language`. */
export function resourceTable<Row extends object, K extends string>(
  resource: Resource<K>,
  declared: DeclaredTable<Row, K>,
  language: Language,
): DataTableColumn<Row>[] {
  const table = typeof declared === 'function' ? declared(language) : declared;
  const ids =
    table.columns ?? (Object.keys(resource.columns) as K[]).filter((id) => !table.omit?.includes(id));
  const overrides = Object.fromEntries(
    ids.map((id) => {
      const given = table.cells?.[id];
      const width = typeof given === 'number' ? chars(given) : derivedWidth(resource.columns[id]);
      return [
        id,
        {
          ...(width === undefined ? {} : { width }),
          ...(table.small && !table.small.includes(id) ? { hideOnSmall: true } : {}),
          ...(typeof given === 'object' ? given : {}),
        },
      ];
    }),
  ) as Partial<Record<K, Partial<DataTableColumn<Row>>>>;
  return resourceColumns(resource, ids, language, overrides);
}
