import {
  ACCOUNT_TYPE_LABELS,
  formatMoney,
  formatPhone,
  formatRate,
  formatTaxId,
  parseTaxId,
  PERSON_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  REMITTANCE_HISTORY_ACTION_LABELS,
  remittanceHistoryNote,
  REMITTANCE_RETURN_REASON_WORDS,
  storedWords,
  REMITTANCE_PAYMENT_TYPE_LABELS,
  REMITTANCE_PURPOSE_LABELS,
  REMITTANCE_STATUS_LABELS,
  type RemittanceDetail,
} from '@fxbo/domain';
import { countryText, formatDateTime, formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type RecordPdfOptions } from '../../http/pdf.js';
import { RECEIPT_WORDS } from './messages.js';

export function taxIdText(value: string): string {
  const parsed = parseTaxId(value);
  return parsed ? formatTaxId(parsed) : value;
}

/** The receipt of a remittance: every detail field and the payment history, in `locale`. */
export async function remittanceReceipt(
  r: RemittanceDetail,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const w = RECEIPT_WORDS[locale];
  const status = (s: keyof typeof REMITTANCE_STATUS_LABELS) => REMITTANCE_STATUS_LABELS[s][locale];
  const money = (v: string | null, currency: string) =>
    v === null ? null : formatMoney(v, currency, locale);
  const rate = (v: string | null) => (v === null ? null : formatRate(v, locale));
  const p = r.payment;

  const pdf = await PdfReport.create({
    title: w.title,
    subtitle: `${w.reference}: ${r.reference}`,
    locale,
    ...opts,
  });
  pdf.section(w.remittance).fields([
    [w.reference, r.reference],
    [w.id, r.id],
    [w.includeDate, formatDateTime(r.includeDate, locale)],
    [w.status, status(r.status)],
    [w.origin, r.origin],
    [w.purpose, r.purpose ? REMITTANCE_PURPOSE_LABELS[r.purpose][locale] : null],
    [w.typeDescription, r.remittanceTypeDescription],
    [w.client, r.client.name],
    [w.shipper, r.shipper.name],
  ]);
  pdf.section(w.sender).fields(
    [
      [w.name, r.sender.name],
      [w.country, countryText(r.sender.country, locale)],
      [w.personType, PERSON_TYPE_LABELS[r.sender.personType][locale]],
    ],
    3,
  );
  pdf.section(w.beneficiary).fields([
    [w.name, r.beneficiary.name],
    [w.taxId, taxIdText(r.beneficiary.taxId)],
    [w.birthDate, r.beneficiary.birthDate ? formatDay(r.beneficiary.birthDate, locale) : null],
    [w.phone, r.beneficiary.phone ? formatPhone(r.beneficiary.phone) : null],
    [w.email, r.beneficiary.email],
    [w.country, countryText(r.beneficiary.country, locale)],
  ]);
  const bank = p.bank ? [p.bank.code, p.bank.name].filter(Boolean).join(' - ') || p.bank.ispb : null;
  const payment: [string, string | null][] = [
    [w.status, status(p.status)],
    [w.paymentDate, formatDay(p.date, locale)],
    [w.meValue, money(p.meValue, p.currency)],
    [w.mnValue, money(p.mnValue, 'BRL')],
    [w.exchangeRate, rate(r.exchangeRate)],
    [w.vetRate, rate(r.vetRate)],
    [w.paymentType, REMITTANCE_PAYMENT_TYPE_LABELS[p.type][locale]],
    [w.bank, bank],
    [w.agency, p.agency],
    [w.account, p.account],
    [w.accountType, p.accountType ? ACCOUNT_TYPE_LABELS[p.accountType][locale] : null],
    [w.noPixKey, p.noPixKey ? w.yes : w.no],
    [w.pixKeyType, p.pixKeyType ? PIX_KEY_TYPE_LABELS[p.pixKeyType][locale] : null],
    [w.pixKey, p.pixKey],
    [w.message, p.message],
  ];
  if (r.paidAt) payment.push([w.paidAt, formatDateTime(r.paidAt, locale)]);
  if (r.canceled) {
    payment.push(
      [w.canceledAt, formatDateTime(r.canceled.at, locale)],
      [w.canceledBy, r.canceled.by?.name ?? null],
      [w.cancelReason, r.canceled.reason],
    );
  }
  if (r.returned) {
    payment.push(
      [w.returnedAt, formatDateTime(r.returned.at, locale)],
      [w.returnReason, storedWords(REMITTANCE_RETURN_REASON_WORDS, r.returned.reason, locale)],
    );
  }
  pdf.section(w.payment).fields(payment);

  pdf.section(w.history).table(
    [
      { header: w.at, width: 17 },
      { header: w.user, width: 22 },
      { header: w.action, width: 20 },
      { header: w.statusChange, width: 22 },
      { header: w.note, width: 30 },
    ],
    r.history.map((h) => [
      formatDateTime(h.at, locale),
      h.user?.name ?? w.system,
      REMITTANCE_HISTORY_ACTION_LABELS[h.action]?.[locale] ?? h.action,
      [h.fromStatus, h.toStatus]
        .map((s) => (s ? status(s) : null))
        .filter(Boolean)
        .join(' » '),
      remittanceHistoryNote(h, locale),
    ]),
    w.noHistory,
  );
  return pdf;
}
