import type { FieldMessageCode } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { hitRateLimit, peekRateLimit } from '../../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../../platform/password-hash.js';
import { revokeUserSessions } from '../../platform/sessions.js';
import { isCommonPassword } from './common-passwords.js';
import type { AccountContext } from './context.js';
import { fieldFailure, rateLimited } from './messages.js';

/** Wrong passwords a signed-in user may type (change password, disable authenticator) per window. */
export const PASSWORD_FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * After a password change or reset: ends the user's sessions (all, or all but `keepSessionId`), revokes the
 * trusted devices, spends outstanding reset links and abandons sign-ins waiting for their code.
 */
export async function endOtherAccess(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string | undefined,
): Promise<{ sessionsEnded: number; devicesRevoked: number }> {
  const now = new Date();
  const sessionsEnded = await revokeUserSessions(db, userId, keepSessionId);
  const devices = await db
    .updateTable('trusted_devices')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .updateTable('sign_in_attempts')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  return { sessionsEnded, devicesRevoked: Number(devices.numUpdatedRows) };
}

/**
 * Re-authentication of a signed-in user by their current password. Failures are counted in PostgreSQL
 * (5 per 15 minutes), so a stolen session cannot be used to guess the password.
 */
export async function confirmPassword(
  ctx: AccountContext,
  userId: string,
  password: string,
  field: string,
  code: FieldMessageCode = 'current_password_invalid',
): Promise<void> {
  const key = `account:password:${userId}`;
  if ((await peekRateLimit(ctx.db, key, FAILURE_WINDOW_SECONDS)) >= PASSWORD_FAILURES_ALLOWED) {
    const retry = FAILURE_WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % FAILURE_WINDOW_SECONDS);
    throw rateLimited(retry, ctx.locale);
  }
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  const ok = row?.password_hash ? await verifyPassword(row.password_hash, password) : false;
  if (!ok) {
    await hitRateLimit(ctx.db, key, FAILURE_WINDOW_SECONDS, PASSWORD_FAILURES_ALLOWED);
    throw fieldFailure(field, code, ctx.locale);
  }
}

/** Change by the signed-in user: the current password, the policy, then the new hash; this session stays. */
export async function changePassword(
  ctx: AccountContext,
  user: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db, locale } = ctx;
  await confirmPassword(ctx, user.userId, input.currentPassword, 'currentPassword');
  if (input.newPassword === input.currentPassword)
    throw fieldFailure('newPassword', 'password_same_as_current', locale);
  if (isCommonPassword(input.newPassword)) throw fieldFailure('newPassword', 'password_common', locale);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: new Date(),
        must_change_password: false,
        updated_at: new Date(),
      })
      .where('id', '=', user.userId)
      .execute();
    const ended = await endOtherAccess(trx, user.userId, user.sessionId);
    await recordAudit(trx, {
      actorUserId: user.userId,
      action: 'password.change',
      entity: 'user',
      entityId: user.userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: ended,
    });
  });
}
