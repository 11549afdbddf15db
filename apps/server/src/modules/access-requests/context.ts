import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { CaptchaKeys } from '../../platform/captcha.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { requestFacts, type RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';

/** What the access-request services need from a request, so they stay plain functions. */
export interface RequestContext extends RequestFacts {
  db: Kysely<Database>;
  config: Config;
  captchaKeys: CaptchaKeys;
  /** The signed-in user (the approver); null on the public form. */
  actor: SessionUser | null;
}

export function requestContext(
  req: FastifyRequest,
  deps: Pick<RequestContext, 'db' | 'config' | 'captchaKeys'>,
): RequestContext {
  return { ...deps, ...requestFacts(req), actor: req.user };
}

/**
 * An approver with a client scope sees only the requests naming (by CPF/CNPJ) at least one of their
 * clients: a client company's administrator handles its own people, not other companies'.
 */
export function requestVisibleTo(scope: ClientScope, alias = 'r'): Expression<SqlBool> {
  if (scope === undefined) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(alias)}.client_tax_ids && array(
    select tax_id::text from clients where ${inClientScope('id', scope)})`;
}

/** The name of the unique index a PostgreSQL unique violation hit, or undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' ? String(e.constraint ?? '') : undefined;
}

/** The signed-in approver of a queue or decision route (the public form has none). */
export function approver(ctx: RequestContext): SessionUser {
  if (!ctx.actor) throw new Error('an approver is required');
  return ctx.actor;
}
