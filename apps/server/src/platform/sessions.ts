import type { SessionEndReason } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { randomToken, tokenHash } from './tokens.js';

export interface SessionUser {
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  kind: 'staff' | 'client';
  locale: 'pt-BR' | 'en';
  permissions: ReadonlySet<string>;
  /** Staff with the all-clients flag see every client's records. */
  allClients: boolean;
  clientIds: readonly string[];
  csrfTokenHash: Buffer | null;
}

export interface NewSession {
  id: string;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** Touching last_seen_at at most once a minute keeps reads from turning into writes. */
const TOUCH_AFTER_SECONDS = 60;

export async function createSession(
  db: Kysely<Database>,
  auth: Config['auth'],
  userId: string,
  meta: { ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(Date.now() + auth.maxHours * 3_600_000);
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      csrf_token_hash: tokenHash(csrfToken),
      user_id: userId,
      expires_at: expiresAt,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, csrfToken, expiresAt };
}

/**
 * The live session for a token: not revoked, within its absolute lifetime and idle timeout, of a user
 * who is active, not blocked and not deleted. Anything else is no session at all.
 */
export async function findSession(
  db: Kysely<Database>,
  auth: Config['auth'],
  token: string,
): Promise<SessionUser | undefined> {
  const idle = `${auth.idleMinutes} minutes`;
  const row = (
    await sql<{
      session_id: string;
      user_id: string;
      name: string;
      email: string;
      kind: 'staff' | 'client';
      locale: 'pt-BR' | 'en';
      all_clients: boolean;
      csrf_token_hash: Buffer | null;
      stale: boolean;
      permissions: string[];
      client_ids: string[];
    }>`
      select s.id as session_id, u.id as user_id, u.name, u.email::text as email, u.kind, u.locale, u.all_clients,
             s.csrf_token_hash, s.last_seen_at < now() - ${`${TOUCH_AFTER_SECONDS} seconds`}::interval as stale,
             array(select permission_key from user_effective_permissions p where p.user_id = u.id) as permissions,
             array(select client_id::text from user_clients c where c.user_id = u.id order by client_id) as client_ids
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${tokenHash(token)} and s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - ${idle}::interval
        and u.deleted_at is null and u.status = 'active' and not u.blocked`.execute(db)
  ).rows[0];
  if (!row) return undefined;
  if (row.stale)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date() })
      .where('id', '=', row.session_id)
      .execute();
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    kind: row.kind,
    locale: row.locale,
    permissions: new Set(row.permissions),
    allClients: row.all_clients,
    clientIds: row.client_ids,
    csrfTokenHash: row.csrf_token_hash,
  };
}

/**
 * Whether a session found earlier is still live and its user still holds `permission`: for a long-lived
 * response (a server-sent event stream) that checked the session only when it opened.
 */
export async function sessionStillAllows(
  db: Kysely<Database>,
  auth: Config['auth'],
  sessionId: string,
  permission: string,
): Promise<boolean> {
  const idle = `${auth.idleMinutes} minutes`;
  const { rows } = await sql<{ ok: boolean }>`
    select true as ok from sessions s join users u on u.id = s.user_id
     where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now()
       and s.last_seen_at > now() - ${idle}::interval
       and u.deleted_at is null and u.status = 'active' and not u.blocked
       and exists (select 1 from user_effective_permissions p
                    where p.user_id = u.id and p.permission_key = ${permission})`.execute(db);
  return rows.length > 0;
}

/**
 * Why the session of `token` ended before its time, if it did: a revoked session within its absolute lifetime
 * whose revocation stored a reason (sessions revoked before migration 0030 have none). Only the holder of
 * the token learns it.
 */
export async function endedSessionReason(
  db: Kysely<Database>,
  token: string,
): Promise<SessionEndReason | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('revoked_reason')
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is not', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.revoked_reason ?? undefined;
}

/** Ends one session (of `userId` only, when given), saying why; whether it was still open. */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  reason: SessionEndReason,
  userId?: string,
): Promise<boolean> {
  let q = revokeOpen(db, reason).where('id', '=', sessionId);
  if (userId) q = q.where('user_id', '=', userId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Ends every session of a user (password change, permissions changed, inactivation), saying why, optionally
 * keeping the current one.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<number> {
  let q = revokeOpen(db, reason).where('user_id', '=', userId);
  if (exceptSessionId) q = q.where('id', '<>', exceptSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The update that ends the sessions still open, before it says which. */
function revokeOpen(db: Kysely<Database>, reason: SessionEndReason) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('revoked_at', 'is', null);
}
