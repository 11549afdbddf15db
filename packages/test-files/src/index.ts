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

/** The bytes between `stream` and `endstream` of an object, inflated when compressed. */
function streamText(bytes: Buffer): string {
  try {
    return zlib.inflateSync(bytes).toString('latin1');
  } catch {
    return bytes.toString('latin1');
  }
}

/** A ToUnicode CMap (bfchar and bfrange, 2-byte codes, UTF-16BE targets) as code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', target = ''] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g,
    ))
      map.set(parseInt(code, 16), utf16(target.replace(/\s+/g, '')));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const r of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(r[1] ?? '', 16);
      const to = parseInt(r[2] ?? '', 16);
      const dest = r[3] ?? '';
      if (dest.startsWith('[')) {
        // A ligature's target holds several code units, written with spaces between them: <0066 0069>.
        [...dest.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((t, i) =>
          map.set(from + i, utf16((t[1] ?? '').replace(/\s+/g, ''))),
        );
      } else {
        const base = parseInt(dest.slice(1, -1).replace(/\s+/g, ''), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(base + c - from));
      }
    }
  }
  return map;
}

/**
 * The text drawn by a pdfkit document, one string per text operator, content streams inflated when
 * compressed. Standard fonts draw WinAnsi codes; an embedded (Type0, Identity-H) font draws 2-byte glyph codes,
 * read back through the font's ToUnicode CMap, the font being the one the last `Tf` selected.
 */
export function pdfText(buf: Buffer): string {
  const raw = buf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const o of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = o[2] ?? '';
    const s = /stream\r?\n/.exec(body);
    const bodyStart = (o.index ?? 0) + o[0].indexOf(body);
    if (s) {
      const start = bodyStart + s.index + s[0].length;
      const end = raw.indexOf('endstream', start);
      objects.set(o[1] ?? '', { dict: body.slice(0, s.index), stream: streamText(buf.subarray(start, end)) });
    } else objects.set(o[1] ?? '', { dict: body });
  }
  // Font resource name (/F3) → its ToUnicode map; pdfkit names fonts once for the whole document.
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name = '', ref = ''] of (fonts[1] ?? '').matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(ref)?.dict ?? '')?.[1];
        const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
        if (cmap !== undefined) cmaps.set(name, parseToUnicode(cmap));
      }
  const out: string[] = [];
  for (const { stream } of objects.values()) {
    if (stream === undefined) continue;
    let cmap: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        cmap = cmaps.get(op[1]);
        continue;
      }
      const hexes =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '') : [op[3] ?? ''];
      const decode = (hex: string): string => {
        if (!cmap) return winAnsi.decode(Buffer.from(hex, 'hex'));
        let text = '';
        for (let i = 0; i + 4 <= hex.length; i += 4)
          text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
        return text;
      };
      out.push(hexes.map(decode).join(''));
    }
  }
  return out.join('\n');
}
export * from './established.js';
