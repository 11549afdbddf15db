import { createHash } from 'node:crypto';
import type { AuditAction } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { createSession, type NewSession } from '../../platform/sessions.js';
import { randomToken, tokenHash } from '../../platform/tokens.js';
import type { AuthContext } from './context.js';

/* How a sign-in ends: a trusted device or an authenticator code checked once, the session made, the device trusted. */

export async function useTrustedDevice(
  db: Kysely<Database>,
  userId: string,
  token: string,
): Promise<boolean> {
  const res = await db
    .updateTable('trusted_devices')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', tokenHash(token))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * An authenticator code is accepted for about 90 s; recording each used time step in the single-use ledger
 * (shared with the captcha, so it holds across instances) stops a code seen over a shoulder being replayed.
 */
export async function firstUseOfTotp(
  db: Kysely<Database>,
  userId: string,
  step: number | undefined,
): Promise<boolean> {
  if (step === undefined) return false;
  const inserted = await db
    .insertInto('captcha_challenges_used')
    .values({
      signature_hash: createHash('sha256').update(`totp:${userId}:${step}`).digest(),
      expires_at: new Date(Date.now() + 5 * 60_000),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function completeSignIn(
  ctx: AuthContext,
  userId: string,
  action: AuditAction,
): Promise<NewSession> {
  const session = await createSession(ctx.db, ctx.config.auth, userId, {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await ctx.db
    .updateTable('users')
    .set({ last_login_at: new Date(), failed_attempts: 0 })
    .where('id', '=', userId)
    .execute();
  await recordAudit(ctx.db, {
    actorUserId: userId,
    action,
    entity: 'session',
    entityId: session.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return session;
}

export async function trustDevice(
  ctx: AuthContext,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ctx.config.auth.trustedDeviceDays * 86_400_000);
  await ctx.db
    .insertInto('trusted_devices')
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      expires_at: expiresAt,
      user_agent: ctx.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt };
}
