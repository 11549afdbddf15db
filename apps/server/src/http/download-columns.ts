import { exportCellType, type ColumnDef, type ExportColumn, type Language } from '@fxbo/domain';
import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import { xlsxSerial } from './xlsx-stream.js';

/*
 * The select list of a list resource's download, from the area's SQL expression of each column and the
 * column's kind (ListResource.columns): the kind decides the formatting, so an area writes each column once.
 * CSV columns are text named in the reader's language (COPY writes the names as its header); XLSX columns are
 * typed values (numbers, serial dates) that the spreadsheet formats in its reader's locale, named by id.
 */

/** `pdf`: text values named by id, for a printed report (http/list-pdf.ts writes them for people). */
export type DownloadFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * A CSV text cell that a spreadsheet would run as a formula, one opening with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (OWASP, "CSV injection"), gets a leading `'`, which spreadsheets show as text. In SQL, so COPY
 * still streams. A plain column (`alias.column`) is tested by its first character (0.05 µs a cell; reading the
 * column twice costs nothing); any other expression (a label's CASE, a subquery) is evaluated once, through a
 * regular expression (0.2 µs a cell).
 */
function inertText(cell: RawBuilder<unknown>, plainColumn: boolean): RawBuilder<unknown> {
  if (plainColumn)
    return sql`case when ascii(${cell}) in (61, 43, 45, 64, 9, 13) then '''' || ${cell} else (${cell})::text end`;
  return sql`regexp_replace((${cell})::text, '^([-=+@\\t\\r])', '''\\1')`;
}

/** One column's value: times in São Paulo, whole seconds (CSV) or serial days (XLSX); codes as labels. */
function columnValue(
  column: ColumnDef,
  expression: string,
  format: DownloadFormat,
  language: Language,
): RawBuilder<unknown> {
  const cell = typedValue(column, expression, format, language);
  if (format !== 'csv' || exportCellType(column.kind) !== 'text') return cell;
  return inertText(cell, column.kind !== 'enum' && /^\w+\.\w+$/.test(expression));
}

/** A column's value as its kind writes it in `format` (text cells of a CSV not yet made inert). */
function typedValue(
  column: ColumnDef,
  expression: string,
  format: DownloadFormat,
  language: Language,
): RawBuilder<unknown> {
  const value = sql.raw(expression);
  if (format === 'pdf') {
    // A few thousand rows at most: to_char's cost does not matter, and text needs no date parsing.
    if (column.kind === 'dateTime')
      return sql`to_char(${value} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS')`;
    if (column.kind === 'date') return sql`to_char(${value}, 'YYYY-MM-DD')`;
    if (column.kind !== 'enum') return sql`(${value})::text`;
  }
  switch (column.kind) {
    case 'dateTime':
      // The type's own text output, not to_char (which cost 4.5 of 7.5 s for 1,000,000 rows): ISO because
      // the export pool sets DateStyle (createExportPool).
      return format === 'csv'
        ? sql`date_trunc('second', ${value} at time zone 'America/Sao_Paulo')`
        : sql.raw(xlsxSerial.datetime(expression));
    case 'date':
      return format === 'csv' ? value : sql.raw(xlsxSerial.date(expression));
    case 'enum': {
      const cases = Object.entries(column.labels ?? {}).map(
        ([code, label]) => sql`when ${code} then ${label[language]}`,
      );
      const labelled = (code: RawBuilder<unknown>) =>
        cases.length ? sql`case ${code} ${sql.join(cases, sql` `)} else ${code} end` : code;
      // A set of codes: each one's label, in the set's order, joined.
      if (column.multi)
        return sql`(select string_agg(${labelled(sql.raw('x.code'))}, ', ' order by x.n)
          from unnest(${value}) with ordinality as x(code, n))`;
      return labelled(value);
    }
    default:
      return value;
  }
}

/** The download's select list, in `columns`' order, from each column's SQL expression (`expressions`). */
export function downloadSelect<K extends string>(
  columns: readonly ExportColumn<K>[],
  definitions: Readonly<Record<K, ColumnDef>>,
  expressions: Readonly<Record<K, string>>,
  format: DownloadFormat,
  language: Language,
): AliasedRawBuilder<unknown, string>[] {
  return columns.map((c) =>
    columnValue(definitions[c.id], expressions[c.id], format, language).as(
      format === 'csv' ? c.header : c.id,
    ),
  );
}
