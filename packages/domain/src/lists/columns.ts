import type { Label, Labels, Language } from '../label';

/*
 * The columns of a list resource, by kind. The kind fixes how a value is shown in the table (a date in the
 * reader's format, money with its currency, a label for a code) and how it is written in the downloads (a
 * CSV text, an XLSX cell type that the spreadsheet formats in its reader's locale).
 */

export type ColumnKind = 'date' | 'dateTime' | 'money' | 'rate' | 'taxId' | 'enum' | 'text' | 'integer';

/** How a download writes a column's values (XLSX cell types; CSV writes them all as text). */
export type ExportCellType = 'text' | 'integer' | 'money' | 'rate' | 'date' | 'datetime';

export interface ColumnDef {
  kind: ColumnKind;
  /** The column's name in the table and, unless `header` says otherwise, in the downloads. */
  label: Label;
  /** Its name in the downloads, where it differs (a table header may lean on its neighbours). */
  header?: Label;
  /** An enum's labels, one per value. */
  labels?: Labels<string>;
  /** An enum whose value is a set of codes (an array): written as their labels, joined, in its order. */
  multi?: boolean;
  /**
   * A set's words in a printed report when it holds every code ("Todas as permissões") or more than half of
   * them ("Todas as permissões, exceto: …", the missing ones named): exact, and a line instead of a paragraph.
   */
  summary?: { all: Label; allExcept: Label };
  /** Its width in an XLSX sheet, in characters. */
  width?: number;
  /** Money's currency: one for every row (`BRL`), or the row field that holds it. */
  currency?: { code: string } | { field: string };
  /** An enum shown as a badge: each value's colour, wherever the screens show it (a list, a record's page). */
  colors?: Readonly<Record<string, StatusColor>>;
  /**
   * The cell links to a record's page (`paths.ts`): the row's own (its value the link's text; the table's row
   * header), or, with `text`, the record the value names (`{ id, <text> }`, a dash when null).
   */
  link?: { to: (id: string) => string; text?: string };
}

/** A status's colour, in a list's badge and on a record's page. */
export type StatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const CELL_TYPES: Record<ColumnKind, ExportCellType> = {
  date: 'date',
  dateTime: 'datetime',
  money: 'money',
  rate: 'rate',
  integer: 'integer',
  taxId: 'text',
  enum: 'text',
  text: 'text',
};

/** The download's cell type of a column kind. */
export function exportCellType(kind: ColumnKind): ExportCellType {
  return CELL_TYPES[kind];
}

export interface ExportColumn<K extends string = string> {
  id: K;
  header: string;
  type: ExportCellType;
  width: number;
}

/** The columns of a download, in its order, named in `language`. */
export function exportColumnsOf<C extends Record<string, ColumnDef>, X extends keyof C & string>(
  columns: C,
  ids: readonly X[],
  language: Language,
): ExportColumn<X>[] {
  return ids.map((id) => {
    const column = columns[id] as ColumnDef;
    return {
      id,
      header: (column.header ?? column.label)[language],
      type: exportCellType(column.kind),
      width: column.width ?? 16,
    };
  });
}
