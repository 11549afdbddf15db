import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { documentFileName, receiveDocument, sniffDocumentType } from './document.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const type = (head: Buffer) => {
  const t = sniffDocumentType(head);
  if (!t) throw new Error('no type');
  return t;
};

/** The chunks of `sizes` (bytes of `fill` after `head`), counting how many the reader pulled. */
function chunked(head: Buffer, sizes: Iterable<number>, fill = 0x20) {
  const counter = { pulled: 0 };
  async function* chunks() {
    for (const b of head) {
      counter.pulled++;
      yield Buffer.from([b]); // the first bytes one at a time: the type is read across chunks
    }
    for (const size of sizes) {
      counter.pulled++;
      yield Buffer.alloc(size, fill);
    }
  }
  return { chunks: chunks(), counter };
}

function* forever(size: number) {
  for (;;) yield size;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).errors?.[0]?.code;
}

describe('documentFileName', () => {
  it('strips bidi controls, other control and format characters and line separators', () => {
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(documentFileName(`fatura${bidi}fdp.exe`, type(PDF))).toBe('faturafdp.exe');
    expect(
      documentFileName(
        '\uFEFFnota\u200B\u200E\u200F\u061C\u0000\u001F\u007F\u0085\u2028\u2029.pdf',
        type(PDF),
      ),
    ).toBe('nota.pdf');
    // Letters, accents and emoji stay.
    expect(documentFileName('Comprovante de câmbio nº 7 ✅.pdf', type(PDF))).toBe(
      'Comprovante de câmbio nº 7 ✅.pdf',
    );
    expect(documentFileName('C:\\Users\\ana\\\u202Ecomprovante.png', type(PNG))).toBe('comprovante.png');
    expect(documentFileName('\u202E\u200B', type(PNG))).toBe('documento.png');
  });

  it('shortens a name to 255 characters before the extension of the sniffed type', () => {
    const own = documentFileName(`${'á'.repeat(300)}.PDF`, type(PDF));
    expect([...own]).toHaveLength(255);
    expect(own.endsWith('á.PDF')).toBe(true);
    const jpeg = documentFileName(`${'b'.repeat(300)}.jpeg`, type(Buffer.from([0xff, 0xd8, 0xff, 0xe0])));
    expect(jpeg).toBe(`${'b'.repeat(250)}.jpeg`);
    // A name whose extension is not the content's gets the content's.
    expect(documentFileName(`${'c'.repeat(300)}.exe`, type(PNG))).toBe(`${'c'.repeat(251)}.png`);
    expect(documentFileName('d'.repeat(400), type(PDF))).toBe(`${'d'.repeat(251)}.pdf`);
    // At the limit nothing changes.
    expect(documentFileName(`${'e'.repeat(251)}.exe`, type(PDF))).toBe(`${'e'.repeat(251)}.exe`);
  });
});

describe('receiveDocument', () => {
  it('reads the type across chunks and keeps and hashes every byte, in a buffer reserved at the bound or not', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(4097, 0x20)]);
    // No bound, a bound above the size, exactly the size, and one below it (more than announced).
    for (const atMost of [undefined, 64 * 1024, content.length, 100]) {
      const { chunks } = chunked(PDF, [4096, 1]);
      const doc = await receiveDocument(chunks, 'fatura.pdf', 'pt-BR', atMost);
      expect(doc, String(atMost)).toMatchObject({ fileName: 'fatura.pdf', mimeType: 'application/pdf' });
      expect(doc.content.equals(content), String(atMost)).toBe(true);
      expect(doc.sha256.equals(createHash('sha256').update(content).digest())).toBe(true);
    }
  });

  it('stops at the first bytes of a file that is none of the types', async () => {
    const { chunks, counter } = chunked(Buffer.from('GIF89a..'), forever(64 * 1024));
    expect(await refusal(receiveDocument(chunks, 'x.pdf', 'en'))).toBe('file_type_invalid');
    expect(counter.pulled).toBe(8);
  });

  it('stops at the byte past 10 MB', async () => {
    for (const atMost of [undefined, 50 * 1024 * 1024]) {
      const { chunks, counter } = chunked(PDF, forever(1024 * 1024));
      expect(await refusal(receiveDocument(chunks, 'x.pdf', 'en', atMost))).toBe('file_too_large');
      expect(counter.pulled).toBe(PDF.length + 10);
    }
  });

  it('refuses an empty file and a short one of no type', async () => {
    expect(await refusal(receiveDocument(chunked(Buffer.alloc(0), []).chunks, 'x.pdf', 'en'))).toBe(
      'file_empty',
    );
    expect(await refusal(receiveDocument(chunked(Buffer.from('abc'), []).chunks, 'x.pdf', 'en'))).toBe(
      'file_type_invalid',
    );
    // A short file of a type is one.
    expect(
      (await receiveDocument(chunked(Buffer.from([0xff, 0xd8, 0xff]), []).chunks, undefined, 'en')).fileName,
    ).toBe('documento.jpg');
  });
});
