import type { ReactNode } from 'react';

/** One column of a DataTable: its header, its cell, and how it sorts and lays out. */
export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The API's sort field; the header becomes a sort button. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** The cell that names the row (a `<th scope="row">`); the first column when none is marked. */
  rowHeader?: boolean;
  /** Hidden on narrow screens. */
  hideOnSmall?: boolean;
  /** Every cell is one line now; the flag is accepted so that column sets written for wrapping cells stay valid. */
  noWrap?: boolean;
  /**
   * The column's fixed width (px, or CSS such as `chars(10)`); columns without one share what is left.
   * Widths come from the header alone, so they never move when rows arrive.
   */
  width?: number | string;
  /** Its name in the column chooser, where the header is not plain text. */
  chooserLabel?: string;
  /** Offered by the column chooser but not shown until chosen (ResourceListPage). */
  hiddenByDefault?: boolean;
  /** The cell's full text on hover, for a column whose text may be cut with an ellipsis. */
  title?: (row: Row) => string | undefined;
}
