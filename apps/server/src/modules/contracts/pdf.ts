import {
  amountInWords,
  CONTRACT_DELIVERY_METHOD_WORDS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  CONTRACT_PAYMENT_METHOD_WORDS,
  CONTRACT_REFERENCE_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  documentQuerySchema,
  formatMoney,
  formatRate,
  natureOfOperationText,
  storedWords,
  type ClientAddress,
  type ContractDetail,
  type ContractReferenceKind,
} from '@fxbo/domain';
import { z } from 'zod';
import { formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { PdfReport, type RecordPdfOptions } from '../../http/pdf.js';
import { CONTRACT_PDF_WORDS } from './pdf-words.js';

export { CONTRACT_PDF_WORDS } from './pdf-words.js';

/*
 * The contract's three printed documents (issue 13 "Printing"): the one-page summary, the full contract a
 * brokerage signs (parties, values with the amounts in words, rate, nature, dates, references, signature lines)
 * and the service order (the operation's instructions for the back office). Like every document they embed their fonts, so every
 * Portuguese character and any client name print as registered.
 */

export const CONTRACT_PDF_KINDS = ['summary', 'full', 'service-order'] as const;
export type ContractPdfKind = (typeof CONTRACT_PDF_KINDS)[number];

/** GET /api/contracts/:id/pdf?kind=…&lang=… */
export const contractPdfQuerySchema = documentQuerySchema.extend({ kind: z.enum(CONTRACT_PDF_KINDS) });

type Words = (typeof CONTRACT_PDF_WORDS)[Locale];

const LONG_DAY = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

/** "2 de março de 2026" / "March 2, 2026" for a calendar day (no time, so no time zone shift). */
const longDay = (day: string, locale: Locale) => LONG_DAY[locale].format(new Date(`${day}T12:00:00Z`));

/** CPF (11 digits) or CNPJ (14) with its usual punctuation; anything else as stored. */
export function taxIdText(taxId: string): string {
  if (/^\d{14}$/.test(taxId)) return taxId.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(taxId)) return taxId.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return taxId;
}

