import type { FastifyReply } from 'fastify';
import type PDFDocumentType from 'pdfkit';
import { BRAND_PRIMARY } from './brand.js';
import { downloadHeaders } from './download.js';
import { formatDateTime } from './format.js';
import { registerPdfFonts } from './pdf-fonts.js';
import { drawLines, layoutText, lineHeight, type TextStyle } from './pdf-text.js';
import { PDF_WORDS as words, type PdfColumn, type PdfOptions, type PdfTextOptions } from './pdf-options.js';

export type { PdfColumn, PdfOptions, PdfTextOptions, RecordPdfOptions } from './pdf-options.js';

/*
 * Printable documents (receipts, reports) with pdfkit: A4, the brokerage header on every page, sections of
 * label/value fields and tables that break across pages with their header repeated (a row taller than what is
 * left of a page is split between pages at a line), and a footer with the issue time (São Paulo) and "page n of
 * m". Every document embeds its fonts (pdf-fonts.ts: DejaVu Sans, and Droid Sans Fallback for CJK), is tagged
 * (a structure tree of headings, paragraphs and tables, in the document's language; the header, footer, rules and
 * shading are artifacts) and is PDF/A-2b, so it archives and reads aloud as printed (decisions.md §60).
 */

const PRIMARY = BRAND_PRIMARY;
const MUTED = '#555555';
const RULE = '#b0bec5';

