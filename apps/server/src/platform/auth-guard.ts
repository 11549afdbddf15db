import cookie from '@fastify/cookie';
import { SESSION_END_REASON_LABELS } from '@fxbo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { requestLocale } from '../http/locale.js';
import { title } from '../http/messages.js';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies.js';
import { endedSessionReason, findSession, type SessionUser } from './sessions.js';
import { sameHash, tokenHash } from './tokens.js';

/**
 * What a route requires. Every /api route must say it explicitly: a route registered without it makes
 * the server refuse to start, so no endpoint can be forgotten open.
 */
export type RouteAuth =
  | 'public'
  | 'signed-in'
  | {
      permission: string | readonly string[];
      /** A staff work queue: a client user is refused (403) whatever permissions they hold. */
      staffOnly?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in user, or null (public routes, or before the guard ran). */
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Routes registered by plugins we do not own; they serve documentation only.
const UNGUARDED_PREFIXES = ['/api/docs'];

export const authGuard = fp<{ config: Config; db: Db }>(
  async (app: FastifyInstance, { config, db }) => {
    await app.register(cookie, { secret: config.sessionSecret, hook: 'onRequest' });
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || UNGUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
      if (!route.config?.auth)
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth`);
    });

    app.addHook('onRequest', async (req) => {
      const auth = req.routeOptions.config?.auth;
      if (!auth) return;
      checkOrigin(req, config);
      const token = req.cookies[SESSION_COOKIE];
      req.user = token ? ((await findSession(db, config.auth, token)) ?? null) : null;
      if (auth === 'public') return;
      if (!req.user) throw await noSession(req, token, db);
      if (!SAFE_METHODS.has(req.method)) {
        const sent = req.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || !sameHash(req.user.csrfTokenHash, tokenHash(sent))) {
          throw new AppError(403, 'csrf_failed', title('forbidden', requestLocale(req)));
        }
      }
      if (
        auth !== 'signed-in' &&
        (!holdsAny(req.user, auth.permission) || (auth.staffOnly && req.user.kind !== 'staff'))
      ) {
        throw new AppError(403, 'forbidden', title('forbidden', requestLocale(req)));
      }
    });
  },
  { name: 'auth-guard' },
);

/**
 * The 401 of a request without a live session: `session_ended` with the stored reason when its session was
 * ended by someone or something (permissions changed, password changed…), so the person is told why;
 * otherwise the plain `unauthorized` (no cookie, expired, unknown token).
 */
async function noSession(req: FastifyRequest, token: string | undefined, db: Db): Promise<AppError> {
  const locale = requestLocale(req);
  const reason = token ? await endedSessionReason(db, token) : undefined;
  if (!reason || reason === 'sign_out')
    return new AppError(401, 'unauthorized', title('unauthorized', locale));
  return new AppError(401, 'session_ended', SESSION_END_REASON_LABELS[reason][locale], {
    extensions: { reason },
  });
}

export function holdsAny(user: SessionUser, permission: string | readonly string[]): boolean {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => user.permissions.has(p));
}

/**
 * A browser always sends Origin on cross-site state-changing requests; refusing foreign origins stops
 * login CSRF on the public forms, where there is no session token yet. Whole origins are compared (scheme,
 * host, port): PUBLIC_URL's, and, when PUBLIC_URL is http (development, local demos), also the address the
 * request was sent to (the Vite proxy, 127.0.0.1 for localhost). An https deployment accepts its public
 * origin alone, so a page served over http on the same host (a network in the middle) cannot post.
 */
function checkOrigin(req: FastifyRequest, config: Config): void {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.origin === undefined) return;
  const origin = originOf(req.headers.origin);
  const publicOrigin = new URL(config.publicUrl).origin;
  const allowed =
    origin !== undefined &&
    (origin === publicOrigin ||
      (publicOrigin.startsWith('http:') &&
        origin === originOf(`${req.protocol}://${req.headers.host ?? ''}`)));
  if (!allowed) throw new AppError(403, 'csrf_failed', title('forbidden', requestLocale(req)));
}

/** The serialized origin of a URL (default port left out), or undefined ('null', malformed). */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The signed-in user of a guarded route (the guard guarantees it). */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError(401, 'unauthorized', title('unauthorized', requestLocale(req)));
  return req.user;
}