function addressText(a: ClientAddress, postalCode: string): string {
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const city = [a.city, a.state].filter(Boolean).join('/');
  const cep = a.postalCode ? `${postalCode} ${a.postalCode.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '';
  return [street, a.district, city, cep, a.country === 'BR' ? '' : a.country].filter(Boolean).join(' — ');
}

const bankText = (b: ContractDetail['bank']) => (b ? [b.code, b.name].filter(Boolean).join(' - ') : null);

/** Signature lines side by side, each with the signer's name and role under it. */
function signatures(pdf: PdfReport, signers: readonly { name: string; role: string }[]): void {
  const { doc } = pdf;
  pdf.ensureSpace(80);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const gap = 30;
  const cell = (width - gap * (signers.length - 1)) / signers.length;
  const y = doc.y + 40;
  signers.forEach((s, i) => {
    const x = left + i * (cell + gap);
    pdf.line(x, y, cell);
    const below = pdf.text(s.name, x, y + 4, cell, { size: 9, bold: true, align: 'center' });
    pdf.text(s.role, x, below, cell, { size: 8, color: '#555555', align: 'center' });
  });
  doc.fillColor('black');
  doc.x = left;
  doc.y = y + 36;
}

function referenceRows(c: ContractDetail, locale: Locale): string[][] {
  return Object.entries(c.references).flatMap(([kind, numbers]) =>
    (numbers ?? []).map((n) => [CONTRACT_REFERENCE_LABELS[kind as ContractReferenceKind][locale], n]),
  );
}

/** One of the contract's printed documents, in `locale`. */
export async function contractPdf(
  kind: ContractPdfKind,
  c: ContractDetail,
  locale: Locale,
  opts: RecordPdfOptions,
): Promise<PdfReport> {
  const w = CONTRACT_PDF_WORDS[locale];
  const day = (d: string | null) => (d === null ? null : formatDay(d, locale));
  const pdf = await PdfReport.create({
    title: w.titles[kind],
    subtitle: `${w.number} ${c.contractNumber} · ${formatDay(c.contractDate, locale)}`,
    locale,
    ...opts,
  });
  const v = {
    me: formatMoney(c.meValue, c.currency, locale),
    mn: formatMoney(c.mnValue, 'BRL', locale),
    rate: formatRate(c.rate, locale),
    expense: formatMoney(c.expense, 'BRL', locale),
    nature: natureOfOperationText(c.natureCode, c.natureDescription, locale) ?? '',
    type: CONTRACT_TYPE_LABELS[c.type][locale],
    status: CONTRACT_STATUS_LABELS[c.status][locale],
  };
  const draw = { summary: summaryPdf, full: fullPdf, 'service-order': serviceOrderPdf }[kind];
  draw(pdf, c, { w, v, day, locale, brokerage: opts.brokerage });
  return pdf;
}

interface Parts {
  w: Words;
  v: Record<'me' | 'mn' | 'rate' | 'expense' | 'nature' | 'type' | 'status', string>;
  day: (d: string | null) => string | null;
  locale: Locale;
  brokerage: string;
}

/** One page: the figures a person checks before signing. */
function summaryPdf(pdf: PdfReport, c: ContractDetail, { w, v, day, locale }: Parts): void {
  pdf.section(w.contract).fields(
    [
      [w.number, c.contractNumber],
      [w.date, day(c.contractDate)],
      [w.bacen, c.bacenNumber],
      [w.type, v.type],
      [w.status, v.status],
      [w.nature, v.nature],
      [w.client, c.client.name],
      [w.taxId, taxIdText(c.client.taxId)],
      [w.bank, bankText(c.bank)],
      [w.counterparty, c.counterparty],
    ],
    2,
  );
  pdf.section(w.values).fields(
    [
      [w.meValue, v.me],
      [w.rate, v.rate],
      [w.mnValue, v.mn],
      [w.expense, v.expense],
      [w.liquidation, day(c.liquidationDate)],
      [w.payment, day(c.paymentDate)],
    ],
    3,
  );
  const refs = referenceRows(c, locale);
  if (refs.length) pdf.section(w.references).paragraph(refs.map(([k, n]) => `${k} ${n}`).join(' · '));
}

/** The contract a brokerage signs: parties, values in figures and in words, dates, references, signatures. */
function fullPdf(pdf: PdfReport, c: ContractDetail, { w, v, day, locale, brokerage }: Parts): void {
  pdf.section(w.parties).fields(
    [
      [w.client, c.client.name],
      [w.taxId, taxIdText(c.client.taxId)],
      [w.address, addressText(c.client.address, w.postalCode)],
      [w.brokerage, brokerage],
      [w.bank, bankText(c.bank)],
      [w.counterparty, [c.counterparty, c.counterpartyCountry].filter(Boolean).join(' — ')],
    ],
    2,
  );
  pdf.section(w.operation).fields(
    [
      [w.number, c.contractNumber],
      [w.date, day(c.contractDate)],
      [w.bacen, c.bacenNumber],
      [w.type, v.type],
      [w.nature, v.nature],
      [w.status, v.status],
      [w.operator, c.operator?.name],
    ],
    3,
  );
  pdf.section(w.values).fields(
    [
      [w.currency, c.currency],
      [w.meValue, v.me],
      [w.rate, v.rate],
      [w.mnValue, v.mn],
      [w.expense, v.expense],
    ],
    3,
  );
  pdf.fields([[w.meWords, amountInWords(c.meValue, c.currency, locale)]], 1);
  pdf.fields([[w.mnWords, amountInWords(c.mnValue, 'BRL', locale)]], 1);
  pdf.section(w.dates).fields(
    [
      [w.liquidation, day(c.liquidationDate)],
      [w.paymentMethod, storedWords(CONTRACT_PAYMENT_METHOD_WORDS, c.paymentMethod, locale)],
      [w.payment, day(c.paymentDate)],
      [w.deliveryMethod, storedWords(CONTRACT_DELIVERY_METHOD_WORDS, c.deliveryMethod, locale)],
      [w.delivery, day(c.deliveryDate)],
    ],
    3,
  );
  pdf.section(w.references).table(
    [
      { header: w.referenceKind, width: 40 },
      { header: w.referenceNumber, width: 60 },
    ],
    referenceRows(c, locale),
    w.noReferences,
  );
  if (c.documents.length)
    pdf.section(w.documents).table(
      [
        { header: w.documentKind, width: 28 },
        { header: w.documentNumber, width: 28 },
        { header: w.documentDate, width: 18 },
        { header: w.documentValue, width: 26, align: 'right' },
      ],
      c.documents.map((d) => [
        CONTRACT_DOCUMENT_KIND_LABELS[d.kind][locale],
        d.number,
        day(d.documentDate),
        d.value === null ? null : formatMoney(d.value, d.currency ?? c.currency, locale),
      ]),
    );
  if (c.notes) pdf.section(w.notes).paragraph(c.notes);
  pdf.section(w.signatures).paragraph(w.declaration);
  pdf.paragraph(w.place(longDay(c.contractDate, locale)));
  signatures(pdf, [
    { name: c.client.name, role: w.clientSignature },
    { name: brokerage, role: w.brokerageSignature },
  ]);
}

/** The back office's instructions for carrying the operation out. */
function serviceOrderPdf(pdf: PdfReport, c: ContractDetail, { w, v, day, locale, brokerage }: Parts): void {
  pdf.section(w.operation).fields(
    [
      [w.number, c.contractNumber],
      [w.date, day(c.contractDate)],
      [w.type, v.type],
      [w.client, c.client.name],
      [w.taxId, taxIdText(c.client.taxId)],
      [w.operator, c.operator?.name],
    ],
    3,
  );
  pdf.section(w.instructions);
  pdf.paragraph(
    w.instruction({
      me: v.me,
      rate: v.rate,
      mn: v.mn,
      bank: bankText(c.bank) ?? w.toBeDefined,
      day: day(c.liquidationDate) ?? w.toBeDefined,
    }),
    { bold: true },
  );
  pdf.fields(
    [
      [w.paymentMethod, storedWords(CONTRACT_PAYMENT_METHOD_WORDS, c.paymentMethod, locale)],
      [w.payment, day(c.paymentDate)],
      [w.deliveryMethod, storedWords(CONTRACT_DELIVERY_METHOD_WORDS, c.deliveryMethod, locale)],
      [w.delivery, day(c.deliveryDate)],
      [w.counterparty, c.counterparty],
      [w.country, c.counterpartyCountry],
      [w.nature, v.nature],
      [w.expense, v.expense],
      [w.bacen, c.bacenNumber],
    ],
    3,
  );
  const refs = referenceRows(c, locale);
  if (refs.length) pdf.section(w.references).paragraph(refs.map(([k, n]) => `${k} ${n}`).join(' · '));
  if (c.notes) pdf.section(w.notes).paragraph(c.notes);
  signatures(pdf, [
    { name: c.operator?.name ?? brokerage, role: w.operatorSignature },
    { name: brokerage, role: w.checkedSignature },
  ]);
}
