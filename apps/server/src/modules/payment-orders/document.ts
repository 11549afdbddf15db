import { createHash } from 'node:crypto';
import { RECEIVING_DOCUMENT_MAX_BYTES } from '@fxbo/domain';
import type { Locale } from '../../http/locale.js';
import { fieldError } from './messages.js';

/*
 * The document a receiving above USD 3,000.00 needs (spec 9): a PDF, JPEG or PNG of at most 10 MB, its type
 * read from its first bytes (a name or a declared type says nothing about the content), kept in PostgreSQL
 * with its SHA-256 so every instance serves the same file. It is read once, as it arrives: refused at its
 * first bytes when they are not one of the three types and at the byte past 10 MB, without reading the rest.
 */

interface DocumentType {
  mimeType: string;
  /** The extension a name gets, then the others the type goes by. */
  extensions: readonly [string, ...string[]];
  magic: readonly number[];
}

const SIGNATURES: readonly DocumentType[] = [
  { mimeType: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'], magic: [0xff, 0xd8, 0xff] },
  {
    mimeType: 'image/png',
    extensions: ['png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
];
const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));
const NAME_MAX = 255;

export interface CheckedDocument {
  fileName: string;
  mimeType: string;
  content: Buffer;
  sha256: Buffer;
}

/** The type its first bytes say, or undefined. */
export function sniffDocumentType(head: Buffer): DocumentType | undefined {
  return SIGNATURES.find((s) => head.length >= s.magic.length && s.magic.every((b, i) => head[i] === b));
}

// Control and format characters (bidi overrides and isolates, zero-width marks, the BOM) and line separators:
// invisible, they make a name read as something else (“fatura‮fdp.exe” shows as “faturaexe.pdf”).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A name safe to store and to send back in Content-Disposition: no path, no control or format characters, at
 * most 255 characters. A longer name is shortened before its extension, which is the sniffed type's (the
 * name's own when it is one of the type's, else the type's first).
 */
export function documentFileName(given: string | undefined, type: DocumentType): string {
  const name =
    (given ?? '').split(/[\\/]/).pop()?.replace(INVISIBLE, '').trim() || `documento.${type.extensions[0]}`;
  const chars = [...name];
  if (chars.length <= NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const own = dot > 0 ? name.slice(dot + 1) : '';
  const keeps = type.extensions.includes(own.toLowerCase());
  const extension = keeps ? own : type.extensions[0];
  const stem = [...(keeps ? name.slice(0, dot) : name)].slice(0, NAME_MAX - extension.length - 1);
  return `${stem.join('').trimEnd()}.${extension}`;
}

/**
 * The bytes of a file as they arrive, in one buffer reserved at the most the file can be when that is known (the
 * request's length, at most the limit): no chunk is kept and nothing is copied twice, and the reserved pages
 * count as memory only once written. Without a bound, the chunks, joined at the end.
 */
class FileBytes {
  private chunks: Buffer[] = [];
  private reserved: Buffer | undefined;
  size = 0;

  constructor(atMost: number | undefined) {
    if (atMost && atMost > 0)
      this.reserved = Buffer.allocUnsafe(Math.min(atMost, RECEIVING_DOCUMENT_MAX_BYTES));
  }

  add(chunk: Buffer): void {
    if (this.reserved && this.size + chunk.length > this.reserved.length) {
      // More than announced: go on in chunks.
      this.chunks = [this.reserved.subarray(0, this.size)];
      this.reserved = undefined;
    }
    if (this.reserved) chunk.copy(this.reserved, this.size);
    else this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** The first `n` bytes (fewer if the file is shorter). */
  head(n: number): Buffer {
    const length = Math.min(n, this.size);
    return this.reserved ? this.reserved.subarray(0, length) : Buffer.concat(this.chunks, length);
  }

  all(): Buffer {
    return this.reserved ? this.reserved.subarray(0, this.size) : Buffer.concat(this.chunks, this.size);
  }
}

/**
 * The uploaded file, read from `file` as it arrives and checked on the way: its size, its type from its first
 * bytes, its SHA-256. A 400 on the `document` field at the first failure (the caller leaves the rest unread).
 * `atMost` bounds its size when known (the request's Content-Length), so its one buffer is reserved at once.
 */
export async function receiveDocument(
  file: AsyncIterable<Buffer>,
  fileName: string | undefined,
  locale: Locale,
  atMost?: number,
): Promise<CheckedDocument> {
  const bytes = new FileBytes(atMost);
  const hash = createHash('sha256');
  let type: DocumentType | undefined;
  for await (const chunk of file) {
    if (bytes.size + chunk.length > RECEIVING_DOCUMENT_MAX_BYTES)
      throw fieldError('document', 'file_too_large', locale);
    bytes.add(chunk);
    hash.update(chunk);
    if (!type && bytes.size >= SNIFF_BYTES) {
      type = sniffDocumentType(bytes.head(SNIFF_BYTES));
      if (!type) throw fieldError('document', 'file_type_invalid', locale);
    }
  }
  if (bytes.size === 0) throw fieldError('document', 'file_empty', locale);
  type ??= sniffDocumentType(bytes.head(SNIFF_BYTES));
  if (!type) throw fieldError('document', 'file_type_invalid', locale);
  return {
    fileName: documentFileName(fileName, type),
    mimeType: type.mimeType,
    content: bytes.all(),
    sha256: hash.digest(),
  };
}
