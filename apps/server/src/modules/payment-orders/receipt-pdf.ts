import {
  ACCOUNT_TYPE_LABELS,
  BINDING_RELATIONSHIP_LABELS,
  formatMoney,
  formatRate,
  PIX_KEY_TYPE_LABELS,
  RECEIPT_REASON_LABELS,
  RECEIVING_STATUS_LABELS,
  type PaymentOrderDetail,
  type PaymentOrderReceiving,
} from '@fxbo/domain';
import { countryText, formatDateTime, formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type RecordPdfOptions } from '../../http/pdf.js';

/** Labels of the receiving receipt, in both languages. */
export const RECEIVING_RECEIPT_WORDS = {
  'pt-BR': {
    title: 'Comprovante de recebimento',
    file: 'recebimento',
    order: 'Ordem de pagamento',
    oprNumber: 'Número OPR',
    client: 'Cliente',
    issuer: 'Ordenante',
    receiving: 'Recebimento',
    id: 'Id',
    requestedAt: 'Solicitado em',
    requestedBy: 'Solicitado por',
    status: 'Situação',
    payer: 'Pagador',
    payerCountry: 'País do pagador',
    binding: 'Vínculo',
    reason: 'Motivo do recebimento',
    destination: 'Crédito no Brasil',
    bank: 'Banco',
    accountType: 'Tipo de conta',
    agency: 'Agência',
    account: 'Conta',
    pixKeyType: 'Tipo de chave PIX',
    pixKey: 'Chave PIX',
    figures: 'Valores',
    receiptValue: 'Valor do recebimento',
    exchangeRate: 'Taxa de câmbio',
    grossValue: 'Valor em reais',
    iof: 'IOF',
    fee: 'Tarifa da operação',
    valueToReceive: 'Valor a receber',
    vet: 'Taxa VET',
    expectedPaymentDate: 'Data prevista de pagamento',
    usdEquivalent: 'Equivalente em USD',
  },
  en: {
    title: 'Receiving receipt',
    file: 'receiving',
    order: 'Payment order',
    oprNumber: 'OPR number',
    client: 'Client',
    issuer: 'Issuer',
    receiving: 'Receiving',
    id: 'Id',
    requestedAt: 'Requested on',
    requestedBy: 'Requested by',
    status: 'Status',
    payer: 'Payer',
    payerCountry: "Payer's country",
    binding: 'Relationship with the payer',
    reason: 'Reason for receipt',
    destination: 'Credit in Brazil',
    bank: 'Bank',
    accountType: 'Account type',
    agency: 'Branch',
    account: 'Account',
    pixKeyType: 'PIX key type',
    pixKey: 'PIX key',
    figures: 'Figures',
    receiptValue: 'Receipt value',
    exchangeRate: 'Exchange rate',
    grossValue: 'Value in reais',
    iof: 'IOF',
    fee: 'Operation fee',
    valueToReceive: 'Value to receive',
    vet: 'VET rate',
    expectedPaymentDate: 'Expected payment date',
    usdEquivalent: 'USD equivalent',
  },
} as const;

/** The receipt of one receiving of `order`, in `locale`. */
export async function receivingReceipt(
  order: PaymentOrderDetail,
  r: PaymentOrderReceiving,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const w = RECEIVING_RECEIPT_WORDS[locale];
  const brl = (v: string | null) => (v === null ? null : formatMoney(v, 'BRL', locale));
  const pdf = await PdfReport.create({
    title: w.title,
    subtitle: `${w.oprNumber}: ${order.oprNumber}`,
    locale,
    ...opts,
  });
  pdf.section(w.order).fields([
    [w.oprNumber, order.oprNumber],
    [w.client, order.client.name],
    [w.issuer, order.issuer],
  ]);
  pdf.section(w.receiving).fields([
    [w.id, r.id],
    [w.status, RECEIVING_STATUS_LABELS[r.status][locale]],
    [w.requestedAt, formatDateTime(r.createdAt, locale)],
    [w.requestedBy, r.requestedBy?.name ?? null],
    [w.payer, r.payer],
    [w.payerCountry, countryText(r.payerCountry, locale)],
    [w.binding, BINDING_RELATIONSHIP_LABELS[r.bindingRelationship][locale]],
    [w.reason, RECEIPT_REASON_LABELS[r.reason][locale]],
  ]);
  const d = r.destination;
  pdf.section(w.destination).fields(
    d.kind === 'account'
      ? [
          [w.bank, d.bankCode],
          [w.accountType, ACCOUNT_TYPE_LABELS[d.accountType][locale]],
          [w.agency, d.agency],
          [w.account, d.account],
        ]
      : [
          [w.pixKeyType, PIX_KEY_TYPE_LABELS[d.pixKeyType][locale]],
          [w.pixKey, d.pixKey],
        ],
  );
  pdf.section(w.figures).fields([
    [w.receiptValue, formatMoney(r.receiptValue, order.currency, locale)],
    [w.exchangeRate, formatRate(r.exchangeRate, locale)],
    [w.grossValue, brl(r.grossValue)],
    [w.iof, brl(r.iofValue)],
    [w.fee, brl(r.operationFee)],
    [w.valueToReceive, brl(r.valueToReceive)],
    [w.vet, formatRate(r.vetRate, locale)],
    [w.expectedPaymentDate, formatDay(r.expectedPaymentDate, locale)],
    [w.usdEquivalent, formatMoney(r.usdEquivalent, 'USD', locale)],
  ]);
  return pdf;
}
