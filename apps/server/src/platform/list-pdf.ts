import {
  formatMoney,
  formatRate,
  formatTaxId,
  parseTaxId,
  namedRecord,
  natureOptionText,
  PDF_MAX_ROWS,
  type ColumnDef,
  type ExportColumn,
  type FilterDef,
  type Label,
  type Language,
} from '@fxbo/domain';
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../http/app-error.js';
import { formatDay } from '../http/format.js';
import { title as messageTitle } from '../http/messages.js';
import { PdfReport, type PdfColumn } from '../http/pdf.js';
import type { FilterRecordNames } from './filter-records.js';

/*
 * A list's printed report (a resource declaring `pdf`): the rows its downloads would write, as a table of the
 * download columns, each value written for a person in the reader's language (days and times in São Paulo,
 * amounts with their currency, codes as labels), the filters in force under the title. Read whole, up to
 * PDF_MAX_ROWS: a report of more rows is refused (422) rather than cut short, as an XLSX past a sheet is.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own tables; only rows matter here
type Selected = SelectQueryBuilder<any, any, Record<string, string | readonly string[] | null>>;

const NUMBER = new Map<Language, Intl.NumberFormat>();
function plainAmount(value: string, language: Language): string {
  let f = NUMBER.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    NUMBER.set(language, f);
  }
  return f.format(value as `${number}`);
}

function masked(taxId: string): string {
  const parsed = parseTaxId(taxId);
  return parsed ? formatTaxId(parsed) : taxId;
}

/** `YYYY-MM-DDTHH:MM:SS`, already São Paulo time, as the reader's day and the hour. */
function localDateTime(text: string, language: Language): string {
  const [day = '', time = ''] = text.split('T');
  return `${formatDay(day, language)} ${time.slice(0, 5)}`;
}

/**
 * A set of codes (an enum `multi` column) as their labels, joined in its order; with a `summary`, a set holding
 * every code is said so, and one holding more than half of them names the missing ones instead.
 */
export function setCell(column: ColumnDef, codes: readonly string[], language: Language): string {
  const labels = column.labels ?? {};
  const label = (code: string) => labels[code]?.[language] ?? code;
  const { summary } = column;
  if (summary) {
    const held = new Set(codes);
    const all = Object.keys(labels);
    const missing = all.filter((code) => !held.has(code));
    if (missing.length === 0) return summary.all[language];
    if (missing.length * 2 < all.length)
      return `${summary.allExcept[language]}: ${missing.map(label).join(', ')}`;
  }
  return codes.map(label).join(', ');
}

/** One cell for a person. `row` gives money its currency when the currency is a row field. */
export function pdfCell(
  column: ColumnDef,
  value: string | readonly string[] | null | undefined,
  row: Readonly<Record<string, unknown>>,
  language: Language,
): string {
  if (Array.isArray(value)) return setCell(column, value, language);
  if (value === null || value === undefined || value === '' || typeof value !== 'string') return '';
  switch (column.kind) {
    case 'date':
      return formatDay(value, language);
    case 'dateTime':
      return localDateTime(value, language);
    case 'money': {
      const currency =
        column.currency && 'code' in column.currency
          ? column.currency.code
          : (row[column.currency?.field ?? ''] as string | null | undefined);
      return currency ? formatMoney(value, currency, language) : plainAmount(value, language);
    }
    case 'rate':
      return formatRate(value, language);
    case 'taxId':
      return masked(value);
    default:
      return value;
  }
}

