import type { ColumnDef, Language } from '@fxbo/domain';
import { DataTableBadge, DataTableLink, DataTableText } from './DataTableCells';
import type { DataTableColumn } from './dataTableColumn';
import { fieldText } from './fieldText';
import { pickLabel } from './money';

/*
 * The cells a list resource's column declares beyond its plain text (@fxbo/domain, `ColumnDef`): a link to a
 * record's page (the row's own, which then names the row, or the record the value names) and an enum's badge
 * in its declared colour, its label whole on hover.
 */

type Cell<Row> = Pick<DataTableColumn<Row>, 'cell' | 'title' | 'rowHeader'>;

const valueOf = (row: object, id: string): unknown => (row as Record<string, unknown>)[id];

/** The column's declared cell, or nothing where the plain text is its cell. */
export function declaredCell<Row extends object>(
  column: ColumnDef,
  id: string,
  language: Language,
): Cell<Row> | undefined {
  const { link, colors, labels } = column;
  if (link?.text) {
    const text = link.text;
    return {
      cell: (row) => {
        const record = valueOf(row, id) as ({ id: string } & Record<string, string>) | null;
        return record ? (
          <DataTableLink to={link.to(record.id)}>{record[text]}</DataTableLink>
        ) : (
          <DataTableText text="—" />
        );
      },
    };
  }
  if (link) {
    return {
      rowHeader: true,
      cell: (row) => (
        <DataTableLink to={link.to((row as { id: string }).id)}>
          {fieldText(column, valueOf(row, id), row, language)}
        </DataTableLink>
      ),
    };
  }
  if (colors && labels) {
    const label = (row: Row) => pickLabel(labels, String(valueOf(row, id)), language);
    return {
      title: label,
      cell: (row) => <DataTableBadge color={colors[String(valueOf(row, id))]}>{label(row)}</DataTableBadge>,
    };
  }
  return undefined;
}
