import { numericIdParamsSchema, type Label } from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { documentLocale } from '../http/download.js';
import { requestLocale, type Locale } from '../http/locale.js';
import { sendPdf, type PdfReport } from '../http/pdf.js';
import { currentUser, type RouteAuth } from './auth-guard.js';
import type { SessionUser } from './sessions.js';

/*
 * A record's page read by its id alone, declared: `GET <path>/:id` (a positive integer id, else 400), its
 * permission, its OpenAPI entry and its answer's schema, the record read by the area's `read` within the
 * user's client scope, "not found" (404, in the reader's language) outside it; and its PDF,
 * `GET <path>/:id/pdf`, the record read the same way and printed in the language asked for.
 */

/** What reading one record needs: the database, the signed-in user and the request's language. */
export interface RecordContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
}

/** The request's record context. */
export const recordContext = (req: FastifyRequest, db: Kysely<Database>): RecordContext => ({
  db,
  user: currentUser(req),
  locale: requestLocale(req),
});

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
    async (req) => read(recordContext(req, db), req.params.id),
  );
}

export interface RecordPdfRoute<T, Q extends z.ZodType<{ lang?: Locale | undefined }>> {
  /** The list's path (`/api/quotations`); the PDF is `<path>/:id/pdf`. */
  path: string;
  tags: string[];
  auth: RouteAuth;
  summary: string;
  /** The PDF's query: its language (`lang`, else the request's or the user's) and what else it takes. */
  querystring: Q;
  read: (ctx: RecordContext, id: string) => Promise<T>;
  /** The record's PDF in `locale` and its file's name. */
  pdf: (record: T, locale: Locale, query: z.infer<Q>) => Promise<{ report: PdfReport; file: string }>;
}

export function recordPdfRoute<T, Q extends z.ZodType<{ lang?: Locale | undefined }>>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Kysely<Database>,
  { path, tags, auth, summary, querystring, read, pdf }: RecordPdfRoute<T, Q>,
): void {
  app.get(
    `${path}/:id/pdf`,
    { config: { auth }, schema: { tags, summary, params: numericIdParamsSchema, querystring } },
    async (req, reply) => {
      const ctx = recordContext(req, db);
      const record = await read(ctx, req.params.id);
      const query = req.query as z.infer<Q>;
      const { report, file } = await pdf(record, documentLocale(req, ctx.user, query.lang), query);
      return sendPdf(reply, report, file);
    },
  );
}
