import { clientBuyRate, Dec, type FxQuote, type QuoteSource } from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Locale } from '../../../http/locale.js';
import { currentUser } from '../../../platform/auth-guard.js';
import { clientScope, inClientScope } from '../../../platform/client-scope.js';
import type { Clock } from '../../../platform/clock.js';
import { requestFacts } from '../../../platform/request-facts.js';
import type { SessionUser } from '../../../platform/sessions.js';
import {
  noSpread,
  notReceivable,
  paymentOrderNotFound,
  quoteUnavailable,
  type QuoteRefusal,
} from './messages.js';
import { QuoteUnavailable, type MarketRate, type QuoteProvider } from './provider.js';

/*
 * A quote is the rate the server offers one user for one order, priced now from the market and the client's
 * spread (else the brokerage's default), recorded in fx_quotes and honoured by a receiving only before it
 * expires and only once (takeValidQuote).
 */

/** What issuing a quote needs from a request and the application; plain, testable without HTTP. */
export interface QuoteContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
  /** The business "now" (the app's clock). */
  now: Date;
  provider: QuoteProvider;
  validitySeconds: number;
}

export function quoteContext(
  req: FastifyRequest,
  deps: { db: Kysely<Database>; clock: Clock; provider: QuoteProvider; validitySeconds: number },
): QuoteContext {
  const { locale } = requestFacts(req);
  return {
    db: deps.db,
    user: currentUser(req),
    locale,
    now: deps.clock(),
    provider: deps.provider,
    validitySeconds: deps.validitySeconds,
  };
}

/** The market rate from the provider; QuoteUnavailable becomes the translated 503. */
export async function marketRate(
  provider: QuoteProvider,
  currency: string,
  at: Date,
  locale: Locale,
): Promise<MarketRate> {
  try {
    return await provider.buyRate(currency, at);
  } catch (error) {
    if (error instanceof QuoteUnavailable) throw quoteUnavailable(locale);
    throw error;
  }
}

/**
 * POST /api/payment-orders/:id/quote: for a confirmed order with an available balance in the user's scope, the
 * market buy rate now, the spread of the order's client (else the default for the currency) and the client's
 * rate, valid for `validitySeconds`. The USD rate at the same instant is kept for the USD 3,000.00 rule.
 */
export async function issueQuote(ctx: QuoteContext, orderId: string): Promise<FxQuote> {
  const order = await ctx.db
    .selectFrom('payment_orders as p')
    .select(['p.id', 'p.client_id', 'p.currency', 'p.state', 'p.available_balance'])
    .where('p.id', '=', orderId)
    .where(inClientScope('p.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!order) throw paymentOrderNotFound(ctx.locale);
  if (order.state !== 'confirmed' || !new Dec(order.available_balance).gt(0))
    throw notReceivable(order.state, ctx.locale);

  const spread = await ctx.db
    .selectFrom('fx_spreads')
    .select(['spread_percent', 'operation_fee'])
    .where('currency', '=', order.currency)
    .where((eb) => eb.or([eb('client_id', '=', order.client_id), eb('client_id', 'is', null)]))
    .orderBy('client_id', (o) => o.asc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  if (!spread) throw noSpread(ctx.locale);

  const [market, usd] = await Promise.all([
    marketRate(ctx.provider, order.currency, ctx.now, ctx.locale),
    order.currency === 'USD' ? undefined : marketRate(ctx.provider, 'USD', ctx.now, ctx.locale),
  ]);
  const rate = clientBuyRate(market.rate, spread.spread_percent);
  const expiresAt = new Date(ctx.now.getTime() + ctx.validitySeconds * 1000);
  const { id } = await ctx.db
    .insertInto('fx_quotes')
    .values({
      payment_order_id: order.id,
      client_id: order.client_id,
      currency: order.currency,
      source: ctx.provider.source,
      market_rate: market.rate,
      spread_percent: spread.spread_percent,
      rate,
      usd_market_rate: (usd ?? market).rate,
      operation_fee: spread.operation_fee,
      quoted_at: ctx.now,
      expires_at: expiresAt,
      issued_to: ctx.user.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id,
    currency: order.currency,
    source: ctx.provider.source,
    marketRate: market.rate,
    spreadPercent: spread.spread_percent,
    rate,
    operationFee: spread.operation_fee,
    quotedAt: ctx.now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** A quote a receiving may use, as recorded when it was issued. */
export interface ValidQuote {
  id: string;
  orderId: string;
  clientId: string;
  currency: string;
  source: QuoteSource;
  marketRate: string;
  spreadPercent: string;
  /** The client's rate, BRL per unit. */
  rate: string;
  /** BRL per USD at the quote's instant (the USD 3,000.00 rule). */
  usdMarketRate: string;
  operationFee: string;
  quotedAt: Date;
  expiresAt: Date;
}

export type TakenQuote = { ok: true; quote: ValidQuote } | { ok: false; reason: QuoteRefusal };

/**
 * For the receiving, inside its transaction: the quote locked (`for update`, so two receivings cannot both use
 * it), returned only if it is for `orderId`, was issued to `userId`, expires after `now` and no receiving used
 * it (payment_order_receivings.quote_id, unique). Otherwise the reason, for quoteRefused (messages.ts).
 */
export async function takeValidQuote(
  trx: Transaction<Database>,
  args: { quoteId: string; orderId: string; userId: string; now: Date },
): Promise<TakenQuote> {
  const q = await trx
    .selectFrom('fx_quotes')
    .selectAll()
    .where('id', '=', args.quoteId)
    .forUpdate()
    .executeTakeFirst();
  if (!q || q.payment_order_id !== args.orderId || q.issued_to !== args.userId)
    return { ok: false, reason: 'unknown' };
  const used = await trx
    .selectFrom('payment_order_receivings')
    .select('id')
    .where('quote_id', '=', q.id)
    .executeTakeFirst();
  if (used) return { ok: false, reason: 'used' };
  if (q.expires_at.getTime() <= args.now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    quote: {
      id: q.id,
      orderId: q.payment_order_id,
      clientId: q.client_id,
      currency: q.currency,
      source: q.source,
      marketRate: q.market_rate,
      spreadPercent: q.spread_percent,
      rate: q.rate,
      usdMarketRate: q.usd_market_rate,
      operationFee: q.operation_fee,
      quotedAt: q.quoted_at,
      expiresAt: q.expires_at,
    },
  };
}
