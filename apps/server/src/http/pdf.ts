import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type PDFDocumentType from 'pdfkit';
import { downloadHeaders } from './download.js';
import { formatDateTime } from './format.js';
import type { Locale } from './locale.js';

/*
 * Printable documents (receipts, reports) with pdfkit: A4, the brokerage header on every page, sections of
 * label/value fields and tables that break across pages with their header repeated, and a footer with the
 * issue time (São Paulo) and "page n of m". By default the standard Helvetica font is used: it covers the
 * Windows-1252 characters (all of Portuguese), and anything else is transliterated. With `embeddedFont`, DejaVu
 * Sans (assets/fonts, Bitstream Vera licence) is embedded as a subset and prints any character it has, so a
 * client's name in any Latin, Greek or Cyrillic script prints as registered (decisions.md §32).
 */

const PRIMARY = '#00695c';
const MUTED = '#555555';
const RULE = '#b0bec5';

const words = {
  page: {
    'pt-BR': (n: number, total: number) => `Página ${n} de ${total}`,
    en: (n: number, total: number) => `Page ${n} of ${total}`,
  },
  issued: {
    'pt-BR': (at: string) => `Emitido em ${at} (horário de Brasília)`,
    en: (at: string) => `Issued on ${at} (Brasília time)`,
  },
} as const;

// Code points of Windows-1252 above Latin-1 that the standard fonts can draw (pdfkit's WIN_ANSI_MAP).
const WIN_ANSI_EXTRA = new Set([
  402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);

// Letters that are not a base letter plus accents, so NFKD leaves them whole.
const LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/** `text` restricted to what the standard fonts draw: accents are kept, other letters lose theirs, the rest is `?`. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0) ?? 63;
    if (cp === 10 || (cp >= 32 && cp <= 126) || (cp >= 160 && cp <= 255) || WIN_ANSI_EXTRA.has(cp)) out += ch;
    else if (cp === 9) out += ' ';
    else if (cp < 32 || (cp >= 127 && cp < 160)) continue;
    else {
      const base = LETTERS[ch] ?? ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(base) ? base : '?';
    }
  }
  return out;
}

export interface PdfColumn {
  header: string;
  /** Share of the usable width (the shares of a table are normalised). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfOptions {
  title: string;
  /** A line under the title, e.g. the period of a report. */
  subtitle?: string;
  locale: Locale;
  /** The brokerage's name (config BROKERAGE_NAME), in the header of every page. */
  brokerage: string;
  /** Issue time printed in the footer; now by default. */
  issuedAt?: Date;
  /** For tests: uncompressed content streams. */
  compress?: boolean;
  landscape?: boolean;
  /** Embed DejaVu Sans (Unicode) instead of the standard Helvetica (Windows-1252 only). */
  embeddedFont?: boolean;
}

/** A table cell's padding on each side, in points. */
const CELL_PAD = 3;

/** The names the embedded fonts are registered under, for drawing outside the report's own blocks. */
export const EMBEDDED_FONT = { regular: 'Body', bold: 'Body-Bold' } as const;
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
let fontDir: string | undefined;

/**
 * apps/server/assets/fonts, found by walking up from this module: it runs from src/http (tsx, tests) and from
 * a bundle in dist/ or dist/chunks/ (the built server), both under apps/server.
 */
export function fontDirectory(): string {
  if (fontDir) return fontDir;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, FONT_FILES.regular))) return (fontDir = candidate);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('assets/fonts/DejaVuSans.ttf not found above the server module');
    dir = parent;
  }
}

type PdfKit = typeof PDFDocumentType;
let pdfkit: Promise<PdfKit> | undefined;

/** pdfkit and its font engine (~30 MB) are loaded with the first document, not by every server at start. */
function loadPdfKit(): Promise<PdfKit> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  return pdfkit;
}

function* withLast<T>(rows: Iterable<T>, last: T): Generator<T> {
  yield* rows;
  yield last;
}

