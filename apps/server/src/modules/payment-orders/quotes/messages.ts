import { l, PAYMENT_ORDER_STATE_LABELS, type PaymentOrderState } from '@fxbo/domain';
import { AppError } from '../../../http/app-error.js';
import type { Locale } from '../../../http/locale.js';
import { translations } from '../../../http/messages.js';
import { notFound } from '../../../platform/record-route.js';

// Server-side wording of quotes and spreads: not found, not receivable, no quote, a quote the server refuses.

const text = translations({
  notReceivable: l(
    'Só é possível receber uma ordem de pagamento confirmada e com saldo disponível.',
    'Only a confirmed payment order with an available balance can be received.',
  ),
  quoteUnavailable: l(
    'Não há cotação disponível para esta moeda no momento. Tente novamente em instantes.',
    'No quote is available for this currency at the moment. Please try again shortly.',
  ),
  currencyNotQuoted: l('Não há cotação para esta moeda.', 'This currency is not quoted.'),
  tooManyStreamsInSession: l(
    'Há conexões de cotação demais abertas nesta sessão. Feche outras telas de recebimento e tente novamente.',
    'Too many quote streams are open in this session. Close other receiving screens and try again.',
  ),
  tooManyStreams: l(
    'O servidor está com conexões de cotação demais abertas. Tente novamente em instantes.',
    'The server has too many quote streams open. Please try again shortly.',
  ),
  noSpread: l(
    'Não há spread definido para esta moeda. Peça à corretora que o defina.',
    'No spread is set for this currency. Ask the brokerage to set one.',
  ),
  quoteExpired: l(
    'A cotação expirou. Atualize a cotação e confirme novamente.',
    'The quote has expired. Refresh the quote and confirm again.',
  ),
  quoteUsed: l(
    'Esta cotação já foi usada em um recebimento. Atualize a cotação.',
    'This quote has already been used for a receiving. Refresh the quote.',
  ),
  quoteUnknown: l(
    'Cotação não encontrada para esta ordem de pagamento. Atualize a cotação.',
    'Quote not found for this payment order. Refresh the quote.',
  ),
});

/** 404 for an order that does not exist or is outside the user's client scope (the same answer for both). */
export const paymentOrderNotFound = notFound(
  l('Ordem de pagamento não encontrada.', 'Payment order not found.'),
);

/** 409: only a confirmed order with an available balance is quoted and received. */
export function notReceivable(state: PaymentOrderState, locale: Locale): AppError {
  const current = PAYMENT_ORDER_STATE_LABELS[state][locale];
  return new AppError(409, 'state_conflict', text('notReceivable', locale), {
    detail: locale === 'en' ? `Current state: ${current}.` : `Situação atual: ${current}.`,
  });
}

/** 503: the quote provider cannot quote the currency now (QuoteUnavailable). */
export function quoteUnavailable(locale: Locale): AppError {
  return new AppError(503, 'service_unavailable', text('quoteUnavailable', locale), {
    headers: { 'Retry-After': '15' },
  });
}

/** 400: the provider never quotes this currency (the caller's error; an outage is quoteUnavailable's 503). */
export function currencyNotQuoted(locale: Locale): AppError {
  const message = text('currencyNotQuoted', locale);
  return new AppError(400, 'validation_failed', message, {
    errors: [{ path: 'querystring.currency', code: 'currency_not_quoted', message }],
  });
}

/** 429: a session (or the whole process) holds as many quote streams as it may; one ending frees a place. */
export function tooManyStreams(
  limit: 'session' | 'process',
  retryAfterSeconds: number,
  locale: Locale,
): AppError {
  const key = limit === 'session' ? 'tooManyStreamsInSession' : 'tooManyStreams';
  return new AppError(429, 'rate_limited', text(key, locale), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** 409: neither the client's spread nor the brokerage's default exists for the currency. */
export function noSpread(locale: Locale): AppError {
  return new AppError(409, 'conflict', text('noSpread', locale));
}

export type QuoteRefusal = 'expired' | 'unknown' | 'used';

/** Why a receiving cannot use the quote it names (takeValidQuote): 409, the screen asks for a new quote. */
export function quoteRefused(reason: QuoteRefusal, locale: Locale): AppError {
  const key = reason === 'expired' ? 'quoteExpired' : reason === 'used' ? 'quoteUsed' : 'quoteUnknown';
  return new AppError(409, 'quote_refused', text(key, locale));
}
