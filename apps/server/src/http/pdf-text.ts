import { currentFont, PDF_FONTS, registerFallbackFont, type PdfFontName } from './pdf-fonts.js';

/*
 * Text laid out in lines over two fonts: each character is drawn by DejaVu when it has the glyph and by the
 * fallback font (CJK) otherwise, so one name mixing scripts ("Nguyễn Văn Đức 王小明 Łukasz") prints whole.
 * pdfkit wraps text in one font only, so the lines are made here: a line breaks after a space or a hyphen and
 * around a CJK character (those scripts break between any two), a word wider than the line breaks between its
 * characters, and a newline always breaks. Measuring and drawing use the same lines, so a table row's height is
 * the height its cells print at, and a row can be split between pages at a line.
 */

export interface TextRun {
  font: PdfFontName;
  text: string;
  width: number;
}

export interface TextLine {
  runs: TextRun[];
  width: number;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** Whether each font has a code point's glyph, known once per process (the fonts are the same files). */
const coverage = new Map<PdfFontName, Map<number, boolean>>();

function hasGlyph(doc: PDFKit.PDFDocument, font: PdfFontName, cp: number): boolean {
  let known = coverage.get(font);
  if (!known) coverage.set(font, (known = new Map()));
  let has = known.get(cp);
  if (has === undefined) {
    doc.font(font);
    has = currentFont(doc).font.hasGlyphForCodePoint(cp);
    known.set(cp, has);
  }
  return has;
}

/** The font that draws `cp`: the body font when it can, else the fallback when it can, else the body font. */
function fontFor(doc: PDFKit.PDFDocument, body: PdfFontName, cp: number): PdfFontName {
  if (hasGlyph(doc, body, cp)) return body;
  registerFallbackFont(doc);
  return hasGlyph(doc, PDF_FONTS.fallback, cp) ? PDF_FONTS.fallback : body;
}

/** Text as it can be drawn: line ends made `\n`, tabs spaces, other control characters dropped. */
export function drawableText(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\t') out += ' ';
    else if (ch === '\n' || !(cp < 32 || (cp >= 127 && cp < 160))) out += ch;
  }
  return out;
}

interface Piece {
  font: PdfFontName;
  text: string;
}

/** A paragraph's pieces between break opportunities, each a run of characters and their fonts. */
function tokens(doc: PDFKit.PDFDocument, paragraph: string, body: PdfFontName): Piece[][] {
  const out: Piece[][] = [];
  let token: Piece[] = [];
  const push = (font: PdfFontName, ch: string) => {
    const last = token[token.length - 1];
    if (last && last.font === font) last.text += ch;
    else token.push({ font, text: ch });
  };
  const close = () => {
    if (token.length) out.push(token);
    token = [];
  };
  for (const ch of paragraph) {
    const font = fontFor(doc, body, ch.codePointAt(0) ?? 32);
    if (font === PDF_FONTS.fallback) {
      // A break before and after a CJK character.
      close();
      push(font, ch);
      close();
    } else if (ch === ' ') {
      push(font, ch);
      close();
    } else {
      push(font, ch);
      if (ch === '-' || ch === '/') close();
    }
  }
  close();
  return out;
}

function widthOf(doc: PDFKit.PDFDocument, piece: Piece, size: number): number {
  return doc.font(piece.font).fontSize(size).widthOfString(piece.text);
}

/** `text` in lines no wider than `width` points, at `style`. An empty text is one empty line. */
export function layoutText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): TextLine[] {
  const body = style.bold ? PDF_FONTS.bold : PDF_FONTS.regular;
  const lines: TextLine[] = [];
  for (const paragraph of drawableText(text).split('\n')) {
    let line: Piece[] = [];
    let lineWidth = 0;
    const flush = () => {
      lines.push(finishLine(doc, line, style.size));
      line = [];
      lineWidth = 0;
    };
    const add = (pieces: Piece[], w: number) => {
      for (const p of pieces) {
        const last = line[line.length - 1];
        if (last && last.font === p.font) last.text += p.text;
        else line.push({ ...p });
      }
      lineWidth += w;
    };
    const queue = tokens(doc, paragraph, body);
    while (queue.length) {
      const token = queue.shift() as Piece[];
      const w = token.reduce((s, p) => s + widthOf(doc, p, style.size), 0);
      const trimmed = w - trailingSpaceWidth(doc, token, style.size);
      if (lineWidth + trimmed <= width + 0.01) {
        add(token, w);
        continue;
      }
      if (line.length) {
        flush();
        queue.unshift(token);
        continue;
      }
      // A word alone wider than the line: its characters, each a piece of its own.
      if (token.length === 1 && [...(token[0]?.text ?? '')].length === 1) add(token, w);
      else queue.unshift(...token.flatMap((p) => [...p.text].map((ch) => [{ font: p.font, text: ch }])));
    }
    flush();
  }
  return lines;
}

function trailingSpaceWidth(doc: PDFKit.PDFDocument, token: Piece[], size: number): number {
  const last = token[token.length - 1];
  const spaces = last ? /( +)$/.exec(last.text)?.[1] : undefined;
  return last && spaces ? widthOf(doc, { font: last.font, text: spaces }, size) : 0;
}

function finishLine(doc: PDFKit.PDFDocument, pieces: Piece[], size: number): TextLine {
  const last = pieces[pieces.length - 1];
  if (last) last.text = last.text.replace(/ +$/, '');
  const runs = pieces
    .filter((p) => p.text !== '')
    .map((p) => ({ font: p.font, text: p.text, width: widthOf(doc, p, size) }));
  return { runs, width: runs.reduce((s, r) => s + r.width, 0) };
}

/** The height of one line of text at `style` (the body font's, gap included). */
export function lineHeight(doc: PDFKit.PDFDocument, style: TextStyle): number {
  doc.font(style.bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(style.size);
  return currentFont(doc).lineHeight(style.size, true);
}

export interface DrawOptions extends TextStyle {
  width: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/**
 * Draws `lines` with their first line's top at `y`; returns the y under the last line. Every run sits on the
 * body font's baseline, whatever its own font's ascent.
 */
export function drawLines(
  doc: PDFKit.PDFDocument,
  lines: readonly TextLine[],
  x: number,
  y: number,
  opts: DrawOptions,
): number {
  const height = lineHeight(doc, opts);
  const ascender = currentFont(doc).ascender;
  doc.fillColor(opts.color ?? 'black');
  lines.forEach((line, i) => {
    let left = x;
    if (opts.align === 'right') left += opts.width - line.width;
    else if (opts.align === 'center') left += (opts.width - line.width) / 2;
    for (const run of line.runs) {
      doc.font(run.font).fontSize(opts.size);
      const shift = ((ascender - currentFont(doc).ascender) / 1000) * opts.size;
      doc.text(run.text, left, y + i * height + shift, { lineBreak: false });
      left += run.width;
    }
  });
  return y + lines.length * height;
}
