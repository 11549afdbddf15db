import type { ServerResponse } from 'node:http';
import {
  fxQuoteSchema,
  fxSpreadListSchema,
  fxSpreadQuerySchema,
  fxSpreadSchema,
  fxSpreadUpdateSchema,
  paymentOrderIdParamsSchema,
  problemSchema,
  quoteStreamQuerySchema,
  quoteTickSchema,
  type QuoteTick,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerArea } from '../../../platform/area.js';
import { currentUser } from '../../../platform/auth-guard.js';
import { actionContext } from '../../../platform/locked-change.js';
import { routeOptions } from '../../../platform/route-options.js';
import { sessionStillAllows } from '../../../platform/sessions.js';
import { requestFacts } from '../../../platform/request-facts.js';
import { configuredQuoteProvider } from './configured-provider.js';
import { QuoteHub } from './quote-hub.js';
import { currencyNotQuoted, tooManyStreams } from './messages.js';
import { issueQuote, marketRate, quoteContext } from './quote-service.js';
import { listSpreads, setSpread } from './spreads.js';
import { StreamSlots } from './stream-slots.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live market rates behind GET /api/quotes/stream (tests poll it after moving their clock). */
    quoteHub: QuoteHub;
  }
}

/** How often a currency with listeners is asked for its rate (the simulated market moves every 15 s). */
export const POLL_INTERVAL_MS = 3_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

const options = routeOptions(['quotes']);
const RECEIVE = { permission: 'payment-orders.receive' } as const;
const SPREADS = { permission: 'payment-orders.spreads' } as const;
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
});
// Answers the document cannot derive from the operation (openapi-responses.ts): a provider down, too many open
// streams, and a client named in the query or body that the user may not see.
const UNAVAILABLE = {
  503: problem('The quote provider cannot quote the currency now; `Retry-After` says when to try again'),
};
const TOO_MANY_STREAMS = {
  429: problem(
    'The session (`QUOTE_STREAMS_PER_SESSION`) or the server (`QUOTE_STREAMS_MAX`) holds as many streams as it may; `Retry-After` says when to try again',
  ),
};
/** A stream whose client vanished without closing its connection is found by the next heartbeat. */
const STREAM_RETRY_AFTER_SECONDS = HEARTBEAT_MS / 1000;
const CLIENT_NOT_FOUND = { 404: problem('No such client (or not visible to the user)') };

/** EventSource asks for `text/event-stream`; any other caller gets the current rate once, as JSON. */
const wantsStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream');

const eventOf = (tick: QuoteTick) => `event: tick\ndata: ${JSON.stringify(tick)}\n\n`;

/**
 * Quotes for the receiving flow (spec 3 "Receiving flow"): a quote for an order, the market's live rate as
 * server-sent events, and the spreads staff set.
 */
const quoteArea: ServerArea = async (app, { database: { db }, config, clock }) => {
  const provider = configuredQuoteProvider(config);
  const validitySeconds = config.fx.quoteValiditySeconds;
  const hub = new QuoteHub({
    provider,
    clock,
    pollIntervalMs: POLL_INTERVAL_MS,
    onError: (currency, error) => app.log.warn({ err: error, currency }, 'market rate poll failed'),
  });
  app.decorate('quoteHub', hub);
  /** The open streams, each with its way to end: ended before the server closes, so shutdown never waits. */
  const streams = new Set<() => void>();
  const slots = new StreamSlots({ perSession: config.fx.streamsPerSession, total: config.fx.streamsMax });
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.post(
    '/api/payment-orders/:id/quote',
    options(
      RECEIVE,
      'A quote to receive a confirmed payment order: the client’s rate, valid for a few seconds',
      {
        params: paymentOrderIdParamsSchema,
        response: { 200: fxQuoteSchema, ...UNAVAILABLE },
      },
    ),
    async (req) => issueQuote(quoteContext(req, { db, clock, provider, validitySeconds }), req.params.id),
  );

  app.get(
    '/api/quotes/stream',
    options(
      RECEIVE,
      'The market’s buy rate of a currency: server-sent events (`event: tick`) for `Accept: text/event-stream`, else the current rate once',
      {
        querystring: quoteStreamQuerySchema,
        response: {
          200: {
            description:
              'A `tick` event each time the rate changes (the current rate first), or the current rate',
            content: {
              'text/event-stream': { schema: quoteTickSchema },
              'application/json': { schema: quoteTickSchema },
            },
          },
          ...TOO_MANY_STREAMS,
          ...UNAVAILABLE,
        },
      },
    ),
    async (req, reply) => {
      const { currency } = req.query;
      const { locale } = requestFacts(req);
      if (!provider.quotes(currency)) throw currencyNotQuoted(locale);
      if (!wantsStream(req)) {
        const current = await marketRate(provider, currency, clock(), locale);
        return { currency, marketRate: current.rate, at: current.at.toISOString() };
      }
      // The place is taken before anything is awaited, so parallel opens cannot pass the limit together.
      const { sessionId } = currentUser(req);
      const slot = slots.take(sessionId);
      if (!slot.ok) throw tooManyStreams(slot.limit, STREAM_RETRY_AFTER_SECONDS, locale);
      try {
        // Asked before the stream opens: a provider that cannot quote now is a 503, not a silent stream.
        await marketRate(provider, currency, clock(), locale);
      } catch (error) {
        slot.release();
        throw error;
      }

      reply.hijack();
      const res: ServerResponse = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Request-Id': req.id,
        // nginx and similar proxies would otherwise hold the events back.
        'X-Accel-Buffering': 'no',
        // The connection serves this stream only: it closes when the stream ends, so an app closing with
        // streams open (preClose ends them) does not wait on a keep-alive connection.
        Connection: 'close',
      });
      res.write('retry: 5000\n\n');
      // Each heartbeat also asks whether the session still allows the stream (signed out, revoked, idle,
      // permission withdrawn): the guard checked it only when the stream opened.
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        sessionStillAllows(db, config.auth, sessionId, RECEIVE.permission).then(
          (allowed) => allowed || end(),
          () => end(),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = hub.subscribe(currency, (tick) => res.write(eventOf(tick)));
      const end = () => {
        if (!streams.delete(end)) return;
        app.metrics.streamClosed();
        slot.release();
        clearInterval(heartbeat);
        unsubscribe();
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      app.metrics.streamOpened();
      // The client left (or the response ended): the stream's listener goes, and with the last, the poller.
      res.on('close', end);
      // It may have left while the rate was asked, before anyone listened.
      if (res.destroyed) end();
    },
  );

  app.get(
    '/api/fx-spreads',
    options(SPREADS, 'The brokerage’s default spreads per currency, and a client’s own with `clientId`', {
      querystring: fxSpreadQuerySchema,
      response: { 200: fxSpreadListSchema, ...CLIENT_NOT_FOUND },
    }),
    async (req) => listSpreads(actionContext(req, db), req.query.clientId),
  );

  app.put(
    '/api/fx-spreads',
    options(SPREADS, 'Set the spread and operation fee of a currency, for a client or as the default', {
      body: fxSpreadUpdateSchema,
      response: { 200: fxSpreadSchema, ...CLIENT_NOT_FOUND },
    }),
    async (req) => setSpread(actionContext(req, db), req.body),
  );
};

/** Not encapsulated (fastify-plugin): the app carries the hub (`app.quoteHub`), which tests poll. */
export const quoteRoutes: ServerArea = fp(quoteArea, { name: 'quotes' });
