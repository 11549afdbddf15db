import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The fonts every printed document embeds (as subsets: only the glyphs drawn), so a reader shows any name as it
 * was registered and an archive (PDF/A) keeps it: DejaVu Sans regular and bold for Latin, Greek and Cyrillic
 * (Bitstream Vera licence), and Droid Sans Fallback for the Chinese, Japanese and Korean characters DejaVu lacks
 * (Apache 2.0; one weight, so such characters print regular in a bold line). Both ship in apps/server/assets/fonts
 * with their licences (decisions.md §60).
 */

/** The names the fonts are registered under in a document. */
export const PDF_FONTS = { regular: 'Body', bold: 'Body-Bold', fallback: 'Fallback' } as const;
export type PdfFontName = (typeof PDF_FONTS)[keyof typeof PDF_FONTS];

const FONT_FILES: Record<PdfFontName, string> = {
  Body: 'DejaVuSans.ttf',
  'Body-Bold': 'DejaVuSans-Bold.ttf',
  Fallback: 'DroidSansFallbackFull.ttf',
};

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
    if (existsSync(join(candidate, FONT_FILES.Body))) return (fontDir = candidate);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('assets/fonts/DejaVuSans.ttf not found above the server module');
    dir = parent;
  }
}

const files = new Map<PdfFontName, Buffer>();

/** A font file's bytes, read once per process (the fallback only when a document first needs it). */
function fontBytes(name: PdfFontName): Buffer {
  let bytes = files.get(name);
  if (!bytes) {
    bytes = readFileSync(join(fontDirectory(), FONT_FILES[name]));
    files.set(name, bytes);
  }
  return bytes;
}

/** Registers DejaVu regular and bold on a document; pdfkit parses a font when the document first uses it. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(PDF_FONTS.regular, fontBytes(PDF_FONTS.regular));
  doc.registerFont(PDF_FONTS.bold, fontBytes(PDF_FONTS.bold));
}

const withFallback = new WeakSet<PDFKit.PDFDocument>();

/** Registers the fallback font on a document that needs it (its file is read once, when first needed). */
export function registerFallbackFont(doc: PDFKit.PDFDocument): void {
  if (withFallback.has(doc)) return;
  doc.registerFont(PDF_FONTS.fallback, fontBytes(PDF_FONTS.fallback));
  withFallback.add(doc);
}

/** The parts of pdfkit's current font that laying text out needs (not in its type declarations). */
export interface PdfFontMetrics {
  ascender: number;
  lineHeight(size: number, includeGap?: boolean): number;
  font: { hasGlyphForCodePoint(cp: number): boolean };
}

/** The current font of `doc` after `doc.font(name)`. */
export function currentFont(doc: PDFKit.PDFDocument): PdfFontMetrics {
  return (doc as unknown as { _font: PdfFontMetrics })._font;
}
