import {
  popplerPageText,
  popplerPdfFonts,
  popplerPdfInfo,
  popplerPdfText,
  popplerPdfWords,
} from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { PdfReport } from './pdf.js';

/*
 * Every printed document embeds its fonts, prints any script, is tagged and PDF/A-2b, and splits a table row
 * taller than a page between pages: read back with poppler (pdffonts, pdfinfo, pdftotext), not with our own code.
 */

const NAME = 'Nguyễn Văn Đức 王小明 Łukasz';

async function bytes(report: PdfReport): Promise<Buffer> {
  const doc = report.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function report(build: (r: PdfReport) => void): Promise<Buffer> {
  const r = await PdfReport.create({
    title: 'Recibo',
    subtitle: NAME,
    locale: 'pt-BR',
    brokerage: 'Corretora Exemplo',
    issuedAt: new Date('2026-03-10T15:00:00Z'),
  });
  build(r);
  return bytes(r);
}

describe('PdfReport', () => {
  it('embeds every font it uses and prints a name in Latin, Vietnamese, Polish and Chinese as written', async () => {
    const pdf = await report((r) => {
      r.section('Remetente').fields([['Nome', NAME]]);
      r.paragraph(`Pago por ${NAME}.`);
      r.table([{ header: 'Nome', width: 1 }], [[NAME]]);
    });
    const fonts = popplerPdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    const text = popplerPdfText(pdf);
    // The subtitle on the page's header, the field, the paragraph and the table's cell.
    expect(text.split(NAME).length - 1).toBe(4);
    expect(text).toContain(`Pago por ${NAME}.`);
    expect(text).not.toContain('?');
  });

  it('is tagged, in its language, and declares PDF/A-2b', async () => {
    const pdf = await report((r) => r.section('Dados').fields([['Nome', NAME]]));
    const info = popplerPdfInfo(pdf);
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe('Recibo');
    expect(info['PDF version']).toBe('1.7');
    expect(info.metadata).toMatch(/<pdfaid:part>2<\/pdfaid:part>/);
    expect(info.metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Lang \(pt-BR\)/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/OutputIntents/);
  });

  it('splits a table row taller than a page between pages, the header repeated, nothing past the margin', async () => {
    const tall = Array.from({ length: 150 }, (_, i) => `linha${i + 1}`).join('\n');
    const pdf = await report((r) =>
      r.table(
        [
          { header: 'Descrição', width: 3 },
          { header: 'Valor', width: 1, align: 'right' },
        ],
        [
          ['antes', '1,00'],
          [tall, '2,00'],
          ['depois', '3,00'],
        ],
      ),
    );
    const words = popplerPdfWords(pdf);
    const lines = words.filter((w) => /^linha\d+$/.test(w.text));
    // Every line once, in order, drawn above the bottom margin (56 pt) of its page.
    expect(lines.map((w) => w.text)).toEqual(Array.from({ length: 150 }, (_, i) => `linha${i + 1}`));
    expect(lines.filter((w) => w.yMax > w.pageHeight - 56)).toEqual([]);
    const pages = [...new Set(lines.map((w) => w.page))];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The row starts on the first page, under the row before it.
    expect(lines[0]?.page).toBe(1);
    // Each page it continues on repeats the table's header above it.
    for (const page of pages.slice(1)) {
      const header = words.find((w) => w.page === page && w.text === 'Descrição');
      const first = lines.find((w) => w.page === page);
      expect(header && first && header.yMax <= first.yMin).toBe(true);
    }
    // The next row comes after the last line, not over it.
    const last = lines[lines.length - 1];
    const after = words.find((w) => w.text === 'depois');
    expect(after?.page).toBe(last?.page);
    expect((after?.yMin ?? 0) >= (last?.yMax ?? Infinity)).toBe(true);
    expect(popplerPageText(pdf, 1)).toContain('antes');
  });

  it('keeps a row that fits a page whole, moving it to the next page', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [`r${i}`]);
    const pdf = await report((r) =>
      r.table([{ header: 'Linha', width: 1 }], [...rows, ['a\nb\nc\nd\ne\nf']]),
    );
    const words = popplerPdfWords(pdf);
    const part = words.filter((w) => /^[a-f]$/.test(w.text));
    expect(part.map((w) => w.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(new Set(part.map((w) => w.page)).size).toBe(1);
  });
});