/** A table cell's padding on each side, in points. */
const CELL_PAD = 3;

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
  /** The structure tree's root: every heading, paragraph and table is its child. */
  private readonly root: PDFKit.PDFStructureElement;

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
      pdfVersion: '1.7',
      subset: 'PDF/A-2b',
      tagged: true,
      displayTitle: true,
      info: {
        Title: opts.title,
        Author: opts.brokerage,
        Producer: 'fxbo',
      },
      lang: opts.locale,
    });
    registerPdfFonts(this.doc);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
    this.doc.on('pageAdded', () => this.header());
    this.header();
  }

  /** The width a table spans, in points. */
  get usableWidth(): number {
    return this.width;
  }

  /** The width of `text` on one line in a table's cells (8 pt; bold for its header), in points. */
  cellTextWidth(text: string, bold = false): number {
    return Math.max(0, ...layoutText(this.doc, text, Infinity, { size: 8, bold }).map((l) => l.width));
  }

  /** The width a table's cell needs to hold `text` on one line, its padding included, in points. */
  cellWidth(text: string, bold = false): number {
    return this.cellTextWidth(text, bold) + 2 * CELL_PAD + 1;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Draws what is not content (rules, shading, the page's header and footer) marked as an artifact. */
  private artifact(draw: () => void, type?: 'Pagination' | 'Layout'): void {
    this.doc.markContent('Artifact', type ? { type } : {});
    draw();
    this.doc.endMarkedContent();
  }

  /**
   * `text` wrapped in `width` points from (x, y), tagged as `opts.tag` (a paragraph by default) under `parent`
   * (the document by default); returns the y under it. Nothing here starts a page: make room first.
   */
  text(
    text: string,
    x: number,
    y: number,
    width: number,
    opts: PdfTextOptions,
    parent: PDFKit.PDFStructureElement = this.root,
  ): number {
    const lines = layoutText(this.doc, text, width, opts);
    let end = y;
    const draw = () => {
      end = drawLines(this.doc, lines, x, y, { ...opts, width });
    };
    if (opts.tag === null) this.artifact(draw, 'Pagination');
    else parent.add(this.doc.struct(opts.tag ?? 'P', {}, draw));
    return end;
  }

  /** The height `text` takes wrapped in `width` points at `style`. */
  textHeight(text: string, width: number, style: TextStyle): number {
    return layoutText(this.doc, text, width, style).length * lineHeight(this.doc, style);
  }

  /** A horizontal rule at `y` across the usable width. */
  private rule(y: number, width: number, color: string): void {
    this.artifact(() => {
      this.doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(width)
        .strokeColor(color)
        .stroke();
    }, 'Layout');
  }

  /** A line from (x, y) `length` points long (a signature's line). */
  line(x: number, y: number, length: number): void {
    this.artifact(() => {
      this.doc
        .moveTo(x, y)
        .lineTo(x + length, y)
        .lineWidth(0.7)
        .strokeColor('black')
        .stroke();
    }, 'Layout');
  }

  private header(): void {
    const { doc } = this;
    let y = doc.page.margins.top;
    y = this.text(this.opts.brokerage, this.left, y, this.width, {
      size: 13,
      bold: true,
      color: PRIMARY,
      tag: null,
    });
    y = this.text(this.opts.title, this.left, y + 2, this.width, { size: 11, bold: true, tag: null });
    if (this.opts.subtitle)
      y = this.text(this.opts.subtitle, this.left, y + 1, this.width, { size: 9, color: MUTED, tag: null });
    y += 6;
    this.rule(y, 1, PRIMARY);
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
    const style = { size: 10, bold: true };
    const y =
      this.text(
        title.toLocaleUpperCase(this.opts.locale),
        this.left,
        doc.y + lineHeight(doc, style) * 0.4,
        this.width,
        {
          ...style,
          color: PRIMARY,
          tag: 'H2',
        },
      ) + 2;
    this.rule(y, 0.5, RULE);
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
      const row = pairs.slice(i, i + columns).map(([label, value]) => [label, value || '—'] as const);
      const height = Math.max(...row.map(([, value]) => this.textHeight(value, cell, { size: 9 }))) + 12;
      this.ensureSpace(height);
      const y = doc.y;
      row.forEach(([label, value], c) => {
        const x = this.left + c * (cell + gap);
        // A label and its value: a term and its definition, read together.
        const pair = doc.struct('Div');
        this.root.add(pair);
        this.text(label, x, y, cell, { size: 7, color: MUTED, tag: 'Lbl' }, pair);
        this.text(value, x, y + 9, cell, { size: 9 }, pair);
        pair.end();
      });
      doc.y = y + height;
    }
    doc.x = this.left;
    return this;
  }

  /** A line of text (e.g. a note under a table). */
  paragraph(text: string, opts: { muted?: boolean; bold?: boolean } = {}): this {
    const { doc } = this;
    const style = { size: 9, bold: opts.bold ?? false };
    this.ensureSpace(this.textHeight(text, this.width, style) + 4);
    doc.y = this.text(text, this.left, doc.y, this.width, {
      ...style,
      ...(opts.muted ? { color: MUTED } : {}),
    });
    doc.fillColor('black');
    doc.y += lineHeight(doc, style) * 0.3;
    return this;
  }

  /**
   * A table; the header row is repeated on every page it spans. `rows` may be an iterable of any length;
   * `totals`, a last row in bold (a report's total). A row taller than what is left of the page is split
   * between pages at a line of its cells (when it would not fit a page of its own either, or less than a line
   * is left, it starts on the next page).
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
    const table = doc.struct('Table');
    this.root.add(table);
    const drawRow = (cells: readonly string[], bold: boolean, shade: boolean, head: boolean) => {
      const style = { size: 8, bold };
      const lh = lineHeight(doc, style);
      const laid = cells.map((text, i) => layoutText(doc, text, (widths[i] ?? 0) - 2 * pad, style));
      const tr = doc.struct('TR');
      table.add(tr);
      const tds = cells.map(() => doc.struct(head ? 'TH' : 'TD'));
      tds.forEach((td) => tr.add(td));
      const lineCount = Math.max(...laid.map((l) => l.length));
      const full = lineCount * lh + 2 * pad;
      // A row that fits this page, or a fresh one, is not split.
      if (doc.y + full > this.bottom && (full <= this.pageRoom() || this.bottom - doc.y - 2 * pad < lh)) {
        doc.addPage();
        if (!head) header();
      }
      let from = 0;
      for (;;) {
        const fit = Math.max(1, Math.floor((this.bottom - doc.y - 2 * pad) / lh));
        const count = Math.min(fit, lineCount - from);
        const height = count * lh + 2 * pad;
        const y = doc.y;
        if (shade)
          this.artifact(() => {
            doc.rect(this.left, y, this.width, height).fill(bold ? '#e0f2f1' : '#f7f7f7');
          }, 'Layout');
        let x = this.left;
        laid.forEach((lines, i) => {
          const w = widths[i] ?? 0;
          const part = lines.slice(from, from + count);
          const left = x;
          if (part.length)
            tds[i]?.add(() => {
              drawLines(doc, part, left + pad, y + pad, {
                ...style,
                width: w - 2 * pad,
                align: columns[i]?.align ?? 'left',
              });
            });
          x += w;
        });
        doc.y = y + height;
        from += count;
        if (from >= lineCount) break;
        doc.addPage();
        header();
      }
      tr.end();
    };
    const headerCells = columns.map((c) => c.header);
    const header = () => drawRow(headerCells, true, true, true);
    this.ensureSpace(40);
    header();
    let n = 0;
    const all = totals ? withLast(rows, totals) : rows;
    for (const raw of all) {
      const cells = columns.map((_, i) => raw[i] ?? '');
      const bold = raw === totals;
      drawRow(cells, bold, bold || n % 2 === 1, false);
      n++;
    }
    table.end();
    if (n === 0 && empty) this.paragraph(empty, { muted: true });
    doc.x = this.left;
    doc.y += lineHeight(doc, { size: 8 }) * 0.5;
    return this;
  }

  /** The height a page offers a table's rows under its header and the table's header row. */
  private pageRoom(): number {
    return this.bottom - this.bodyTop - 2 * CELL_PAD - lineHeight(this.doc, { size: 8, bold: true }) * 2;
  }

  /** Where a page's content starts under its header (measured on the first page). */
  private get bodyTop(): number {
    return (this.firstBodyTop ??= this.doc.y);
  }
  private firstBodyTop: number | undefined;

  /** Writes the footers and ends the document. */
  end(): PDFKit.PDFDocument {
    const { doc } = this;
    const issued = words.issued[this.opts.locale](
      formatDateTime(this.opts.issuedAt ?? new Date(), this.opts.locale),
    );
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Below the bottom margin: drawn where it is, no page is started.
      const y = doc.page.height - doc.page.margins.bottom + 18;
      const footer = { size: 7, color: MUTED, tag: null } as const;
      this.text(issued, this.left, y, this.width / 2, footer);
      this.text(
        words.page[this.opts.locale](i + 1, range.count),
        this.left + this.width / 2,
        y,
        this.width / 2,
        {
          ...footer,
          align: 'right',
        },
      );
    }
    this.root.end();
    doc.end();
    return doc;
  }
}

/** Sends a finished document, shown in the browser (`inline`) under `fileName`. */
export function sendPdf(reply: FastifyReply, report: PdfReport, fileName: string): FastifyReply {
  downloadHeaders(reply, 'application/pdf', fileName, 'inline');
  return reply.send(report.end());
}
