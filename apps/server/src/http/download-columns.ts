import type { ColumnDef, ExportColumn, Language } from '@fxbo/domain';
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

/** One column's value: times in São Paulo, whole seconds (CSV) or serial days (XLSX); codes as labels. */
function columnValue(
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
