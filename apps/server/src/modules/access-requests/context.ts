import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { PERMISSIONS, type PermissionKey } from '@fxbo/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { requestLocale, type Locale } from '../../http/locale.js';
import type { CaptchaKeys } from '../../platform/captcha.js';
import { clientScope, inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { SessionUser } from '../../platform/sessions.js';

/** What the access-request services need from a request, so they stay plain functions. */
export interface RequestContext {
  db: Kysely<Database>;
  config: Config;
  captchaKeys: CaptchaKeys;
  locale: Locale;
  /** The client address, only when it is a well-formed IP (it is stored in `inet` columns). */
  ip: string | null;
  userAgent: string | null;
  /** The signed-in user (the approver); null on the public form. */
  actor: SessionUser | null;
}

export function requestContext(
  req: FastifyRequest,
  deps: Pick<RequestContext, 'db' | 'config' | 'captchaKeys'>,
): RequestContext {
  return {
    ...deps,
    locale: requestLocale(req),
    ip: req.ip && isIP(req.ip) ? req.ip : null,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
    actor: req.user,
  };
}

/** The approver's clients; undefined means all (staff with every client). */
export function scopeOf(actor: SessionUser): ClientScope {
  return clientScope(actor);
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

/** Catalogue rows for keys about to be granted (the start-up sync normally made them already). */
export async function ensurePermissionRows(
  db: Kysely<Database>,
  keys: readonly PermissionKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('permissions')
    .values(
      keys.map((key) => ({ key, area: PERMISSIONS[key].area, description: PERMISSIONS[key].description })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The name of the unique index a PostgreSQL unique violation hit, or undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' ? String(e.constraint ?? '') : undefined;
}
