import type { DataTableColumn } from './dataTableColumn';

/*
 * The columns a list shows (issue 24's column chooser): the chosen ones (the address's `cols`) in the table's
 * declared order, or, when none is chosen or none of those is known, the screen's default ones (every column
 * not `hiddenByDefault`). An unknown id (a column since removed) is ignored, so an old address still opens.
 */

export function visibleColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  chosen: readonly string[] | undefined,
): DataTableColumn<Row>[] {
  const picked = chosen ? columns.filter((c) => chosen.includes(c.id)) : [];
  return picked.length > 0 ? picked : columns.filter((c) => !c.hiddenByDefault);
}

/** The ids of the default columns: what "back to the default columns" chooses. */
export function defaultColumnIds<Row>(columns: readonly DataTableColumn<Row>[]): string[] {
  return columns.filter((c) => !c.hiddenByDefault).map((c) => c.id);
}

/**
 * The choice after a column is switched on or off, in the table's order; undefined when it is the default
 * (the address stays plain). The last visible column cannot be switched off.
 */
export function toggledColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  visible: readonly string[],
  id: string,
): string[] | undefined {
  const on = visible.includes(id);
  if (on && visible.length === 1) return [...visible];
  const next = columns.map((c) => c.id).filter((c) => (c === id ? !on : visible.includes(c)));
  const defaults = defaultColumnIds(columns);
  return next.length === defaults.length && next.every((c, i) => c === defaults[i]) ? undefined : next;
}

/** A column's name in the chooser: its header when it is text, else its `chooserLabel`, else its id. */
export function columnName<Row>(column: DataTableColumn<Row>): string {
  if (typeof column.header === 'string') return column.header;
  return column.chooserLabel ?? column.id;
}
