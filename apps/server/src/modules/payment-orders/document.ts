import { createHash } from 'node:crypto';
import { RECEIVING_DOCUMENT_MAX_BYTES } from '@fxbo/domain';
import type { Locale } from '../../http/locale.js';
import { fieldError } from './messages.js';

/*
 * The document a receiving above USD 3,000.00 needs (spec 9): a PDF, JPEG or PNG of at most 10 MB, its type
 * read from its first bytes (a name or a declared type says nothing about the content), kept in PostgreSQL
 * with its SHA-256 so every instance serves the same file.
 */

const SIGNATURES: readonly { mimeType: string; extension: string; magic: readonly number[] }[] = [
  { mimeType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mimeType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export interface CheckedDocument {
  fileName: string;
  mimeType: string;
  content: Buffer;
  sha256: Buffer;
}

/** The type its bytes say, or undefined. */
export function sniffDocumentType(content: Buffer): (typeof SIGNATURES)[number] | undefined {
  return SIGNATURES.find(
    (s) => content.length >= s.magic.length && s.magic.every((b, i) => content[i] === b),
  );
}

/** A name safe to store and to send back in Content-Disposition: no path, no control characters, ≤ 255. */
export function documentFileName(given: string | undefined, extension: string): string {
  const base = (given ?? '')
    .split(/[\\/]/)
    .pop()
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const name = base || `documento.${extension}`;
  return [...name].slice(0, 255).join('');
}

/** The file as uploaded, checked; a 400 on the `document` field otherwise. `truncated`: it went past the limit. */
export function checkDocument(
  file: { fileName: string | undefined; content: Buffer; truncated: boolean },
  locale: Locale,
): CheckedDocument {
  if (file.truncated || file.content.length > RECEIVING_DOCUMENT_MAX_BYTES)
    throw fieldError('document', 'file_too_large', locale);
  if (file.content.length === 0) throw fieldError('document', 'file_empty', locale);
  const type = sniffDocumentType(file.content);
  if (!type) throw fieldError('document', 'file_type_invalid', locale);
  return {
    fileName: documentFileName(file.fileName, type.extension),
    mimeType: type.mimeType,
    content: file.content,
    sha256: createHash('sha256').update(file.content).digest(),
  };
}
