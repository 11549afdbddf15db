import zlib from 'node:zlib';
import { popplerPdfWords, type PdfWord } from './established.js';

/*
 * Readers for the files the API generates, written from the formats' specifications so the tests do not
 * trust the code under test: CSV (RFC 4180), ZIP (central directory, deflate), PDF (text of pdfkit's content
 * streams).
 */

/** Rows of an RFC 4180 CSV (a leading byte order mark is dropped). */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The entries of a ZIP archive, read through its central directory and checked against their CRC-32. */
export function readZip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory header');
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    const data = method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw);
    if (data.length !== size) throw new Error(`size mismatch in ${name}`);
    if (zlib.crc32(data) >>> 0 !== crc) throw new Error(`CRC mismatch in ${name}`);
    files.set(name, data);
    p += 46 + nameLength + extra + comment;
  }
  return files;
}

/**
 * The value of cell `ref` (e.g. `B2`) in worksheet XML: inline string text or the number. Cells are found by
 * their `r` attribute, or by position in their row when they have none (both are valid SpreadsheetML).
 */
export function xlsxCell(sheetXml: string, ref: string): string | undefined {
  const [, letters = '', rowNumber = ''] = /^([A-Z]+)(\d+)$/.exec(ref) ?? [];
  const column = [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const row = new RegExp(`<row r="${rowNumber}"[^>]*>([\\s\\S]*?)</row>`).exec(sheetXml)?.[1];
  if (row === undefined) return undefined;
  const cells = [...row.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)];
  let position = -1;
  let inner: string | undefined;
  for (const cell of cells) {
    const r = /\br="([A-Z]+)\d+"/.exec(cell[1] ?? '')?.[1];
    position = r ? [...r].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 : position + 1;
    if (position === column) {
      inner = cell[2];
      break;
    }
  }
  if (inner === undefined) return undefined;
  const text = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
  return text
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
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
