import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

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

/** The first sheet of a workbook, read by ExcelJS: each row's cells as ExcelJS gives their values. */
export async function xlsxRows(workbook: Buffer): Promise<ExcelJS.CellValue[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(workbook as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1)); // ExcelJS keeps column 1 at index 1
  });
  return rows;
}
