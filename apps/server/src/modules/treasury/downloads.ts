import {
  formatMoney,
  TREASURY_COLUMN_KINDS,
  TREASURY_COLUMN_LABELS,
  TREASURY_REPORTS,
  treasuryRowLabel,
  treasuryValueText,
  type TreasuryReportAnswer,
} from '@fxbo/domain';
import { formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type PdfColumn, type RecordPdfOptions } from '../../http/pdf.js';
import type { Row, XlsxColumn } from '../../http/xlsx-stream.js';
import { TREASURY_WORDS } from './messages.js';

/*
 * A report's XLSX and PDF, from the very answer the screen draws: the same rows, the same totals. The XLSX
 * holds numbers (amounts, counts and rates as numeric cells with their formats), one block per currency under
 * its own currency cell, each closed by its total row.
 */

/** An ISO day (YYYY-MM-DD) as the spreadsheet's serial day number (days since 1899-12-30), a `date` cell. */
function serialDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return String((Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

function rowHeader(answer: TreasuryReportAnswer, locale: Locale): string {
  const w = TREASURY_WORDS[locale];
  const { rowsBy } = TREASURY_REPORTS[answer.report];
  return rowsBy === 'month' ? w.month : rowsBy === 'day' ? w.day : w.category;
}

/** The XLSX's columns and rows. */
export function reportSheet(
  answer: TreasuryReportAnswer,
  locale: Locale,
): { columns: XlsxColumn[]; rows: Row[] } {
  const report = TREASURY_REPORTS[answer.report];
  const w = TREASURY_WORDS[locale];
  const byDay = report.rowsBy === 'day';
  const columns: XlsxColumn[] = [
    { header: w.currency, type: 'text', width: 10 },
    // A day is a date cell (sorted, filtered and reckoned with as a date), shown in the reader's date format; a
    // month is one too (its first day), shown as the month.
    {
      header: rowHeader(answer, locale),
      type: byDay ? 'date' : report.rowsBy === 'month' ? 'month' : 'text',
      width: 16,
    },
    ...(byDay ? [{ header: w.settlesOn, type: 'date' as const, width: 14 }] : []),
    ...report.columns.map((c) => ({
      header: TREASURY_COLUMN_LABELS[c][locale],
      type: TREASURY_COLUMN_KINDS[c],
      width: 18,
    })),
    // The figure is a number; whether it is partial is said beside it.
    ...(report.reais
      ? [
          { header: w.reais, type: 'money' as const, width: 20 },
          { header: w.reaisPartialHeader, type: 'text' as const, width: 30 },
        ]
      : []),
  ];
  const rows: Row[] = [];
  for (const block of answer.blocks) {
    // A day that is a settlement day settles on itself (the screen's "No próprio dia"): its own date; the total
    // row has none.
    const line = (
      label: string,
      settles: string | null,
      f: (typeof block)['total'],
      settlesSameDay: string | null = null,
    ): Row => [
      block.currency,
      label,
      ...(byDay ? [settles === null ? settlesSameDay : serialDay(settles)] : []),
      ...report.columns.map((c) => f.values[c] ?? null),
      ...(report.reais ? [f.reais, f.reaisComplete ? null : w.reaisPartial] : []),
    ];
    for (const r of block.rows)
      rows.push(
        byDay
          ? line(serialDay(r.key), r.settlesOn, r, serialDay(r.key))
          : report.rowsBy === 'month'
            ? line(serialDay(`${r.key.slice(0, 7)}-01`), r.settlesOn, r)
            : line(treasuryRowLabel(r.key, report.rowsBy, locale), r.settlesOn, r),
      );
    rows.push(line(w.total, null, block.total));
  }
  return { columns, rows };
}

/** The printed report: the client and period under the title, a table per currency with its total row. */
export async function reportPdf(
  answer: TreasuryReportAnswer,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const report = TREASURY_REPORTS[answer.report];
  const w = TREASURY_WORDS[locale];
  const byDay = report.rowsBy === 'day';
  const pdf = await PdfReport.create({
    title: report.title[locale],
    subtitle: `${answer.client.name} · ${formatDay(answer.from, locale)} ${w.to} ${formatDay(answer.to, locale)}`,
    locale,
    ...opts,
    landscape: report.columns.length > 4,
  });
  pdf.paragraph(report.description[locale], { muted: true });
  if (answer.contract) pdf.paragraph(`${w.contract} ${answer.contract.contractNumber}`, { bold: true });
  const lines = answer.blocks.map((block) => {
    const line = (label: string, settles: string | null, f: (typeof block)['total'], total = false) => [
      label,
      // As the screen says it: a day that is a settlement day settles the same day (the total row: nothing).
      ...(byDay ? [settles === null ? (total ? '' : w.sameDay) : formatDay(settles, locale)] : []),
      ...report.columns.map((c) => treasuryValueText(c, f.values[c] ?? null, block.currency, locale)),
      ...(report.reais
        ? [
            f.reais === null
              ? ''
              : `${formatMoney(f.reais, 'BRL', locale)}${f.reaisComplete ? '' : ` (${w.reaisPartial})`}`,
          ]
        : []),
    ];
    return {
      currency: block.currency,
      rows: block.rows.map((r) => line(treasuryRowLabel(r.key, report.rowsBy, locale), r.settlesOn, r)),
      total: line(w.total, null, block.total, true),
    };
  });
  // The figure in reais, with its partial flag, keeps to one line: its column is as wide as its widest text
  // (bold on the total rows), and the other columns share what is left by their shares.
  const reaisWidth = report.reais
    ? Math.max(
        pdf.cellWidth(w.reais, true),
        ...lines.flatMap((b) => [...b.rows, b.total].map((l) => pdf.cellWidth(l.at(-1) ?? '', true))),
      )
    : 0;
  const shared: PdfColumn[] = [
    { header: rowHeader(answer, locale), width: 14 },
    ...(byDay ? [{ header: w.settlesOn, width: 12 }] : []),
    ...report.columns.map((c) => ({
      header: TREASURY_COLUMN_LABELS[c][locale],
      width: 16,
      align: 'right' as const,
    })),
  ];
  const shares = shared.reduce((sum, c) => sum + c.width, 0);
  const columns: PdfColumn[] = [
    ...shared.map((c) => ({ ...c, width: ((pdf.usableWidth - reaisWidth) * c.width) / shares })),
    ...(report.reais ? [{ header: w.reais, width: reaisWidth, align: 'right' as const }] : []),
  ];
  if (answer.blocks.length === 0) pdf.paragraph(w.empty, { muted: true });
  for (const block of lines) {
    pdf.section(`${w.currency}: ${block.currency}`);
    pdf.table(columns, block.rows, undefined, block.total);
  }
  if (report.reais) pdf.paragraph(report.columns.includes('hired') ? w.hiringNote : w.note, { muted: true });
  return pdf;
}
