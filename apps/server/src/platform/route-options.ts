import type { FastifySchema } from 'fastify';
import type { RouteAuth } from './auth-guard.js';

/**
 * The options every /api route of an area gives: who may call it (auth-guard.ts) and its OpenAPI schema under
 * the area's tags. A route then says only what is its own:
 * `app.get(url, options(auth, summary, { params, body, response }), handler)`.
 */
export function routeOptions(tags: string[]) {
  return <S extends FastifySchema>(auth: RouteAuth, summary: string, schema: S) => ({
    config: { auth },
    schema: { tags, summary, ...schema },
  });
}
