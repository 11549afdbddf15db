import type { Locale } from './locale.js';

/* What a printed document is given (pdf.ts): its options, its tables' columns, its text, and its footer's words. */

export const PDF_WORDS = {
  page: {
    'pt-BR': (n: number, total: number) => `Página ${n} de ${total}`,
    en: (n: number, total: number) => `Page ${n} of ${total}`,
  },
  issued: {
    'pt-BR': (at: string) => `Emitido em ${at} (horário de Brasília)`,
    en: (at: string) => `Issued on ${at} (Brasília time)`,
  },
} as const;

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
}

/** What a record's printed document takes from its route: the brokerage's name; for tests, compression and issue time. */
export type RecordPdfOptions = Pick<PdfOptions, 'brokerage' | 'compress' | 'issuedAt'>;

/** Text drawn by `PdfReport.text`: its size, weight, colour, alignment and structure tag. */
export interface PdfTextOptions {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** The structure element it is (a paragraph by default); null for an artifact (header, footer). */
  tag?: string | null;
}
