import http, { type IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import { quoteTickSchema, type QuoteTick } from '@fxbo/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser, type Agent } from '../../../../test/auth.js';
import { expectOneFieldError } from '../../../../test/field-errors.js';
import { testClock } from '../../../../test/clock.js';
import { suiteApp } from '../../../../test/suite.js';
import { PTAX_BASE_URL } from './ptax.js';
import { simulatedRate, TICK_MS } from './simulated-feed.js';

/*
 * GET /api/quotes/stream over a real socket (server-sent events need one): the test moves its clock and asks
 * the hub to poll, and reads the stream until the next event, with a time limit; nothing waits on a timer.
 */

const NOW = '2026-11-24T15:00:00.000Z';

/** Reads server-sent events from a fetch body, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** The next `tick` event's data, or a failure after `ms`. */
    async nextTick(ms = 5_000): Promise<QuoteTick> {
      const deadline = AbortSignal.timeout(ms);
      for (;;) {
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const [i, event] of events.entries()) {
          const lines = event.split('\n');
          if (!lines.includes('event: tick')) continue;
          buffer = [...events.slice(i + 1), buffer].join('\n\n');
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
          return quoteTickSchema.parse(JSON.parse(data));
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            deadline.addEventListener('abort', () => reject(new Error('no tick in time')), { once: true }),
          ),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
      }
    },
  };
}

describe('GET /api/quotes/stream', () => {
  const clock = testClock(NOW);
  const t = suiteApp({ clock });
  let base: string;
  let receiver: Agent;
  let without: Agent;

  beforeAll(async () => {
    receiver = (await signedInUser(t, { kind: 'client', permissions: ['payment-orders.receive'] })).agent;
    without = (await signedInUser(t, { kind: 'client', permissions: ['payment-orders.consult'] })).agent;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const open = (agent: Agent, currency: string, signal?: AbortSignal) =>
    fetch(`${base}/api/quotes/stream?currency=${currency}`, {
      headers: { cookie: agent.headers.cookie ?? '', accept: 'text/event-stream' },
      ...(signal ? { signal } : {}),
    });

  it('sends the current rate, then a tick when the market moves; the poller stops when the last client leaves', async () => {
    const hub = t.app.quoteHub;
    const first = new AbortController();
    const second = new AbortController();
    const res = await open(receiver, 'USD', first.signal);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(res.body ?? new ReadableStream());
    expect(await events.nextTick()).toEqual({
      currency: 'USD',
      marketRate: simulatedRate('USD', new Date(NOW))?.rate,
      at: NOW,
    });

    // A second listener of the same currency shares the poller and gets the latest rate at once.
    const other = await open(receiver, 'USD', second.signal);
    const otherEvents = eventReader(other.body ?? new ReadableStream());
    expect((await otherEvents.nextTick()).marketRate).toBe(simulatedRate('USD', new Date(NOW))?.rate);
    expect(hub.currencies()).toEqual(['USD']);

    // The same instant, the same rate: no event. A tick later, one event to each listener.
    await hub.poll();
    clock.advance(TICK_MS);
    await hub.poll();
    const moved = {
      currency: 'USD',
      marketRate: simulatedRate('USD', clock())?.rate,
      at: '2026-11-24T15:00:15.000Z',
    };
    expect(await events.nextTick()).toEqual(moved);
    expect(await otherEvents.nextTick()).toEqual(moved);

    first.abort();
    expect(hub.currencies()).toEqual(['USD']);
    second.abort();
    await vi.waitFor(() => expect(hub.currencies()).toEqual([]), { timeout: 5_000 });
  });

  it('answers the current rate once, as JSON, to a caller that does not ask for a stream', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/stream?currency=EUR',
      headers: receiver.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'EUR',
      marketRate: simulatedRate('EUR', clock())?.rate,
      at: expect.any(String),
    });
    expect(t.app.quoteHub.currencies()).toEqual([]);
  });

  it('403 without the permission, 400 for a malformed currency or one the market does not quote', async () => {
    expect((await open(without, 'USD')).status).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/stream?currency=usd',
      headers: receiver.headers,
    });
    expect(bad.statusCode).toBe(400);
    // The simulated market quotes neither: the caller asked for what cannot be quoted, not an outage.
    for (const [currency, accept, lang, message] of [
      ['GWX', 'text/event-stream', 'en', 'This currency is not quoted.'],
      ['SEK', 'application/json', 'pt-BR', 'Não há cotação para esta moeda.'],
    ] as const) {
      expectOneFieldError(
        await t.app.inject({
          method: 'GET',
          url: `/api/quotes/stream?currency=${currency}`,
          headers: { ...receiver.headers, accept, 'accept-language': lang },
        }),
        { path: 'querystring.currency', code: 'currency_not_quoted', message },
      );
    }
    expect(t.app.quoteHub.currencies()).toEqual([]);
  });

  it('a stream still open when the app closes is ended by it (shutdown never waits on a client)', async () => {
    const res = await open(receiver, 'GBP');
    const events = eventReader(res.body ?? new ReadableStream());
    await events.nextTick();
    expect(t.app.quoteHub.currencies()).toEqual(['GBP']);
    // Left open on purpose: the suite's app.close() must end it (else its after-hook times out).
  });
});

