import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import { copyOut, copyStatement, primed } from './copy-stream.js';
import { downloadHeaders } from './download.js';
import type { Locale } from './locale.js';

/*
 * XLSX downloads written as a stream: the rows of a `COPY … TO STDOUT` (text format) become worksheet XML
 * that is deflated into a ZIP as it goes, so a million rows never sit in memory. Cells are typed: text as
 * inline strings (no shared-string table to hold), numbers, money and rates as numbers with a number format,
 * dates, date-times and months as spreadsheet serial numbers, which the query computes, shown in the reader's
 * language (`XLSX_DATE_FORMATS`). The ZIP writer uses data
 * descriptors (sizes after the data) and no ZIP64, so an entry stays below 4 GiB (≈ 15 million rows).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's row limit, header included. */
export const XLSX_MAX_ROWS = 1_048_576;

/** `month`: a date cell (the month's first day) shown as its month. */
export type XlsxCellType = 'text' | 'integer' | 'money' | 'rate' | 'date' | 'datetime' | 'month';

/**
 * The number formats of the calendar cells, in the reader's language (the download's, as its words): the order
 * the PDF and the screen write for that reader, with seconds. A month's name is tagged with its language
 * (`[$-416]` Portuguese, `[$-409]` English), so a spreadsheet of another locale still writes "jan/2026".
 */
export const XLSX_DATE_FORMATS: Readonly<
  Record<Locale, Readonly<Record<'date' | 'datetime' | 'month', string>>>
> = {
  'pt-BR': { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm:ss', month: '[$-416]mmm/yyyy' },
  en: { date: 'mm/dd/yyyy', datetime: 'mm/dd/yyyy hh:mm:ss AM/PM', month: '[$-409]mmm yyyy' },
};

export interface XlsxColumn {
  header: string;
  type: XlsxCellType;
  /** Column width in characters. */
  width?: number;
}

/** Style index (cellXfs in styles.xml) of each cell type; 1 is the bold header. */
const STYLE: Record<XlsxCellType, number> = {
  text: 0,
  integer: 2,
  money: 3,
  rate: 4,
  date: 5,
  datetime: 6,
  month: 7,
};

/**
 * SQL for a date or timestamp value as the spreadsheet serial number the `date`/`datetime` columns expect:
 * days since 1899-12-30, with the time of day as the fraction, in São Paulo time for instants.
 */
export const xlsxSerial = {
  date: (column: string) => `(${column} - date '1899-12-30')`,
  datetime: (column: string) =>
    `(extract(epoch from ((${column}) at time zone 'America/Sao_Paulo') - timestamp '1899-12-30') / 86400.0)`,
};

// ------------------------------------------------------------------------------------------ COPY text rows

export type Row = readonly (string | null)[];

/**
 * Rows of PostgreSQL's COPY text format, in batches (one per chunk read: a promise per row would cost more
 * than the parsing): one line per row, tab-separated, `\N` for null, backslash escapes. Chunks may cut rows
 * (and UTF-8 characters) anywhere.
 */
export async function* copyTextRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<Row[], void, undefined> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of chunks) {
    const lines = (pending + decoder.write(chunk)).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length) yield lines.map(parseCopyLine);
  }
  pending += decoder.end();
  if (pending !== '') yield [parseCopyLine(pending)];
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

export function parseCopyLine(line: string): (string | null)[] {
  return line.split('\t').map((field) => {
    if (field === '\\N') return null;
    if (!field.includes('\\')) return field;
    return field.replace(/\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|.)/g, (_m, e: string) => {
      if (e.length > 1 && e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
      if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
      return ESCAPES[e] ?? e;
    });
  });
}

// ------------------------------------------------------------------------------------------ worksheet XML

// XML 1.0 refuses these code points even escaped; they become nothing.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_SPECIAL = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function xmlText(value: string): string {
  // Most values need nothing: one test instead of six replacements.
  if (!XML_SPECIAL.test(value)) return value;
  return (
    value
      .replace(XML_INVALID, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // A raw carriage return is read back as a line feed (XML's end-of-line handling): a reference keeps it.
      .replace(/\r/g, '&#13;')
  );
}

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

// Cells carry no reference (`r`): a row's cells are read in order, and 7 bytes × 13 columns × 1,000,000 rows is
// 90 MB less XML to write and deflate.
function cellXml(value: string | null, type: XlsxCellType, style = STYLE[type]): string {
  if (value === null || value === '') return '<c/>';
  if (type !== 'text' && NUMBER.test(value)) return `<c s="${style}"><v>${value}</v></c>`;
  const space = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : '';
  const s = type === 'text' && style !== 0 ? ` s="${style}"` : '';
  return `<c${s} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/** The worksheet XML of `batches` of rows under a bold, frozen header row, in chunks of about 256 KiB. */
export async function* worksheetXml(
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string, void, undefined> {
  const types = columns.map((c) => c.type);
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
    .join('');
  let out =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>` +
    `<row r="1">${columns.map((c) => cellXml(c.header, 'text', 1)).join('')}</row>`;
  let r = 1;
  batches: for await (const batch of batches) {
    for (const row of batch) {
      if (r >= XLSX_MAX_ROWS) break batches;
      r++;
      let xml = `<row r="${r}">`;
      for (let i = 0; i < types.length; i++) xml += cellXml(row[i] ?? null, types[i] as XlsxCellType);
      out += `${xml}</row>`;
    }
    if (out.length >= 256 * 1024) {
      yield out;
      out = '';
    }
  }
  yield `${out}</sheetData></worksheet>`;
}

