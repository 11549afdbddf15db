import zlib from 'node:zlib';

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

/** Pages of a PDF, counted from its page objects. */
export function pdfPageCount(buf: Buffer): number {
  return (buf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

// Windows-1252 above 0x7f where it differs from Latin-1 (pdfkit's WinAnsi encoding of the standard fonts).
const CP1252: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};
const winAnsi = { decode: (b: Buffer) => [...b].map((c) => CP1252[c] ?? String.fromCharCode(c)).join('') };

/**
 * The text drawn by a pdfkit document (standard fonts: WinAnsi codes as hex strings in TJ arrays), one
 * string per text operator, content streams inflated when compressed.
 */
export function pdfText(buf: Buffer): string {
  const raw = buf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = buf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [op[2] ?? ''];
      out.push(hexes.map((h) => winAnsi.decode(Buffer.from(h, 'hex'))).join(''));
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}
