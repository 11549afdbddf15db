import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { simpleParser, type ParsedMail } from 'mailparser';

/*
 * Established readers of the files the product produces, for tests that must not trust a reader written by the
 * writer's authors: csv-parse for CSV, ExcelJS for XLSX, poppler's pdftotext for PDF (installed by .ci/run),
 * mailparser for e-mail.
 */

/** Every record of a CSV, read by csv-parse (a byte order mark dropped; `delimiter` as the file was written). */
export function csvRecords(text: string | Buffer, delimiter: ',' | ';' = ','): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: false }) as string[][];
}

/**
 * The text of a PDF, as poppler's pdftotext reads it, pages joined: laid out as printed (columns kept apart by
 * spaces) by default, or in reading order with `layout: false`.
 */
export function popplerPdfText(pdf: Buffer, opts: { layout?: boolean } = {}): string {
  return execFileSync(
    'pdftotext',
    ['-enc', 'UTF-8', ...(opts.layout === false ? [] : ['-layout']), '-', '-'],
    {
      input: pdf,
      maxBuffer: 64 * 1024 * 1024,
    },
  ).toString('utf8');
}

/** A sent e-mail as mailparser reads it: its headers, its text and HTML parts, decoded. */
export function readMail(raw: string | Buffer): Promise<ParsedMail> {
  return simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
}

/** A poppler tool's output for a PDF (tools that read a file, not standard input). */
function poppler(tool: string, args: readonly string[], pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'fxbo-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of one page of a PDF (1 is the first), as pdftotext reads it. */
export function popplerPageText(pdf: Buffer, page: number): string {
  return execFileSync(
    'pdftotext',
    ['-enc', 'UTF-8', '-layout', '-f', String(page), '-l', String(page), '-', '-'],
    {
      input: pdf,
      maxBuffer: 64 * 1024 * 1024,
    },
  ).toString('utf8');
}

/** What poppler's pdfinfo says of a PDF: `Pages`, `Tagged`, `PDF version`… (`-meta` adds the XMP metadata). */
export function popplerPdfInfo(pdf: Buffer): Record<string, string> & { metadata: string } {
  const info: Record<string, string> = {};
  for (const line of poppler('pdfinfo', [], pdf).split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m?.[1] !== undefined) info[m[1].trim()] = m[2] ?? '';
  }
  return { ...info, metadata: poppler('pdfinfo', ['-meta'], pdf) };
}

/** The pages of a PDF, as pdfinfo counts them. */
export function pdfPageCount(pdf: Buffer): number {
  return Number(popplerPdfInfo(pdf).Pages);
}

/** A font of a PDF as pdffonts lists it: its name, type and whether it is embedded (and as a subset). */
export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

