import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/*
 * Established readers of the files the product produces, for tests that must not trust a reader written by the
 * writer's authors: csv-parse for CSV, ExcelJS for XLSX, poppler's pdftotext for PDF (installed by .ci/run).
 */

/** Every record of a CSV, read by csv-parse (a byte order mark dropped; `delimiter` as the file was written). */
export function csvRecords(text: string | Buffer, delimiter: ',' | ';' = ','): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: false }) as string[][];
}

/** The text of a PDF, as poppler's pdftotext reads it (in reading order, pages joined). */
export function popplerPdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
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