function workbookFiles(sheetName: string, locale: Locale): { name: string; data: string }[] {
  const dates = XLSX_DATE_FORMATS[locale];
  const ns = 'http://schemas.openxmlformats.org';
  const name = xmlText(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<Types xmlns="${ns}/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<Relationships xmlns="${ns}/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships">` +
        `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<Relationships xmlns="${ns}/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
        '</Relationships>',
    },
    {
      name: 'xl/styles.xml',
      // cellXfs: 0 general, 1 bold header, 2 integer, 3 money (#,##0.00), 4 rate (8 places), 5 date, 6 date-time,
      // 7 month.
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<styleSheet xmlns="${ns}/spreadsheetml/2006/main">` +
        '<numFmts count="4"><numFmt numFmtId="164" formatCode="0.00000000"/>' +
        `<numFmt numFmtId="165" formatCode="${xmlText(dates.datetime)}"/>` +
        `<numFmt numFmtId="166" formatCode="${xmlText(dates.date)}"/>` +
        `<numFmt numFmtId="167" formatCode="${xmlText(dates.month)}"/></numFmts>` +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="8">' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
        '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '</cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    },
  ];
}

/** The bytes of an .xlsx holding one worksheet of the rows of `batches`, its calendar cells in `locale`. */
export function xlsxStream(
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly Row[]>,
  sheetName: string,
  locale: Locale,
): AsyncGenerator<Buffer, void, undefined> {
  const fixed = workbookFiles(sheetName, locale);
  return zipStream([
    ...fixed.map((f) => ({ name: f.name, data: oneChunk(f.data) })),
    { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(columns, batches) },
  ]);
}

async function* oneChunk(data: string): AsyncGenerator<string, void, undefined> {
  yield data;
}

// ------------------------------------------------------------------------------------------ ZIP

export interface ZipEntry {
  name: string;
  data: AsyncIterable<string | Buffer>;
}

const UINT32_MAX = 0xffffffff;
/** An empty, final, fixed-Huffman deflate block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** DOS date and time of `d` (local fields, as ZIP tools expect). */
function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/**
 * A ZIP archive written as it is read: each entry deflated piece by piece, its CRC and sizes in a data
 * descriptor after it, the central directory at the end. Reading stops early cleanly: the entries' sources
 * are closed.
 */
export async function* zipStream(entries: readonly ZipEntry[]): AsyncGenerator<Buffer, void, undefined> {
  const { time, date } = dosDateTime(new Date());
  const central: Buffer[] = [];
  let offset = 0;
  const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    const headerOffset = offset;
    yield Buffer.concat([local, name]);
    offset += 30 + name.length;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    // Each piece (≈ 256 KiB of XML) is deflated on its own and ends on a byte boundary (sync flush), so the
    // pieces concatenate into one valid deflate stream, closed by an empty final block. Level 1, synchronous:
    // about a millisecond a piece; XML still compresses 8:1. (Measured at 1,000,000 rows: a zlib stream or
    // the thread pool per piece cost 2-3× the time in round trips.)
    for await (const part of entry.data) {
      const buf = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      if (buf.length === 0) continue;
      crc = zlib.crc32(buf, crc);
      size += buf.length;
      const out = zlib.deflateRawSync(buf, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      compressed += out.length;
      yield out;
    }
    yield FINAL_BLOCK;
    compressed += FINAL_BLOCK.length;
    if (size > UINT32_MAX || compressed > UINT32_MAX || offset + compressed > UINT32_MAX)
      throw new Error('ZIP entry too large without ZIP64');
    offset += compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += 16;

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(compressed, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(headerOffset, 42);
    central.push(header, name);
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

// ------------------------------------------------------------------------------------------ HTTP

/**
 * Streams `query` as an .xlsx attachment. The query must select exactly `columns`, in order, with date and
 * date-time columns as serial numbers (see `xlsxSerial`); it runs as COPY on the export `pool`.
 */
export async function sendXlsx(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    pool: pg.Pool;
    query: Compilable;
    columns: readonly XlsxColumn[];
    sheetName: string;
    fileName: string;
    /** The reader's language: the calendar cells' formats. */
    locale: Locale;
  },
): Promise<FastifyReply> {
  const statement = copyStatement(opts.query, 'format text');
  const chunks = await primed(
    copyOut(opts.pool, statement, req.log, undefined, (rows) => req.server.metrics.exported('xlsx', rows)),
  );
  const bytes = xlsxStream(opts.columns, copyTextRows(chunks), opts.sheetName, opts.locale);
  downloadHeaders(reply, XLSX_CONTENT_TYPE, opts.fileName);
  return reply.send(Readable.from(bytes, { objectMode: false }));
}
