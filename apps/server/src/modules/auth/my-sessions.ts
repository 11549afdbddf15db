import type { Kysely } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { title } from '../../http/messages.js';
import { revokeSession, revokeUserSessions, type SessionUser } from '../../platform/sessions.js';

/*
 * A signed-in person's own sessions (/api/auth/logout and /api/auth/sessions…): sign out, the list of active
 * sessions, one of them ended, every other one ended; each change audited.
 */

type Me = Pick<SessionUser, 'userId' | 'sessionId'>;

/** Ends the session in use (the routes clear its cookies). */
export async function signOut(
  db: Kysely<Database>,
  user: Me,
  facts: { ip: string; userAgent: string | null },
): Promise<void> {
  await revokeSession(db, user.sessionId, 'sign_out');
  await recordAudit(db, {
    actorUserId: user.userId,
    action: 'sign_out',
    entity: 'session',
    entityId: user.sessionId,
    ip: facts.ip,
    userAgent: facts.userAgent,
  });
}

/** The user's sessions neither ended, expired nor idle for longer than `idleMinutes`, latest seen first. */
export async function listMySessions(db: Kysely<Database>, user: Me, idleMinutes: number) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', user.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', new Date(Date.now() - idleMinutes * 60_000))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      current: r.id === user.sessionId,
      createdAt: r.created_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
    })),
  };
}

/** Ends one of the user's own sessions; another person's (or an unknown one) is not found. */
export async function endMySession(
  db: Kysely<Database>,
  user: Me,
  id: string,
  facts: { ip: string; locale: Locale },
): Promise<void> {
  if (!(await revokeSession(db, id, 'ended_by_user', user.userId))) {
    throw new AppError(404, 'not_found', title('not_found', facts.locale));
  }
  await recordAudit(db, {
    actorUserId: user.userId,
    action: 'session.revoke',
    entity: 'session',
    entityId: id,
    ip: facts.ip,
  });
}

/** Ends every session of the user but the one in use; answers how many ended. */
export async function endMyOtherSessions(db: Kysely<Database>, user: Me, ip: string): Promise<number> {
  const revoked = await revokeUserSessions(db, user.userId, 'ended_by_user', user.sessionId);
  await recordAudit(db, {
    actorUserId: user.userId,
    action: 'session.revoke_others',
    entity: 'user',
    entityId: user.userId,
    ip,
    details: { revoked },
  });
  return revoked;
}
