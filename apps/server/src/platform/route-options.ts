import type { FastifySchema } from 'fastify';
import type { RouteAuth } from './auth-guard.js';

/**
 * The options every /api route of an area gives: who may call it (auth-guard.ts) and its OpenAPI schema under
 * the area's tags. A route then says only what is its own:
 * `app.get(url, options(auth, summary, { params, body, response }), handler)`.
 * A state-changing action says `options.action(…)`: it honours the Idempotency-Key header (idempotency.ts), whose
 * schema is added to the route's, and its handler does its change through `once`.
 */
export function routeOptions(tags: string[]) {
  const options = <S extends FastifySchema>(auth: RouteAuth, summary: string, schema: S) => ({
    config: { auth },
    schema: { tags, summary, ...schema },
  });
  const action = <S extends FastifySchema>(auth: RouteAuth, summary: string, schema: S) => ({
    config: { auth, idempotent: true as const },
    schema: { tags, summary, ...schema },
  });
  return Object.assign(options, { action });
}
