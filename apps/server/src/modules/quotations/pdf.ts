import {
  formatMoney,
  formatRate,
  QUOTATION_STATUS_LABELS,
  QUOTATION_TYPE_LABELS,
  type QuotationDetail,
} from '@fxbo/domain';
import { formatDateTime, formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type RecordPdfOptions } from '../../http/pdf.js';
import { QUOTATION_PDF_WORDS } from './messages.js';

const bankText = (b: { code: string | null; name: string }) => [b.code, b.name].filter(Boolean).join(' - ');

/** The printed quotation: every detail field, the banks' quotes (the winner marked) and the linked contracts. */
export async function quotationPdf(
  q: QuotationDetail,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const w = QUOTATION_PDF_WORDS[locale];
  const day = (d: string | null) => (d === null ? null : formatDay(d, locale));
  const money = (v: string | null, currency: string) =>
    v === null ? null : formatMoney(v, currency, locale);
  const rate = (v: string | null) => (v === null ? null : formatRate(v, locale));

  const pdf = await PdfReport.create({
    title: w.title,
    subtitle: `${w.number} ${q.id} · ${formatDay(q.quotationDate, locale)}`,
    locale,
    ...opts,
  });
  pdf.section(w.quotation).fields([
    [w.date, formatDay(q.quotationDate, locale)],
    [w.status, QUOTATION_STATUS_LABELS[q.status][locale]],
    [w.type, QUOTATION_TYPE_LABELS[q.quotationType][locale]],
    [w.client, q.client?.name],
    [w.group, q.group?.name],
    [w.byGroup, q.byGroup ? w.yes : w.no],
    [w.operator, q.operator?.name],
    [w.square, q.square],
    [w.createdAt, formatDateTime(q.createdAt, locale)],
  ]);
  pdf.section(w.values).fields([
    [w.currency, q.currency],
    [w.quotedAmount, money(q.quotedAmount, q.currency)],
    [w.mnAmount, money(q.mnAmount, 'BRL')],
    [w.winningRate, rate(q.winningRate)],
    [w.meLiquidation, day(q.meLiquidationDate)],
    [w.mnLiquidation, day(q.mnLiquidationDate)],
    [w.bank, q.bank ? bankText(q.bank) : null],
    [w.irValue, money(q.irValue, 'BRL')],
  ]);
  if (q.notes) pdf.section(w.notes).paragraph(q.notes);
  pdf.section(w.quotes).table(
    [
      { header: w.quoteBank, width: 40 },
      { header: w.quoteRate, width: 18, align: 'right' },
      { header: w.quotedAt, width: 24 },
      { header: w.winner, width: 14, align: 'center' },
    ],
    q.quotes.map((bq) => [
      bankText(bq.bank),
      formatRate(bq.rate, locale),
      formatDateTime(bq.quotedAt, locale),
      bq.winner ? w.winner : '',
    ]),
    w.noQuotes,
  );
  pdf.section(w.contracts).table(
    [
      { header: w.contractNumber, width: 30 },
      { header: w.contractDate, width: 16 },
      { header: w.meValue, width: 28, align: 'right' },
      { header: w.rate, width: 18, align: 'right' },
    ],
    q.contracts.map((k) => [
      k.contractNumber,
      formatDay(k.contractDate, locale),
      formatMoney(k.meValue, k.currency, locale),
      formatRate(k.rate, locale),
    ]),
    w.noContracts,
  );
  return pdf;
}
