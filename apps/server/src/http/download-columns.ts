import { type ColumnDef, type CsvDialect, type ExportColumn, type Language } from '@fxbo/domain';
import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import { CSV_FORMS } from './csv-stream.js';
import { xlsxSerial } from './xlsx-stream.js';

/*
 * The select list of a list resource's download, from the area's SQL expression of each column and the
 * column's kind (ListResource.columns): the kind decides the formatting, so an area writes each column once.
 * CSV columns are text named in the reader's language (COPY writes the names as its header); XLSX columns are
 * typed values (numbers, serial dates) that the spreadsheet formats in its reader's locale, named by id.
 */

/** `pdf`: text values named by id, for a printed report (http/list-pdf.ts writes them for people). */
export type DownloadFormat = 'csv' | 'xlsx' | 'pdf';

/** What makes a spreadsheet run a cell as a formula: its first character (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV text cell that a spreadsheet would run as a formula, one opening with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, gets a leading `'`, which spreadsheets show as text. In SQL, so COPY still streams. A plain
 * column (`alias.column`) is tested by its first character (0.07 µs a cell; reading the column twice costs
 * nothing); any other expression (a CASE, a subquery) is evaluated once, through a regular expression (0.25 µs a
 * cell). An enum's labels are ours, made inert before they are written into the query (`inertLabel`).
 */
function inertText(cell: RawBuilder<unknown>, plainColumn: boolean): RawBuilder<unknown> {
  if (plainColumn)
    return sql`case when ascii(${cell}) in (61, 43, 45, 64, 9, 13) then '''' || ${cell} else (${cell})::text end`;
  return sql`regexp_replace((${cell})::text, '^([-=+@\\t\\r])', '''\\1')`;
}

const inertLabel = (label: string) => (FORMULA_START.test(label) ? `'${label}` : label);
const isPlainColumn = (expression: string) => /^\w+\.\w+$/.test(expression);

/**
 * One column's value: times in São Paulo, whole seconds (CSV, in its dialect's DateStyle) or serial days (XLSX);
 * codes as labels; in a CSV, text made inert and decimals with its dialect's separator.
 */
function columnValue(
  column: ColumnDef,
  expression: string,
  format: DownloadFormat,
  language: Language,
  dialect: CsvDialect,
): RawBuilder<unknown> {
  const value = sql.raw(expression);
  if (format === 'pdf') {
    // A few thousand rows at most: to_char's cost does not matter, and text needs no date parsing.
    if (column.kind === 'dateTime')
      return sql`to_char(${value} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS')`;
    if (column.kind === 'date') return sql`to_char(${value}, 'YYYY-MM-DD')`;
    // A set of codes as it is: the report words it (list-pdf.ts, `pdfCell`), summarised where declared.
    if (column.kind === 'enum' && column.multi) return value;
    if (column.kind !== 'enum') return sql`(${value})::text`;
  }
  const csv = format === 'csv';
  switch (column.kind) {
    case 'dateTime':
      // The type's own text output, not to_char (which cost 4.5 of 7.5 s for 1,000,000 rows), in the DateStyle
      // that sendCsv sets for its dialect (ISO, or day first).
      return csv
        ? sql`date_trunc('second', ${value} at time zone 'America/Sao_Paulo')`
        : sql.raw(xlsxSerial.datetime(expression));
    case 'date':
      return csv ? value : sql.raw(xlsxSerial.date(expression));
    case 'money':
    case 'rate':
      // numeric's text output is plain digits and a point, never an exponent.
      return csv && CSV_FORMS[dialect].decimalComma ? sql`replace((${value})::text, '.', ',')` : value;
    case 'integer':
      return value;
    case 'enum': {
      const cases = Object.entries(column.labels ?? {}).map(
        ([code, label]) => sql`when ${code} then ${csv ? inertLabel(label[language]) : label[language]}`,
      );
      // An unknown code is written as it is (made inert in a CSV).
      const labelled = (code: RawBuilder<unknown>, plain: boolean) => {
        const other = csv ? inertText(code, plain) : code;
        return cases.length ? sql`case ${code} ${sql.join(cases, sql` `)} else ${other} end` : other;
      };
      // A set of codes: each one's label, in the set's order, joined (inert when its first one is).
      if (column.multi)
        return sql`(select string_agg(${labelled(sql.raw('x.code'), true)}, ', ' order by x.n)
          from unnest(${value}) with ordinality as x(code, n))`;
      return labelled(value, isPlainColumn(expression));
    }
    default:
      // Text and tax ids.
      return csv ? inertText(value, isPlainColumn(expression)) : value;
  }
}

/**
 * The download's select list, in `columns`' order, from each column's SQL expression (`expressions`); a CSV's
 * in `dialect`.
 */
export function downloadSelect<K extends string>(
  columns: readonly ExportColumn<K>[],
  definitions: Readonly<Record<K, ColumnDef>>,
  expressions: Readonly<Record<K, string>>,
  format: DownloadFormat,
  language: Language,
  dialect: CsvDialect = 'rfc4180',
): AliasedRawBuilder<unknown, string>[] {
  return columns.map((c) =>
    columnValue(definitions[c.id], expressions[c.id], format, language, dialect).as(
      format === 'csv' ? c.header : c.id,
    ),
  );
}
