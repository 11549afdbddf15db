import { numericIdParamsSchema, type Label } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { requestLocale, type Locale } from '../http/locale.js';
import { currentUser, type RouteAuth } from './auth-guard.js';
import type { SessionUser } from './sessions.js';

/*
 * A record's page read by its id alone, declared: `GET <path>/:id` (a positive integer id, else 400), its
 * permission, its OpenAPI entry and its answer's schema, the record read by the area's `read` within the
 * user's client scope, "not found" (404, in the reader's language) outside it.
 */

/** What reading one record needs: the database, the signed-in user and the request's language. */
export interface RecordContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
}

/** A record outside the user's scope is "not found" too, whatever its id: this message, in its language. */
export const notFound = (message: Label) => (locale: Locale) =>
  new AppError(404, 'not_found', message[locale]);

export interface RecordRoute<S extends z.ZodType> {
  /** The list's path (`/api/back-to-back`); the record is `<path>/:id`. */
  path: string;
  tags: string[];
  auth: RouteAuth;
  summary: string;
  response: S;
  read: (ctx: RecordContext, id: string) => Promise<z.infer<S>>;
}

export function recordRoute<S extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Kysely<Database>,
  { path, tags, auth, summary, response, read }: RecordRoute<S>,
): void {
  // The answer checked by `response` at run time; typed by `read`, which Fastify cannot see through S.
  const answer: z.ZodType = response;
  app.get(
    `${path}/:id`,
    { config: { auth }, schema: { tags, summary, params: numericIdParamsSchema, response: { 200: answer } } },
    async (req) => read({ db, user: currentUser(req), locale: requestLocale(req) }, req.params.id),
  );
}