/** A document under construction. Call `end()` once and send the document (a readable stream). */
export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  private readonly left: number;
  private readonly width: number;
  /** The font names to draw with, and how text is made drawable by them. */
  private readonly regular: string;
  private readonly bold: string;
  private readonly t: (text: string) => string;

  static async create(opts: PdfOptions): Promise<PdfReport> {
    return new PdfReport(await loadPdfKit(), opts);
  }

  private constructor(
    PDFDocument: PdfKit,
    private readonly opts: PdfOptions,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: opts.landscape ? 'landscape' : 'portrait',
      margins: { top: 40, bottom: 56, left: 40, right: 40 },
      bufferPages: true,
      compress: opts.compress ?? true,
      info: {
        Title: pdfText(opts.title),
        Author: pdfText(opts.brokerage),
        Producer: 'fxbo',
      },
      lang: opts.locale,
    });
    if (opts.embeddedFont) {
      const dir = fontDirectory();
      this.doc.registerFont(EMBEDDED_FONT.regular, join(dir, FONT_FILES.regular));
      this.doc.registerFont(EMBEDDED_FONT.bold, join(dir, FONT_FILES.bold));
      this.regular = EMBEDDED_FONT.regular;
      this.bold = EMBEDDED_FONT.bold;
      this.t = (text) => text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
    } else {
      this.regular = 'Helvetica';
      this.bold = 'Helvetica-Bold';
      this.t = pdfText;
    }
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
    this.doc.on('pageAdded', () => this.header());
    this.header();
  }

  /** The width a table spans, in points. */
  get usableWidth(): number {
    return this.width;
  }

  /** The width of `text` in a table's cells (8 pt; bold for its header), in points. */
  cellTextWidth(text: string, bold = false): number {
    return this.doc
      .font(bold ? this.bold : this.regular)
      .fontSize(8)
      .widthOfString(this.t(text));
  }

  /** The width a table's cell needs to hold `text` on one line, its padding included, in points. */
  cellWidth(text: string, bold = false): number {
    return this.cellTextWidth(text, bold) + 2 * CELL_PAD + 1;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private header(): void {
    const { doc } = this;
    const top = doc.page.margins.top;
    doc.font(this.bold).fontSize(13).fillColor(PRIMARY);
    doc.text(this.t(this.opts.brokerage), this.left, top, { width: this.width });
    doc.font(this.bold).fontSize(11).fillColor('black');
    doc.text(this.t(this.opts.title), this.left, doc.y + 2, { width: this.width });
    if (this.opts.subtitle) {
      doc.font(this.regular).fontSize(9).fillColor(MUTED);
      doc.text(this.t(this.opts.subtitle), this.left, doc.y + 1, { width: this.width });
    }
    const y = doc.y + 6;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(1)
      .strokeColor(PRIMARY)
      .stroke();
    doc.fillColor('black');
    doc.y = y + 10;
    doc.x = this.left;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  section(title: string): this {
    this.ensureSpace(40);
    const { doc } = this;
    doc.moveDown(0.4);
    doc.font(this.bold).fontSize(10).fillColor(PRIMARY);
    doc.text(this.t(title).toUpperCase(), this.left, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor('black');
    doc.y = y + 5;
    return this;
  }

  /** Label/value pairs in `columns` columns; an empty value shows as a dash. */
  fields(pairs: readonly (readonly [string, string | null | undefined])[], columns = 2): this {
    const { doc } = this;
    const gap = 12;
    const cell = (this.width - gap * (columns - 1)) / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs
        .slice(i, i + columns)
        .map(([label, value]) => [this.t(label), this.t(value || '—')] as const);
      doc.font(this.regular).fontSize(9);
      const height = Math.max(...row.map(([, value]) => doc.heightOfString(value, { width: cell }))) + 12;
      this.ensureSpace(height);
      const y = doc.y;
      row.forEach(([label, value], c) => {
        const x = this.left + c * (cell + gap);
        doc.font(this.regular).fontSize(7).fillColor(MUTED).text(label, x, y, { width: cell });
        doc
          .font(this.regular)
          .fontSize(9)
          .fillColor('black')
          .text(value, x, y + 9, { width: cell });
      });
      doc.y = y + height;
    }
    doc.x = this.left;
    return this;
  }

  /** A line of text (e.g. a note under a table). */
  paragraph(text: string, opts: { muted?: boolean; bold?: boolean } = {}): this {
    const { doc } = this;
    doc
      .font(opts.bold ? this.bold : this.regular)
      .fontSize(9)
      .fillColor(opts.muted ? MUTED : 'black');
    this.ensureSpace(doc.heightOfString(this.t(text), { width: this.width }) + 4);
    doc.text(this.t(text), this.left, doc.y, { width: this.width });
    doc.fillColor('black');
    doc.moveDown(0.3);
    return this;
  }

  /**
   * A table; the header row is repeated on every page it spans. `rows` may be an iterable of any length;
   * `totals`, a last row in bold (a report's total).
   */
  table(
    columns: readonly PdfColumn[],
    rows: Iterable<readonly (string | null | undefined)[]>,
    empty?: string,
    totals?: readonly (string | null | undefined)[],
  ): this {
    const { doc } = this;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const pad = CELL_PAD;
    const drawRow = (cells: readonly string[], bold: boolean, shade: boolean) => {
      doc.font(bold ? this.bold : this.regular).fontSize(8);
      const height =
        Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 2 * pad }))) +
        2 * pad;
      return {
        height,
        draw: (y: number) => {
          if (shade) doc.rect(this.left, y, this.width, height).fill(bold ? '#e0f2f1' : '#f7f7f7');
          doc
            .fillColor('black')
            .font(bold ? this.bold : this.regular)
            .fontSize(8);
          let x = this.left;
          cells.forEach((text, i) => {
            const w = widths[i] ?? 0;
            doc.text(text, x + pad, y + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
            x += w;
          });
        },
      };
    };
    const headerCells = columns.map((c) => this.t(c.header));
    const header = () => {
      const h = drawRow(headerCells, true, true);
      const y = doc.y;
      h.draw(y);
      doc.y = y + h.height;
    };
    this.ensureSpace(40);
    header();
    let n = 0;
    const all = totals ? withLast(rows, totals) : rows;
    for (const raw of all) {
      const cells = columns.map((_, i) => this.t(raw[i] ?? '') || '');
      const bold = raw === totals;
      const r = drawRow(cells, bold, bold || n % 2 === 1);
      if (doc.y + r.height > this.bottom) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      r.draw(y);
      doc.y = y + r.height;
      n++;
    }
    if (n === 0 && empty) this.paragraph(empty, { muted: true });
    doc.x = this.left;
    doc.moveDown(0.5);
    return this;
  }

  /** Writes the footers and ends the document. */
  end(): PDFKit.PDFDocument {
    const { doc } = this;
    const issued = words.issued[this.opts.locale](
      formatDateTime(this.opts.issuedAt ?? new Date(), this.opts.locale),
    );
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin must not open a new page.
      const y = doc.page.height - doc.page.margins.bottom + 18;
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(this.regular).fontSize(7).fillColor(MUTED);
      doc.text(this.t(issued), this.left, y, { width: this.width / 2, lineBreak: false });
      doc.text(words.page[this.opts.locale](i + 1, range.count), this.left + this.width / 2, y, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = saved;
    }
    doc.end();
    return doc;
  }
}

/** Sends a finished document, shown in the browser (`inline`) under `fileName`. */
export function sendPdf(reply: FastifyReply, report: PdfReport, fileName: string): FastifyReply {
  downloadHeaders(reply, 'application/pdf', fileName, 'inline');
  return reply.send(report.end());
}
