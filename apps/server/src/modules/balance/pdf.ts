import {
  EXTRACT_RELEASE_TYPE_LABELS,
  extractList,
  formatMoney,
  formatRate,
  type Balance,
  type ExtractEntry,
} from '@fxbo/domain';
import { formatDateTime, formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type RecordPdfOptions } from '../../http/pdf.js';
import { REPORT_WORDS } from './messages.js';

export interface BalanceReportData {
  balance: Balance;
  from: string;
  to: string;
  totals: { opening: string; credits: string; debits: string; closing: string };
  entries: readonly ExtractEntry[];
  /** More entries exist in the period than the report lists. */
  truncated: boolean;
}

/** The printable balance report: the balance now and the extract of the period with its totals. */
export async function balanceReport(
  data: BalanceReportData,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const w = REPORT_WORDS[locale];
  const { balance: b } = data;
  const money = (v: string) => formatMoney(v, b.currency, locale);
  const pdf = await PdfReport.create({
    title: `${w.title} — ${b.shipper.name}`,
    subtitle: `${w.period(formatDay(data.from, locale), formatDay(data.to, locale))} · ${w.currency}: ${b.currency}`,
    locale,
    ...opts,
  });
  pdf.section(w.balance).fields([
    [w.shipper, b.shipper.name],
    [w.client, b.shipper.client.name],
    [w.outstanding, money(b.outstandingBalance)],
    [w.locked, money(b.lockedBalance)],
    [w.paidOnDay(formatDay(b.paidOnDay, locale)), money(b.totalPaidOnDay)],
    [w.pendingWire, money(b.pendingWire)],
    [w.lastClosure, b.lastClosureAt ? formatDateTime(b.lastClosureAt, locale) : null],
    [w.lastUpdate, b.lastUpdateAt ? formatDateTime(b.lastUpdateAt, locale) : null],
    [w.referenceRate, b.referenceRate ? formatRate(b.referenceRate, locale) : null],
  ]);
  pdf.section(w.extract).fields(
    [
      [w.openingBalance, money(data.totals.opening)],
      [w.credits, money(data.totals.credits)],
      [w.debits, money(data.totals.debits)],
      [w.closingBalance, money(data.totals.closing)],
    ],
    4,
  );
  // The screen's column words (extractList's labels), and the remittance's reference on one line: its column is
  // as wide as its widest reference (or header), the others share what is left by their shares.
  const label = (c: keyof typeof extractList.columns) => extractList.columns[c].label[locale];
  const rows = data.entries.map((e) => [
    formatDay(e.releaseDate, locale),
    EXTRACT_RELEASE_TYPE_LABELS[e.releaseType][locale],
    e.description,
    e.remittance?.reference ?? null,
    money(e.meValue),
    money(e.meOpenBalance),
  ]);
  const referenceWidth = Math.max(
    pdf.cellWidth(label('remittance'), true),
    ...rows.map((r) => pdf.cellWidth(r[3] ?? '')),
  );
  const shared = [
    { header: label('releaseDate'), width: 11 },
    { header: label('releaseType'), width: 11 },
    { header: label('description'), width: 34 },
    { header: label('meValue'), width: 15, align: 'right' as const },
    { header: label('meOpenBalance'), width: 15, align: 'right' as const },
  ];
  const shares = shared.reduce((sum, c) => sum + c.width, 0);
  const scaled = shared.map((c) => ({
    ...c,
    width: ((pdf.usableWidth - referenceWidth) * c.width) / shares,
  }));
  pdf.table(
    [...scaled.slice(0, 3), { header: label('remittance'), width: referenceWidth }, ...scaled.slice(3)],
    rows,
    w.none,
  );
  if (data.truncated) {
    pdf.paragraph(w.truncated(new Intl.NumberFormat(locale).format(data.entries.length)), { muted: true });
  }
  return pdf;
}
