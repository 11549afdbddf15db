import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { clientErrorHandler } from './http/client-error.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { installSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { registerWeb } from './http/web.js';
import { accountRoutes } from './modules/account/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { accessRequestRoutes } from './modules/access-requests/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { remittanceRoutes } from './modules/remittances/routes.js';
import { balanceRoutes } from './modules/balance/routes.js';
import { createMailer, type Mailer } from './mail/transport.js';
import { authGuard } from './platform/auth-guard.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app to serve; omitted in API-only mode and in most tests. */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing mail; defaults to SMTP_URL (or the log) as configured. */
  mailer?: Mailer;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The whole HTTP application, without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const headers = securityHeaders({ https: config.publicUrl.startsWith('https:') });
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, headers);
  await registerOpenApi(app);
  await app.register(authGuard, { config, db: database.db });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  await app.register(healthRoutes, { db: database.db });
  await app.register(authRoutes, { db: database.db, config, mailer });
  await app.register(settingsRoutes, { db: database.db });
  await app.register(homeRoutes, { db: database.db });
  await app.register(accountRoutes, { db: database.db, config, mailer });
  await app.register(usersRoutes, { database, config });
  await app.register(accessRequestRoutes, { database, config });
  await app.register(auditRoutes, { database });
  await app.register(clientRoutes, { db: database.db });
  await app.register(remittanceRoutes, { database, brokerageName: config.brokerageName });
  await app.register(balanceRoutes, { database, brokerageName: config.brokerageName });

  await registerWeb(app, config.serveWeb ? deps.webRoot : undefined);
  return app;
}