/**
 * Opens up to `n` streams of USD for `agent` (node:http, a socket of its own each, closed by `opened`'s
 * functions), stopping at the first refusal: the statuses, and the refusal's problem.
 */
async function openMany(base: string, agent: Agent, n: number, opened: (() => void)[]) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = http.get(`${base}/api/quotes/stream?currency=USD`, {
        agent: false,
        headers: { cookie: agent.headers.cookie ?? '', accept: 'text/event-stream', 'accept-language': 'en' },
      });
      opened.push(() => req.destroy());
      req.on('response', resolve).on('error', reject);
    });
    statuses.push(res.statusCode ?? 0);
    if (res.statusCode !== 200) {
      expect(res.headers['retry-after']).toBe('15');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = (await text(res)).toString();
      return { statuses, problem: JSON.parse(body) as { code: string; title: string } };
    }
  }
  return { statuses, problem: undefined };
}

describe('GET /api/quotes/stream: streams per session and per process', () => {
  const t = suiteApp({
    clock: testClock(NOW),
    env: { QUOTE_STREAMS_PER_SESSION: '3', QUOTE_STREAMS_MAX: '5' },
  });
  let base: string;
  const opened: (() => void)[] = [];
  const receiver = () => signedInUser(t, { kind: 'client', permissions: ['payment-orders.receive'] });

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const close of opened.splice(0)) close();
  });

  it('one session holds at most QUOTE_STREAMS_PER_SESSION streams: the next is a translated 429; a closed one frees its place', async () => {
    const { agent } = await receiver();
    const { statuses, problem } = await openMany(base, agent, 4, opened);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(problem).toEqual(
      expect.objectContaining({
        code: 'rate_limited',
        title:
          'Too many quote streams are open in this session. Close other receiving screens and try again.',
      }),
    );
    // Another session is not held back by this one.
    expect((await openMany(base, (await receiver()).agent, 1, opened)).statuses).toEqual([200]);
    // The session's first stream ends: its place is free again once the server has seen it go.
    opened[0]?.();
    await vi.waitFor(async () => expect((await openMany(base, agent, 1, opened)).statuses).toEqual([200]), {
      timeout: 5_000,
    });
  });

  it('the process holds at most QUOTE_STREAMS_MAX streams in all sessions', async () => {
    const [a, b] = [(await receiver()).agent, (await receiver()).agent];
    expect((await openMany(base, a, 3, opened)).statuses).toEqual([200, 200, 200]);
    const { statuses, problem } = await openMany(base, b, 3, opened);
    expect(statuses).toEqual([200, 200, 429]);
    expect(problem).toEqual(
      expect.objectContaining({
        code: 'rate_limited',
        title: 'The server has too many quote streams open. Please try again shortly.',
      }),
    );
  });

  it('counts only streams: the current rate as JSON is always answered', async () => {
    const { agent } = await receiver();
    expect((await openMany(base, agent, 3, opened)).statuses).toEqual([200, 200, 200]);
    const once = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/stream?currency=USD',
      headers: agent.headers,
    });
    expect(once.statusCode).toBe(200);
  });
});

describe('GET /api/quotes/stream when the provider is down', () => {
  const t = suiteApp({ clock: testClock(NOW), env: { QUOTE_PROVIDER: 'ptax' } });
  let receiver: Agent;
  beforeAll(async () => {
    receiver = (await signedInUser(t, { kind: 'client', permissions: ['payment-orders.receive'] })).agent;
    // The Central Bank's service cannot be reached (the test's own requests go through).
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string | URL | Request, init?: RequestInit) =>
      String(url).startsWith(PTAX_BASE_URL) ? Promise.reject(new TypeError('fetch failed')) : real(url, init),
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  it('503 with Retry-After for a currency the provider quotes but cannot quote now', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/stream?currency=SEK',
      headers: { ...receiver.headers, accept: 'text/event-stream', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('15');
    expect(res.json()).toMatchObject({
      code: 'service_unavailable',
      title: 'No quote is available for this currency at the moment. Please try again shortly.',
    });
  });
});
