import {
  Dec,
  expectedPaymentDate,
  isWithinExchangeHours,
  outOfHoursMessage,
  parseExchangeHours,
  RECEIPT_REASON_IOF_CATEGORY,
  receivingFigures,
  receivingRequiresDocument,
  toSaoPauloDate,
  usdEquivalent,
  type ExchangeHours,
  type ReceivingPreview,
  type ReceivingRequestParsed,
} from '@fxbo/domain';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { enqueueMail } from '../../mail/outbox.js';
import { clientRecipients } from '../../platform/client-recipients.js';
import { takeValidQuote, type ValidQuote } from './quotes/quote-service.js';
import { quoteRefused } from './quotes/messages.js';
import { checkCurrencyDecimals, lockOrder, type LockedOrder } from './actions.js';
import type { PaymentOrderContext } from './context.js';
import type { CheckedDocument } from './document.js';
import { fieldError, stateConflict } from './messages.js';
import { receivingMail } from './receiving-mail.js';

/*
 * The receiving flow (spec 3 "Receiving flow", spec 5 "Payment order", spec 8 "Out of hours", spec 9): a client
 * turns foreign currency credited abroad into reais paid in Brazil at a quote the server gave. The preview
 * prices it without writing; the submission does everything in one transaction on the locked order: the quote
 * taken once, the balance taken by a conditional update (two receivings at the same moment never take the
 * order below zero), the document kept, the receiving, the audit row and the e-mail to each of the client's users (outbox).
 */

/** 422 `out_of_hours` with spec 8's message and the configured hours. */
export function outOfHours(hours: ExchangeHours, locale: Locale): AppError {
  return new AppError(422, 'out_of_hours', outOfHoursMessage(hours, locale));
}

/** Operations only within the configured hours on business days (São Paulo), by the injected clock. */
export function assertExchangeOpen(ctx: PaymentOrderContext, hoursText: string): Date {
  const hours = parseExchangeHours(hoursText);
  const now = ctx.clock();
  if (!isWithinExchangeHours(now, hours)) throw outOfHours(hours, ctx.locale);
  return now;
}

/** The IOF rate in force on `day` for a category (iof_rates, by effective date). */
async function iofPercent(trx: Transaction<Database>, category: string, day: string): Promise<string> {
  const row = await trx
    .selectFrom('iof_rates')
    .select('rate_percent')
    .where('category', '=', category as 'general')
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.rate_percent;
}

/** The order locked in scope, and confirmed (only a confirmed order's balance is received). */
async function lockConfirmedOrder(
  trx: Transaction<Database>,
  ctx: PaymentOrderContext,
  id: string,
): Promise<LockedOrder> {
  const order = await lockOrder(trx, ctx, id);
  if (order.state !== 'confirmed') throw stateConflict('receive', order.state, ctx.locale);
  return order;
}

interface Priced extends Omit<ReceivingPreview, 'quote'> {
  quote: ValidQuote;
}

/** Every figure of the receiving, on the locked order and a valid quote; 4xx for anything the client must fix. */
async function price(
  trx: Transaction<Database>,
  ctx: PaymentOrderContext,
  order: LockedOrder,
  body: ReceivingRequestParsed,
  now: Date,
): Promise<Priced> {
  const taken = await takeValidQuote(trx, {
    quoteId: body.quoteId,
    orderId: order.id,
    userId: ctx.user.userId,
    now,
  });
  if (!taken.ok) throw quoteRefused(taken.reason, ctx.locale);
  const quote = taken.quote;
  await checkCurrencyDecimals(trx, order.currency, body.receiptValue, 'receiptValue', ctx);
  if (new Dec(body.receiptValue).gt(order.available_balance))
    throw fieldError('receiptValue', 'receipt_above_balance', ctx.locale);
  const iofRate = await iofPercent(trx, RECEIPT_REASON_IOF_CATEGORY[body.reason], toSaoPauloDate(now));
  let figures;
  try {
    figures = receivingFigures({
      receiptValue: body.receiptValue,
      rate: quote.rate,
      iofPercent: iofRate,
      operationFee: quote.operationFee,
    });
  } catch {
    // The fee and the IOF would take everything: nothing to pay out.
    throw fieldError('receiptValue', 'amount_positive', ctx.locale);
  }
  return {
    quote,
    receiptValue: body.receiptValue,
    exchangeRate: quote.rate,
    ...figures,
    iofRate,
    expectedPaymentDate: expectedPaymentDate(now, order.currency),
    usdEquivalent: usdEquivalent(body.receiptValue, order.currency, quote.marketRate, quote.usdMarketRate),
    documentRequired: receivingRequiresDocument(
      body.receiptValue,
      order.currency,
      quote.marketRate,
      quote.usdMarketRate,
    ),
  };
}

