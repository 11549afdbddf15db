import type { FieldMessageCode } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { hitRateLimit, peekRateLimit } from '../../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../../platform/password-hash.js';
import { revokeUserSessions } from '../../platform/sessions.js';
import { passwordRefusal } from '../../platform/common-passwords.js';
import type { AccountContext } from './context.js';
import { fieldFailure, rateLimited } from './messages.js';

/** Wrong passwords a signed-in user may type (change password, disable authenticator) per window. */
export const PASSWORD_FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * After a password change or reset: ends the user's sessions (all, or all but `keepSessionId`), revokes the
 * trusted devices, spends outstanding reset links and abandons sign-ins waiting for their code.
 */
async function endOtherAccess(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string | undefined,
): Promise<{ sessionsEnded: number; devicesRevoked: number }> {
  const now = new Date();
  const sessionsEnded = await revokeUserSessions(db, userId, 'password_changed', keepSessionId);
  const devicesRevoked = await markSpent(db, 'trusted_devices', 'revoked_at', userId, now);
  await markSpent(db, 'password_reset_tokens', 'used_at', userId, now);
  await markSpent(db, 'sign_in_attempts', 'consumed_at', userId, now);
  return { sessionsEnded, devicesRevoked };
}

/** Sets `column` (when it was spent) on the user's rows of `table` not spent yet; how many it set. */
async function markSpent(
  db: Kysely<Database>,
  table: 'trusted_devices' | 'password_reset_tokens' | 'sign_in_attempts',
  column: 'revoked_at' | 'used_at' | 'consumed_at',
  userId: string,
  now: Date,
): Promise<number> {
  const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${now}
    where user_id = ${userId} and ${sql.ref(column)} is null`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Stores a user's new password hash and ends the other ways in (endOtherAccess): what a change and a reset
 * share. A reset also clears the lock-out (`unblock`): the e-mailed link proved who is asking.
 */
export async function storeNewPassword(
  trx: Kysely<Database>,
  userId: string,
  passwordHash: string,
  opts: { keepSessionId?: string; unblock?: boolean },
): Promise<{ sessionsEnded: number; devicesRevoked: number }> {
  await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      must_change_password: false,
      ...(opts.unblock ? { failed_attempts: 0, blocked: false, blocked_at: null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  return endOtherAccess(trx, userId, opts.keepSessionId);
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

/** A 400 on `newPassword` when it is common or holds the user's name or e-mail (passwordRefusal). */
export async function refuseGuessable(ctx: AccountContext, userId: string, password: string): Promise<void> {
  const owner = await ctx.db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const refusal = passwordRefusal(password, owner ?? {});
  if (refusal) throw fieldFailure('newPassword', refusal, ctx.locale);
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
  await refuseGuessable(ctx, user.userId, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const ended = await storeNewPassword(trx, user.userId, passwordHash, { keepSessionId: user.sessionId });
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