/** The fonts a PDF uses, read by poppler's pdffonts. */
export function popplerPdfFonts(pdf: Buffer): PdfFont[] {
  const lines = poppler('pdffonts', [], pdf).split('\n');
  // Columns are fixed-width under a rule of dashes: name, type, encoding, emb, sub, uni, object ID.
  const rule = lines[1] ?? '';
  const spans = [...rule.matchAll(/-+/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const column = (line: string, i: number) => line.slice(spans[i]?.[0], spans[i]?.[1]).trim();
  return lines
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => ({
      name: column(l, 0),
      type: column(l, 1),
      embedded: column(l, 3) === 'yes',
      subset: column(l, 4) === 'yes',
    }));
}

/** A word of a PDF with its page and box (points from the page's top left), read by pdftotext -bbox. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  pageHeight: number;
}

/** Every word of a PDF with where it is drawn, in reading order. */
export function popplerPdfWords(pdf: Buffer): PdfWord[] {
  const html = execFileSync('pdftotext', ['-enc', 'UTF-8', '-bbox', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  const words: PdfWord[] = [];
  const unescape = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, '&');
  let page = 0;
  let pageHeight = 0;
  for (const m of html.matchAll(
    /<page width="[\d.]+" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (m[1] !== undefined) {
      page++;
      pageHeight = Number(m[1]);
      continue;
    }
    words.push({
      page,
      text: unescape(m[6] ?? ''),
      xMin: Number(m[2]),
      yMin: Number(m[3]),
      xMax: Number(m[4]),
      yMax: Number(m[5]),
      pageHeight,
    });
  }
  return words;
}

/** A column's index from its letters (A is 0, AA is 26), and its letters from its index. */
const columnIndex = (letters: string) =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
function columnLetters(index: number): string {
  return (
    (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26))
  );
}

/**
 * The workbook with each cell's reference written out, by its position in its row. The product's writer leaves
 * a cell's `r` out (optional in SpreadsheetML: a cell without one follows the one before it, as Excel and
 * LibreOffice read it), and ExcelJS cannot place a cell without it. Nothing else is touched.
 */
async function withCellReferences(workbook: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(workbook);
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n))) {
    const xml = await zip.file(name)?.async('string');
    if (xml === undefined) continue;
    const referenced = xml.replace(
      /<row r="(\d+)"([^>/]*)>([\s\S]*?)<\/row>/g,
      (_row, r: string, attrs: string, cells: string) => {
        let column = -1;
        const numbered = cells.replace(/<c\b([^>]*?)(\/?)>/g, (_cell, cellAttrs: string, close: string) => {
          const own = /\br="([A-Z]+)\d+"/.exec(cellAttrs)?.[1];
          column = own ? columnIndex(own) : column + 1;
          return own ? `<c${cellAttrs}${close}>` : `<c r="${columnLetters(column)}${r}"${cellAttrs}${close}>`;
        });
        return `<row r="${r}"${attrs}>${numbered}</row>`;
      },
    );
    zip.file(name, referenced);
  }
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A worksheet as ExcelJS read it, for `xlsxCell`. */
export type XlsxSheet = ExcelJS.Worksheet;

/** The `index`-th sheet of a workbook (1 is the first), read by ExcelJS. */
export async function xlsxSheet(workbook: Buffer, index = 1): Promise<XlsxSheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await withCellReferences(workbook)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[index - 1];
  if (!sheet) throw new Error(`the workbook has no sheet ${index}`);
  return sheet;
}

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/** What ExcelJS read in a cell, as text: rich text joined, a date as its Excel serial, a formula's result. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return String(value.getTime() / 86_400_000 + EXCEL_EPOCH_DAYS);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return undefined;
}

/**
 * The value of cell `ref` (e.g. `B2`) of a sheet read by `xlsxSheet`, as text: a string as it is (rich text
 * joined), a number as `String(n)` (so '1500' for 1500.00), a date cell as its Excel serial (days since
 * 1899-12-30, a time as the fraction), a formula's result; undefined for an empty or missing cell.
 */
export function xlsxCell(sheet: XlsxSheet, ref: string): string | undefined {
  return cellText(sheet.getCell(ref).value);
}

/** The first sheet of a workbook, read by ExcelJS: each row's cells as ExcelJS gives their values. */
export async function xlsxRows(workbook: Buffer): Promise<ExcelJS.CellValue[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await withCellReferences(workbook)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1)); // ExcelJS keeps column 1 at index 1
  });
  return rows;
}

/** A cell as ExcelJS reads it: its value, its type (ExcelJS.ValueType's name) and its number format. */
export interface XlsxReadCell {
  value: ExcelJS.CellValue;
  type: string;
  numFmt: string | undefined;
}

/** The first sheet's cells, read by ExcelJS with their types and number formats, row by row. */
export async function xlsxTypedRows(workbook: Buffer): Promise<XlsxReadCell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await withCellReferences(workbook)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: XlsxReadCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: XlsxReadCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = {
        value: cell.value,
        type: Object.entries(ExcelJS.ValueType).find(([, v]) => v === cell.type)?.[0] ?? String(cell.type),
        numFmt: cell.numFmt || undefined,
      };
    });
    rows.push(cells);
  });
  return rows;
}
