import {
  formatMoney,
  formatRate,
  formatTaxId,
  parseTaxId,
  PDF_MAX_ROWS,
  type ColumnDef,
  type ExportColumn,
  type FilterDef,
  type Label,
  type Language,
} from '@fxbo/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { formatDay } from '../http/format.js';
import { title as messageTitle } from '../http/messages.js';
import { PdfReport, type PdfColumn } from '../http/pdf.js';

/*
 * A list's printed report (a resource declaring `pdf`): the rows its downloads would write, as a table of the
 * download columns, each value written for a person in the reader's language (days and times in São Paulo,
 * amounts with their currency, codes as labels), the filters in force under the title. Read whole, up to
 * PDF_MAX_ROWS: a report of more rows is refused (422) rather than cut short, as an XLSX past a sheet is.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own tables; only rows matter here
type Selected = SelectQueryBuilder<any, any, Record<string, string | null>>;

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

/** One cell for a person. `row` gives money its currency when the currency is a row field. */
export function pdfCell(
  column: ColumnDef,
  value: string | null | undefined,
  row: Readonly<Record<string, string | null>>,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'date':
      return formatDay(value, language);
    case 'dateTime':
      return localDateTime(value, language);
    case 'money': {
      const currency =
        column.currency && 'code' in column.currency
          ? column.currency.code
          : row[column.currency?.field ?? ''];
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

/** The filters in force, as "Label: value" (a client by its name). */
async function filtersLine(
  db: Kysely<Database>,
  filters: Readonly<Record<string, FilterDef>>,
  query: Readonly<Record<string, unknown>>,
  language: Language,
): Promise<string> {
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
    else if (def.kind === 'client') {
      const client = await db
        .selectFrom('clients')
        .select('name')
        .where('id', '=', values[0] ?? '')
        .executeTakeFirst();
      shown = [client?.name ?? values[0] ?? ''];
    } else if (def.kind === 'money') shown = values.map((v) => plainAmount(v, language));
    else if (def.kind === 'taxId') shown = values.map(masked);
    else shown = values;
    parts.push(`${def.label[language]}: ${shown.join(', ')}`);
  }
  return parts.join(' · ');
}

/**
 * The characters of a header's longest word: a column is never narrower, so no header word is broken across
 * lines ("Documentaç / ão"). The widths are shares of the page, in characters like the XLSX's.
 */
function longestWord(header: string): number {
  return Math.max(...header.split(/\s+/).map((word) => [...word].length));
}

export interface ListPdfInput {
  db: Kysely<Database>;
  title: Label;
  landscape?: boolean | undefined;
  brokerage: string;
  language: Language;
  filters: Readonly<Record<string, FilterDef>>;
  query: Readonly<Record<string, unknown>>;
  columns: readonly ExportColumn[];
  definitions: Readonly<Record<string, ColumnDef>>;
  /** Every row, selected by id (download format `pdf`) and sorted. */
  rows: Selected;
}

export async function listPdf(input: ListPdfInput): Promise<PdfReport> {
  const { language, columns, definitions } = input;
  const rows = await input.rows.limit(PDF_MAX_ROWS + 1).execute();
  if (rows.length > PDF_MAX_ROWS)
    throw new AppError(422, 'report_too_large', messageTitle('report_too_large', language));
  const subtitle = await filtersLine(input.db, input.filters, input.query, language);
  const pdf = await PdfReport.create({
    title: input.title[language],
    ...(subtitle ? { subtitle } : {}),
    locale: language,
    brokerage: input.brokerage,
    embeddedFont: true,
    landscape: input.landscape ?? columns.length > 6,
  });
  const pdfColumns: PdfColumn[] = columns.map((c) => {
    const kind = definitions[c.id]?.kind;
    return {
      header: c.header,
      width: Math.max(c.width, longestWord(c.header) + 1),
      ...(kind === 'money' || kind === 'rate' || kind === 'integer' ? { align: 'right' as const } : {}),
    };
  });
  const cells = rows.map((row) =>
    columns.map((c) => pdfCell(definitions[c.id] as ColumnDef, row[c.id], row, language)),
  );
  pdf.table(pdfColumns, cells, messageTitle('report_empty', language));
  return pdf;
}
