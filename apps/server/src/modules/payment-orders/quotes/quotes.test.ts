import { clientBuyRate, fxQuoteSchema, type FxQuote } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../../test/auth.js';
import { clientOf, suiteAgents } from '../../../../test/agents.js';
import { testClock } from '../../../../test/clock.js';
import { suiteClients } from '../../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../../../test/suite.js';
import { takeValidQuote } from './quote-service.js';
import { simulatedRate, TICK_MS } from './simulated-feed.js';

/* Quotes for the receiving flow over the simulated market (the default provider), at a test clock's "now". */

const NOW = '2026-11-24T15:00:07.000Z';

describe('POST /api/payment-orders/:id/quote and takeValidQuote', () => {
  const clock = testClock(NOW);
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t, { a: 'Exportadora Alfa Ltda', b: 'Exportadora Beta Ltda' });
  const { without } = suiteAgents(t, {
    without: () => clientOf([a.id], 'payment-orders.consult'),
  });
  let receiver: { id: string; agent: Agent };
  let colleague: { id: string; agent: Agent };
  const orders: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const confirmed = {
      state: 'confirmed' as const,
      confirmed_at: new Date('2026-11-20T15:00:00Z'),
      credit_date: '2026-11-20',
    };
    orders.usd = (await createPaymentOrder(db, a.id, { ...confirmed, currency: 'USD' })).id;
    orders.eur = (await createPaymentOrder(db, a.id, { ...confirmed, currency: 'EUR' })).id;
    orders.dkk = (await createPaymentOrder(db, a.id, { ...confirmed, currency: 'DKK' })).id;
    orders.spent = (await createPaymentOrder(db, a.id, { ...confirmed, available_balance: '0.00' })).id;
    orders.waiting = (await createPaymentOrder(db, a.id)).id;
    orders.canceled = (
      await createPaymentOrder(db, a.id, { state: 'canceled', canceled_at: new Date('2026-11-21T12:00:00Z') })
    ).id;
    orders.ofB = (await createPaymentOrder(db, b.id, { ...confirmed, currency: 'USD' })).id;
    // Client A's own EUR spread; USD keeps the brokerage's default (1.00 %, migration 0014).
    await db
      .insertInto('fx_spreads')
      .values({ client_id: a.id, currency: 'EUR', spread_percent: '0.5', operation_fee: '25.00' })
      .execute();
    const ofA = { kind: 'client' as const, clientIds: [a.id], permissions: ['payment-orders.receive'] };
    receiver = await signedInUser(t, ofA);
    colleague = await signedInUser(t, ofA);
  });

  const quote = (agent: Agent, orderId: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment-orders/${orderId}/quote`,
      headers: { ...agent.headers, 'accept-language': lang },
    });

  it('prices a USD order at the market less the default spread, valid for 30 s from the clock', async () => {
    clock.set(NOW);
    const res = await quote(receiver.agent, orders.usd ?? '');
    expect(res.statusCode).toBe(200);
    const body = fxQuoteSchema.parse(res.json());
    const market = simulatedRate('USD', new Date(NOW))?.rate ?? '';
    expect(body).toMatchObject({
      currency: 'USD',
      source: 'simulated',
      marketRate: market,
      spreadPercent: '1.0000',
      rate: clientBuyRate(market, '1'),
      operationFee: '0.00',
      quotedAt: NOW,
      expiresAt: '2026-11-24T15:00:37.000Z',
    });
    // The figures, written out: 5.45147150 × 0.99 = 5.396956785, half-up to 8 places.
    expect([body.marketRate, body.rate]).toEqual(['5.45147150', '5.39695679']);
    const row = await t.database.db
      .selectFrom('fx_quotes')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      payment_order_id: orders.usd,
      client_id: a.id,
      issued_to: receiver.id,
      market_rate: market,
      usd_market_rate: market,
      rate: body.rate,
      quoted_at: new Date(NOW),
      expires_at: new Date('2026-11-24T15:00:37.000Z'),
    });
  });

  it('takes the client’s own spread and fee, and keeps the USD rate of the same instant', async () => {
    clock.set(NOW);
    const body = fxQuoteSchema.parse((await quote(receiver.agent, orders.eur ?? '')).json());
    const market = simulatedRate('EUR', new Date(NOW))?.rate ?? '';
    expect(body).toMatchObject({ marketRate: market, spreadPercent: '0.5000', operationFee: '25.00' });
    expect(body.rate).toBe(clientBuyRate(market, '0.5'));
    const row = await t.database.db
      .selectFrom('fx_quotes')
      .select('usd_market_rate')
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.usd_market_rate).toBe(simulatedRate('USD', new Date(NOW))?.rate);
  });

  it('follows the market: a tick later, another rate', async () => {
    clock.set(NOW);
    const first = (await quote(receiver.agent, orders.usd ?? '')).json<FxQuote>();
    clock.advance(TICK_MS);
    const later = (await quote(receiver.agent, orders.usd ?? '')).json<FxQuote>();
    expect(later.marketRate).not.toBe(first.marketRate);
    expect(later.quotedAt).toBe('2026-11-24T15:00:22.000Z');
  });

  it('404 for another client’s order, 403 without the permission', async () => {
    const res = await quote(receiver.agent, orders.ofB ?? '');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', title: 'Payment order not found.' });
    expect((await quote(receiver.agent, orders.ofB ?? '', 'pt-BR')).json().title).toBe(
      'Ordem de pagamento não encontrada.',
    );
    expect((await quote(without, orders.usd ?? '')).statusCode).toBe(403);
    expect((await quote(receiver.agent, 'abc')).statusCode).toBe(400);
  });

  it('409 for an order waiting for its credit, canceled, or with nothing left to receive', async () => {
    for (const id of [orders.waiting, orders.canceled, orders.spent]) {
      const res = await quote(receiver.agent, id ?? '');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'state_conflict',
        title: 'Only a confirmed payment order with an available balance can be received.',
      });
    }
    expect((await quote(receiver.agent, orders.waiting ?? '', 'pt-BR')).json().detail).toBe(
      'Situação atual: Aguardando data de crédito.',
    );
  });

  it('503 with a translated message when the provider cannot quote the currency', async () => {
    const res = await quote(receiver.agent, orders.dkk ?? '');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await quote(receiver.agent, orders.dkk ?? '', 'pt-BR')).json().title).toMatch(/^Não há cotação/);
  });

  describe('takeValidQuote', () => {
    const take = (args: { quoteId: string; orderId?: string; userId?: string }) =>
      t.database.db.transaction().execute((trx) =>
        takeValidQuote(trx, {
          orderId: orders.usd ?? '',
          userId: receiver.id,
          now: clock(),
          ...args,
        }),
      );

    it('gives the quote to its user for its order until it expires', async () => {
      clock.set(NOW);
      const issued = (await quote(receiver.agent, orders.usd ?? '')).json<FxQuote>();
      const taken = await take({ quoteId: issued.id });
      expect(taken).toMatchObject({
        ok: true,
        quote: { id: issued.id, orderId: orders.usd, rate: issued.rate, usdMarketRate: issued.marketRate },
      });
      expect(await take({ quoteId: issued.id, userId: colleague.id })).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(await take({ quoteId: issued.id, orderId: orders.eur })).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(await take({ quoteId: '00000000-0000-4000-8000-000000000000' })).toEqual({
        ok: false,
        reason: 'unknown',
      });
      clock.advance(29_999);
      expect((await take({ quoteId: issued.id })).ok).toBe(true);
      clock.advance(1);
      expect(await take({ quoteId: issued.id })).toEqual({ ok: false, reason: 'expired' });
    });

    it('refuses a quote a receiving already used', async () => {
      clock.set(NOW);
      const issued = (await quote(receiver.agent, orders.usd ?? '')).json<FxQuote>();
      await t.database.db
        .insertInto('payment_order_receivings')
        .values({
          payment_order_id: orders.usd ?? '',
          quote_id: issued.id,
          payer_name: 'Acme Corporation',
          payer_country: 'US',
          binding_relationship: 'none',
          reason_for_receipt: 'own_funds',
          pix_key_type: 'random',
          pix_key: '123e4567-e89b-42d3-a456-426614174000',
          receipt_value: '100.00',
          exchange_rate: issued.rate,
          value_to_receive: '544.14',
          vet_rate: '5.44140000',
          expected_payment_date: '2026-11-26',
          usd_equivalent: '100.00',
        })
        .execute();
      expect(await take({ quoteId: issued.id })).toEqual({ ok: false, reason: 'used' });
    });
  });
});
