import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope, userInClientScope, type ClientScope } from '../../platform/client-scope.js';
import { requestFacts, type RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';

/** What the user-administration services need from a request: plain functions, testable without HTTP. */
export interface AdminContext extends RequestFacts {
  db: Kysely<Database>;
  config: Config;
  actor: SessionUser;
  /** The clients the actor may see; undefined means all (staff with every client). */
  scope: ClientScope;
}

export function adminContext(
  req: FastifyRequest,
  deps: { db: Kysely<Database>; config: Config },
): AdminContext {
  const actor = currentUser(req);
  return { ...deps, ...requestFacts(req), actor, scope: clientScope(actor) };
}

/**
 * Which users an administrator may see and act on. Staff with every client: everyone. Anyone else: the
 * users associated with at least one of the administrator's own clients, except staff with every client
 * (who are associated with no client in particular). Deleted users are never visible. `alias` names the
 * users table in the query.
 */
export function userVisibleTo(scope: ClientScope, alias = 'u'): Expression<SqlBool> {
  const base = sql<SqlBool>`${sql.ref(alias)}.deleted_at is null`;
  if (scope === undefined) return base;
  return sql<SqlBool>`${base} and ${userInClientScope(alias, scope)}`;
}

/** A PostgreSQL unique violation (a concurrent request won the race). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** Declared with the client scope, which every search of user input beside it uses. */
export { likeEscape } from '../../platform/client-scope.js';
