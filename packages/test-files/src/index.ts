import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { popplerPdfWords, type PdfWord } from './established.js';

/*
 * Readers for the files the API generates, through established readers so the tests do not trust the code
 * under test: csv-parse for CSV, fflate for ZIP, poppler for PDF, ExcelJS for XLSX (`xlsxSheet`, `xlsxCell` and
 * more in established.ts; decisions.md §60).
 */

/** Rows of an RFC 4180 CSV, read by csv-parse (a leading byte order mark is dropped; rows may differ in length). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

/** The entries of a ZIP archive, read by fflate. */
export function readZip(buf: Buffer): Map<string, Buffer> {
  return new Map(
    Object.entries(unzipSync(new Uint8Array(buf))).map(([name, data]) => [name, Buffer.from(data)]),
  );
}

/**
 * The text of a PDF as poppler reads it (pdftotext's words and their boxes), one line per run of words set
 * close together on one baseline: a table's cells each on a line of their own, a wrapped cell on two, an
 * amount printed whole on one (`popplerPdfText` gives the page as laid out). A no-break space reads as a space.
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  let last: PdfWord | undefined;
  for (const word of popplerPdfWords(pdf)) {
    const height = word.yMax - word.yMin;
    const sameRun =
      last !== undefined &&
      last.page === word.page &&
      Math.abs(last.yMax - word.yMax) < height * 0.2 &&
      word.xMin >= last.xMax - 0.5 &&
      word.xMin - last.xMax < height * 0.45;
    if (sameRun) runs[runs.length - 1] += ` ${word.text}`;
    else runs.push(word.text);
    last = word;
  }
  return runs.join('\n');
}

export * from './established.js';