const wireQuote = (q: ValidQuote) => ({
  id: q.id,
  currency: q.currency,
  source: q.source,
  marketRate: q.marketRate,
  spreadPercent: q.spreadPercent,
  rate: q.rate,
  operationFee: q.operationFee,
  quotedAt: q.quotedAt.toISOString(),
  expiresAt: q.expiresAt.toISOString(),
});

/** POST /api/payment-orders/:id/receivings/preview: the confirmation step's figures; nothing is written. */
export async function previewReceiving(
  ctx: PaymentOrderContext,
  id: string,
  body: ReceivingRequestParsed,
  exchangeHours: string,
): Promise<ReceivingPreview> {
  const now = assertExchangeOpen(ctx, exchangeHours);
  return ctx.db.transaction().execute(async (trx) => {
    const order = await lockConfirmedOrder(trx, ctx, id);
    const priced = await price(trx, ctx, order, body, now);
    return { ...priced, quote: wireQuote(priced.quote) };
  });
}

/**
 * POST /api/payment-orders/:id/receivings: the receiving, requested. `document` is the checked upload, if any;
 * above USD 3,000.00 it is required. Answers the new receiving's id.
 */
export async function submitReceiving(
  ctx: PaymentOrderContext,
  id: string,
  body: ReceivingRequestParsed,
  document: CheckedDocument | undefined,
  opts: { exchangeHours: string; brokerage: string },
): Promise<{ receivingId: string }> {
  const now = assertExchangeOpen(ctx, opts.exchangeHours);
  return inTransaction(ctx.db, async (trx) => {
    const order = await lockConfirmedOrder(trx, ctx, id);
    const p = await price(trx, ctx, order, body, now);
    if (p.documentRequired && !document) throw fieldError('document', 'document_required', ctx.locale);

    // Conditional as well as locked: the balance never goes below zero, whatever path gets here.
    const taken = await trx
      .updateTable('payment_orders')
      .set({
        available_balance: sql`available_balance - ${p.receiptValue}::numeric`,
        open_dispatch_balance: sql`open_dispatch_balance + ${p.receiptValue}::numeric`,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('available_balance', '>=', p.receiptValue)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw fieldError('receiptValue', 'receipt_above_balance', ctx.locale);

    const attachmentId = document
      ? (
          await trx
            .insertInto('payment_order_attachments')
            .values({
              payment_order_id: order.id,
              file_name: document.fileName,
              mime_type: document.mimeType,
              size_bytes: document.content.length,
              sha256: document.sha256,
              content: document.content,
              uploaded_by: ctx.user.userId,
              uploaded_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : null;

    const dest = body.destination;
    const receiving = await trx
      .insertInto('payment_order_receivings')
      .values({
        payment_order_id: order.id,
        payer_name: body.payer,
        payer_country: body.payerCountry,
        binding_relationship: body.bindingRelationship,
        ...(dest.kind === 'account'
          ? {
              bank_code: dest.bankCode,
              bank_account_type: dest.accountType,
              agency: dest.agency.number,
              account: dest.account.number,
              account_check_digit: dest.account.checkDigit,
            }
          : { pix_key_type: dest.pixKeyType, pix_key: dest.pixKey }),
        reason_for_receipt: body.reason,
        receipt_value: p.receiptValue,
        exchange_rate: p.exchangeRate,
        gross_value: p.grossValue,
        iof_rate: p.iofRate,
        iof_value: p.iofValue,
        operation_fee: p.operationFee,
        value_to_receive: p.valueToReceive,
        vet_rate: p.vetRate,
        expected_payment_date: p.expectedPaymentDate,
        usd_equivalent: p.usdEquivalent,
        document_attachment_id: attachmentId,
        status: 'requested',
        requested_by: ctx.user.userId,
        quote_id: p.quote.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: 'payment_order.receive',
      entity: 'payment_order',
      entityId: order.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: {
        oprNumber: order.opr_number,
        clientId: order.client_id,
        receivingId: receiving.id,
        quoteId: p.quote.id,
        receiptValue: p.receiptValue,
        rate: p.exchangeRate,
        valueToReceive: p.valueToReceive,
        attachmentId,
      },
    });
    // The client's users are told, whoever recorded it (a staff member acting for the client is not the client).
    for (const to of await clientRecipients(trx, order.client_id))
      await enqueueMail(
        trx,
        receivingMail(to, {
          oprNumber: order.opr_number,
          currency: order.currency,
          brokerage: opts.brokerage,
          ...p,
        }),
      );
    return { receivingId: receiving.id };
  });
}
