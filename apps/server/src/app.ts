import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { clientErrorHandler, trackRequestLanguage } from './http/client-error.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { AppMetrics, timeRequests } from './http/metrics.js';
import { registerOpenApi } from './platform/openapi-document.js';
import { installSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { UploadSlots } from './http/upload-slots.js';
import { registerWeb } from './http/web.js';
import { createMailer, type Mailer } from './mail/transport.js';
import { authGuard } from './platform/auth-guard.js';
import { idempotencyHeaders } from './platform/idempotency.js';
import { RequestLog } from './platform/request-log.js';
import { areas } from './areas.js';
import { configuredClock, type Clock } from './platform/clock.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app to serve; omitted in API-only mode and in most tests. */
  webRoot?: string | undefined;
  /** Fastify's logger options (tests, to read what the app logs); silent when neither this nor `loggerInstance`. */
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (main.ts), so the app's lines and the process's go to one stream. */
  loggerInstance?: FastifyBaseLogger;
  /** Outgoing mail; defaults to SMTP_URL (or the log) as configured. */
  mailer?: Mailer;
  /** The time the business rules read (exchange hours, cut-off, quote validity); tests fix it. */
  clock?: Clock;
  /** Slots for files being received; from the configuration when omitted (tests pass their own to watch it). */
  uploads?: UploadSlots;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The whole HTTP application, without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const headers = securityHeaders({ https: config.publicUrl.startsWith('https:') });
  const metrics = new AppMetrics(database.db);
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? false }),
    // One line per request, on its answer, none for the web app's files.
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    // A request must have arrived whole within REQUEST_TIMEOUT_MS (408, http/client-error.ts), its headers within a
    // minute at most; Node checks every second, so a slow request is cut within a second of its limit.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    // Honour a well-formed id from a proxy so one request can be followed across systems.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Errors raised before any route runs are problem+json too.
    frameworkErrors: (err, req, reply) => frameworkErrors(err, req, reply.headers(headers(req.url))),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('metrics', metrics);
  timeRequests(app, metrics);
  metrics.trackPool('main', database.pool);
  if (database.readPool) metrics.trackPool('read', database.readPool);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  trackRequestLanguage(app);
  installSecurityHeaders(app, headers);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(authGuard, { config, db: database.db });
  await app.register(idempotencyHeaders);

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const clock = deps.clock ?? configuredClock(config);
  const uploads = deps.uploads ?? new UploadSlots(config.uploads);
  for (const area of areas) await app.register(area, { config, database, mailer, clock, uploads });

  await registerWeb(app, config.serveWeb ? deps.webRoot : undefined);
  return app;
}