/** The filters in force, as "Label: value" (a record by the name it was resolved to in the caller's scope). */
function filtersLine(
  filters: Readonly<Record<string, FilterDef>>,
  query: Readonly<Record<string, unknown>>,
  names: FilterRecordNames,
  language: Language,
): string {
  const parts: string[] = [];
  for (const [name, def] of Object.entries(filters)) {
    const raw = query[name];
    if (raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    let shown: string[];
    if (def.kind === 'enum') {
      if (def.default !== undefined && values.length === 1 && values[0] === def.default) continue;
      shown = values.map((v) => def.labels[v]?.[language] ?? v);
    } else if (def.kind === 'date') shown = values.map((v) => formatDay(v, language));
    else if (def.kind === 'bank') shown = [names[name] ?? values.join(', ')];
    else if (def.kind === 'nature') shown = values.map((v) => natureOptionText(v, language));
    else if (namedRecord(def)) {
      const resolved = names[name];
      if (resolved === undefined) throw new Error(`the filter ${name} was not resolved before printing`);
      shown = [resolved];
    } else if (def.kind === 'money') shown = values.map((v) => plainAmount(v, language));
    else if (def.kind === 'taxId') shown = values.map(masked);
    else shown = values;
    parts.push(`${def.label[language]}: ${shown.join(', ')}`);
  }
  return parts.join(' · ');
}

const WHOLE: ReadonlySet<ColumnDef['kind']> = new Set([
  'money',
  'rate',
  'integer',
  'date',
  'dateTime',
  'taxId',
]);
const RIGHT: ReadonlySet<ColumnDef['kind']> = new Set(['money', 'rate', 'integer']);

/** A cell's padding on both sides, in points (PdfReport.table's). */
const PADDING = 2 * 3 + 1;

/**
 * Each column's width in points. Amounts, rates, days and ids are never broken across lines: their column is
 * as wide as its widest value, measured in the table's font. The other columns share what is left by their
 * declared widths (characters, as the XLSX's), none narrower than its header's longest word ("Documentaç / ão").
 */
function columnWidths(
  pdf: PdfReport,
  columns: readonly ExportColumn[],
  definitions: Readonly<Record<string, ColumnDef>>,
  cells: readonly (readonly string[])[],
): PdfColumn[] {
  const headerWord = (header: string) =>
    Math.max(...header.split(/\s+/).map((word) => pdf.cellTextWidth(word, true))) + PADDING;
  const kinds = columns.map((c) => definitions[c.id]?.kind ?? 'text');
  const fixed = columns.map((c, i) =>
    WHOLE.has(kinds[i] ?? 'text')
      ? Math.max(headerWord(c.header), ...cells.map((line) => pdf.cellTextWidth(line[i] ?? '') + PADDING))
      : undefined,
  );
  const floors = columns.map((c, i) => fixed[i] ?? headerWord(c.header));
  const left = Math.max(0, pdf.usableWidth - fixed.reduce<number>((sum, w) => sum + (w ?? 0), 0));
  const shares = columns.reduce((sum, c, i) => sum + (fixed[i] === undefined ? c.width : 0), 0);
  return columns.map((c, i) => ({
    header: c.header,
    width: fixed[i] ?? Math.max(floors[i] ?? 0, shares ? (left * c.width) / shares : 0),
    ...(RIGHT.has(kinds[i] ?? 'text') ? { align: 'right' as const } : {}),
  }));
}

export interface ListPdfInput {
  title: Label;
  landscape?: boolean | undefined;
  brokerage: string;
  language: Language;
  filters: Readonly<Record<string, FilterDef>>;
  query: Readonly<Record<string, unknown>>;
  /** The names of the records the filters name, resolved within the reader's scope (filter-records.ts). */
  names: FilterRecordNames;
  columns: readonly ExportColumn[];
  definitions: Readonly<Record<string, ColumnDef>>;
  /** Every row, selected by id (download format `pdf`) and sorted. */
  rows: Selected;
  /** Told how many rows the report prints. */
  onRows?: (rows: number) => void;
}

export async function listPdf(input: ListPdfInput): Promise<PdfReport> {
  const { language, columns, definitions } = input;
  const rows = await input.rows.limit(PDF_MAX_ROWS + 1).execute();
  if (rows.length > PDF_MAX_ROWS)
    throw new AppError(422, 'report_too_large', messageTitle('report_too_large', language));
  const subtitle = filtersLine(input.filters, input.query, input.names, language);
  const pdf = await PdfReport.create({
    title: input.title[language],
    ...(subtitle ? { subtitle } : {}),
    locale: language,
    brokerage: input.brokerage,
    landscape: input.landscape ?? columns.length > 6,
  });
  const cells = rows.map((row) =>
    columns.map((c) => pdfCell(definitions[c.id] as ColumnDef, row[c.id], row, language)),
  );
  const pdfColumns = columnWidths(pdf, columns, definitions, cells);
  pdf.table(pdfColumns, cells, messageTitle('report_empty', language));
  input.onRows?.(rows.length);
  return pdf;
}
