import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import { round, summary } from './stats.js';

/*
 * The receiving flow's three calls as the screen makes them (by a staff session holding every permission, so
 * any client's order will do), on the oldest confirmed orders with a balance: a quote,
 * the priced preview and the submission (multipart, a PIX key, USD 1.00 or its equivalent, so no document and
 * the orders' balances barely move across runs). The bench server's business clock is within exchange hours
 * (CLOCK_START in server.ts), so every call must succeed: a fast refusal would flatter the figures.
 */

export interface ReceivingTimes {
  quote: ReturnType<typeof summary>;
  preview: ReturnType<typeof summary>;
  submit: ReturnType<typeof summary>;
}

async function timedFetch(
  url: string,
  init: RequestInit,
  expected: number,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body: unknown = await res.json();
  const ms = round(performance.now() - started, 2);
  if (res.status !== expected) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

/** Confirmed orders with something available (the oldest: the same ones run after run). */
export async function receivableOrders(db: Kysely<Database>, n: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id::text from payment_orders
     where state = 'confirmed' and available_balance >= 100
     order by id limit ${n}`.execute(db);
  return rows.map((r) => r.id);
}

export async function measureReceiving(
  baseUrl: string,
  session: { token: string; csrfToken: string },
  orderIds: readonly string[],
  n: number,
): Promise<ReceivingTimes> {
  if (orderIds.length === 0) throw new Error('no receivable payment order in the bench database');
  const headers = {
    cookie: `fxbo_session=${session.token}; fxbo_csrf=${session.csrfToken}`,
    'x-csrf-token': session.csrfToken,
    'accept-language': 'pt-BR',
  };
  const times = { quote: [] as number[], preview: [] as number[], submit: [] as number[] };
  for (let i = 0; i < n; i++) {
    const orderId = orderIds[i % orderIds.length];
    const base = `${baseUrl}/api/payment-orders/${orderId}`;
    const quote = await timedFetch(`${base}/quote`, { method: 'POST', headers }, 200);
    times.quote.push(quote.ms);
    const form = {
      quoteId: (quote.body as { id: string }).id,
      payer: 'Bench Payer Inc.',
      payerCountry: 'US',
      bindingRelationship: 'client_abroad',
      reason: 'services_export',
      receiptValue: '1.00',
      pixKeyType: 'email',
      pixKey: 'bench@bench.example',
    };
    const json = { ...headers, 'content-type': 'application/json' };
    times.preview.push(
      (
        await timedFetch(
          `${base}/receivings/preview`,
          { method: 'POST', headers: json, body: JSON.stringify(form) },
          200,
        )
      ).ms,
    );
    const body = new FormData();
    body.set('data', JSON.stringify(form));
    times.submit.push((await timedFetch(`${base}/receivings`, { method: 'POST', headers, body }, 201)).ms);
  }
  return { quote: summary(times.quote), preview: summary(times.preview), submit: summary(times.submit) };
}
