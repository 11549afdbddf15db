import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PasswordLinkPurpose } from '@fxbo/domain';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { enqueueMail } from '../../mail/outbox.js';
import { sendDue } from '../../mail/sender.js';
import { requireCaptcha } from '../../platform/captcha.js';
import { hashPassword } from '../../platform/password-hash.js';
import { storePasswordLink } from '../../platform/password-links.js';
import { tokenHash } from '../../platform/tokens.js';
import type { AccountContext } from './context.js';
import { fieldText, rateLimited } from './messages.js';
import { refuseGuessable, storeNewPassword } from './password.js';
import { resetPasswordMail } from './reset-mail.js';

export const RESET_VALID_MINUTES = 60;
/** Recovery requests per address (known or not, so the limit reveals nothing) per hour. */
export const RECOVERY_PER_EMAIL = 3;
const EMAIL_WINDOW_SECONDS = 3600;
const IP_WINDOW_SECONDS = 15 * 60;

/** Work to run after the answer is sent: issuing the token and delivering its e-mail. */
export type DeferredJob = () => Promise<void>;

/**
 * Recovery request. Known and unknown addresses take the same path up to the answer (rate limits, captcha,
 * one indexed look-up) and get the same answer; the token and its e-mail are made afterwards, off the
 * request's clock, so neither the body, the status nor the timing says whether the address has an account.
 */
export async function requestRecovery(
  ctx: AccountContext,
  input: { email: string; captcha: string },
): Promise<DeferredJob | undefined> {
  const { db, config, locale } = ctx;
  if (ctx.ip) {
    const limit = await hitRateLimit(db, `recovery:ip:${ctx.ip}`, IP_WINDOW_SECONDS, config.auth.ratePerIp);
    if (!limit.allowed) throw rateLimited(limit.retryAfter, locale);
  }
  await requireCaptcha(db, ctx.captchaKeys, input.captcha, locale);
  // After the captcha, so nobody can use up someone else's allowance without solving one each time.
  const emailKey = createHash('sha256').update(input.email).digest('hex');
  const perEmail = await hitRateLimit(
    db,
    `recovery:email:${emailKey}`,
    EMAIL_WINDOW_SECONDS,
    RECOVERY_PER_EMAIL,
  );
  if (!perEmail.allowed) throw rateLimited(perEmail.retryAfter, locale);

  // Active users only (blocked or not: a reset is how a blocked user gets back in); an inactive or
  // pending account could not sign in with a new password anyway.
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('email', '=', input.email)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return user ? () => issueResetToken(ctx, user) : undefined;
}

/**
 * A new single-use token valid for an hour, replacing any outstanding one, and its e-mail queued in the
 * same transaction; then one delivery attempt (a failure stays in the outbox for the sender's retries).
 */
export async function issueResetToken(
  ctx: AccountContext,
  user: { id: string; name: string; email: string; locale: 'pt-BR' | 'en' },
): Promise<void> {
  const { db, config } = ctx;
  const expiresAt = new Date(Date.now() + RESET_VALID_MINUTES * 60_000);
  const mailId = await db.transaction().execute(async (trx) => {
    // Serialises concurrent requests of one user, so only the newest token survives.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    await trx
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    const link = await storePasswordLink(trx, config.publicUrl, {
      userId: user.id,
      expiresAt,
      ip: ctx.ip,
      purpose: 'reset',
    });
    await recordAudit(trx, {
      actorUserId: null,
      action: 'password.recovery_requested',
      entity: 'user',
      entityId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return enqueueMail(trx, resetPasswordMail(user.email, user.name, link, RESET_VALID_MINUTES, user.locale));
  });
  await sendDue(db, ctx.mailer, ctx.log, [mailId]);
}

/** The user of a token that can still be used: unused, unexpired, of an active account. */
export async function findResetToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: string; purpose: PasswordLinkPurpose } | undefined> {
  if (token === '') return undefined;
  const row = await db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.purpose'])
    .where('t.token_hash', '=', tokenHash(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('u.deleted_at', 'is', null)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : undefined;
}

export function resetLinkInvalid(ctx: Pick<AccountContext, 'locale'>, status = 400): AppError {
  const message = fieldText('reset_link_invalid', ctx.locale);
  return new AppError(status, 'reset_link_invalid', message, {
    ...(status === 400 ? { errors: [{ path: 'body.hash', code: 'reset_link_invalid', message }] } : {}),
  });
}

/**
 * Reset with the e-mailed token: the new password replaces the old, the token is spent, the user is
 * unblocked, and every session, trusted device and pending sign-in of the user ends; all or nothing.
 */
export async function resetPassword(
  ctx: AccountContext,
  input: { hash: string; newPassword: string },
): Promise<void> {
  const { db } = ctx;
  const owner = await findResetToken(db, input.hash);
  if (!owner) throw resetLinkInvalid(ctx);
  await refuseGuessable(ctx, owner.userId, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);

  await db.transaction().execute(async (trx) => {
    // The conditional update spends the token exactly once, even when two requests race with it.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash(input.hash))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) throw resetLinkInvalid(ctx);
    const before = await trx
      .selectFrom('users')
      .select(['blocked'])
      .where('id', '=', spent.user_id)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw resetLinkInvalid(ctx);
    const ended = await storeNewPassword(trx, spent.user_id, passwordHash, { unblock: true });
    await recordAudit(trx, {
      actorUserId: spent.user_id,
      action: 'password.reset',
      entity: 'user',
      entityId: spent.user_id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { unblocked: before.blocked, ...ended },
    });
  });
}
