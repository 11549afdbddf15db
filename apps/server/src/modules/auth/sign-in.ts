import { createHash, createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { LoginIdentifier } from '@fxbo/domain';
import { recordAudit } from '../../db/audit.js';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { hitRateLimit, peekRateLimit } from '../../http/rate-limit.js';
import { enqueueMail } from '../../mail/outbox.js';
import { sendDue } from '../../mail/sender.js';
import { requireCaptcha } from '../../platform/captcha.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/password-hash.js';
import { randomToken, tokenHash } from '../../platform/tokens.js';
import { totpStep } from '../../platform/totp.js';
import { signInCodeMail } from './code-mail.js';
import { authMessage } from './messages.js';
import type { AuthContext, SignInResult } from './context.js';
import { completeSignIn, firstUseOfTotp, trustDevice, useTrustedDevice } from './session-start.js';

export type { AuthContext, SignInResult } from './context.js';

export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_RESENDS = 3;
const IP_WINDOW_SECONDS = 15 * 60;
const UNKNOWN_WINDOW_SECONDS = 24 * 3600;

/**
 * Password step. Unknown identifiers and wrong passwords take the same path (a dummy argon2 check, a
 * failure counter, the same answer), so neither the body, the status nor the timing says which it was.
 */
export async function signIn(
  ctx: AuthContext,
  input: { login: LoginIdentifier; password: string; captcha: string; deviceToken: string | undefined },
): Promise<SignInResult> {
  const { db, config, locale } = ctx;
  if (ctx.ip) {
    const limit = await hitRateLimit(db, `sign-in:ip:${ctx.ip}`, IP_WINDOW_SECONDS, config.auth.ratePerIp);
    if (!limit.allowed) {
      throw new AppError(429, 'rate_limited', authMessage('rate_limited', locale), {
        headers: { 'Retry-After': String(limit.retryAfter) },
      });
    }
  }
  await requireCaptcha(db, ctx.captchaKeys, input.captcha, locale);

  let q = db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'password_hash',
      'status',
      'blocked',
      'failed_attempts',
      'totp_enabled_at',
      'locale',
    ])
    .where('deleted_at', 'is', null);
  q =
    input.login.kind === 'email'
      ? q.where('email', '=', input.login.value)
      : q.where('cpf', '=', input.login.value);
  const user = await q.executeTakeFirst();

  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);

  if (!user || !passwordOk || user.blocked) {
    ctx.metrics.signInFailed('password');
    const failures = user
      ? await countUserFailure(ctx, user.id, user.blocked, !passwordOk)
      : await countUnknownFailure(ctx, input.login.value);
    throw failureError(failures, config.auth.maxFailures, locale);
  }
  if (user.status !== 'active') {
    // The password was right, so saying why does not reveal anything to a stranger.
    throw new AppError(403, 'user_inactive', authMessage('user_blocked', locale));
  }

  await db.updateTable('users').set({ failed_attempts: 0 }).where('id', '=', user.id).execute();

  const device = input.deviceToken ? await useTrustedDevice(db, user.id, input.deviceToken) : false;
  if (device) {
    const session = await completeSignIn(ctx, user.id, 'sign_in.trusted_device');
    return { status: 'signed_in', session, userId: user.id, device: undefined };
  }
  return startSecondFactor(ctx, user);
}

async function countUserFailure(
  ctx: AuthContext,
  userId: string,
  alreadyBlocked: boolean,
  wrongPassword: boolean,
): Promise<number> {
  if (alreadyBlocked) return Number.POSITIVE_INFINITY;
  if (!wrongPassword) return 0;
  const row = await ctx.db
    .updateTable('users')
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      blocked: sql<boolean>`failed_attempts + 1 >= ${ctx.config.auth.maxFailures}`,
      blocked_at: sql<Date | null>`case when failed_attempts + 1 >= ${ctx.config.auth.maxFailures} then now() else null end`,
    }))
    .where('id', '=', userId)
    .returning(['failed_attempts', 'blocked'])
    .executeTakeFirstOrThrow();
  if (row.blocked) {
    ctx.metrics.lockedOut();
    await recordAudit(ctx.db, {
      actorUserId: null,
      action: 'user.blocked_by_failures',
      entity: 'user',
      entityId: userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  }
  return row.failed_attempts;
}

/** Unknown identifiers get a counter of their own (by hash), so they "block" exactly like real users. */
async function countUnknownFailure(ctx: AuthContext, login: string): Promise<number> {
  const key = `sign-in:unknown:${createHash('sha256').update(login).digest('hex')}`;
  const before = await peekRateLimit(ctx.db, key, UNKNOWN_WINDOW_SECONDS);
  if (before >= ctx.config.auth.maxFailures) return Number.POSITIVE_INFINITY;
  return (await hitRateLimit(ctx.db, key, UNKNOWN_WINDOW_SECONDS, ctx.config.auth.maxFailures)).count;
}

function failureError(failures: number, max: number, locale: Locale): AppError {
  if (failures >= max) return new AppError(403, 'user_blocked', authMessage('user_blocked', locale));
  const message = authMessage('invalid_grant', locale);
  const fields = [
    { path: 'body.login', code: 'invalid_grant', message },
    { path: 'body.password', code: 'invalid_grant', message },
  ];
  const detail = failures === max - 1 ? authMessage('last_attempt', locale) : undefined;
  return new AppError(401, 'invalid_grant', message, { errors: fields, ...(detail ? { detail } : {}) });
}

function codeHash(secret: string, attemptId: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${attemptId}:${code}`).digest();
}

function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

async function startSecondFactor(
  ctx: AuthContext,
  user: { id: string; name: string; email: string; totp_enabled_at: Date | null; locale: Locale },
): Promise<SignInResult> {
  const method = user.totp_enabled_at ? 'totp' : 'email';
  const expiresAt = new Date(Date.now() + CODE_VALID_MINUTES * 60_000);
  const attempt = await ctx.db
    .insertInto('sign_in_attempts')
    // An authenticator user never receives this code; the hash only fills the column.
    .values({
      user_id: user.id,
      expires_at: expiresAt,
      code_hash: tokenHash(randomToken()),
      ip: ctx.ip,
      user_agent: ctx.userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (method === 'totp') {
    return {
      status: 'code_required',
      attemptId: attempt.id,
      method,
      emailHint: null,
      expiresAt,
      resendAvailableAt: null,
    };
  }
  await sendCode(ctx, attempt.id, user);
  return {
    status: 'code_required',
    attemptId: attempt.id,
    method,
    emailHint: emailHint(user.email),
    expiresAt,
    resendAvailableAt: new Date(Date.now() + RESEND_AFTER_SECONDS * 1000),
  };
}

/** Stores the new code's hash and delivers it now; a delivery failure is reported to the user. */
async function sendCode(
  ctx: AuthContext,
  attemptId: string,
  user: { name: string; email: string; locale: Locale },
): Promise<void> {
  const code = newCode();
  const mailId = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sign_in_attempts')
      .set({ code_hash: codeHash(ctx.config.sessionSecret ?? '', attemptId, code), code_sent_at: new Date() })
      .where('id', '=', attemptId)
      .execute();
    return enqueueMail(trx, signInCodeMail(user.email, user.name, code, user.locale));
  });
  const sent = await sendDue(ctx.db, ctx.mailer, ctx.log, [mailId]).catch(() => 0);
  if (sent !== 1) throw new AppError(502, 'mail_not_sent', authMessage('mail_not_sent', ctx.locale));
}

export async function resendCode(
  ctx: AuthContext,
  attemptId: string,
): Promise<{ resendAvailableAt: Date; expiresAt: Date }> {
  const row = await ctx.db
    .selectFrom('sign_in_attempts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.code_sent_at',
      'a.resend_count',
      'a.expires_at',
      'a.consumed_at',
      'a.tries',
      'u.name',
      'u.email',
      'u.locale',
      'u.totp_enabled_at',
    ])
    .where('a.id', '=', attemptId)
    .executeTakeFirst();
  if (
    !row ||
    row.consumed_at ||
    row.expires_at <= new Date() ||
    row.tries >= CODE_MAX_TRIES ||
    row.totp_enabled_at
  ) {
    throw new AppError(400, 'code_expired', authMessage('code_expired', ctx.locale));
  }
  const wait = Math.ceil((row.code_sent_at.getTime() + RESEND_AFTER_SECONDS * 1000 - Date.now()) / 1000);
  if (wait > 0 || row.resend_count >= MAX_RESENDS) {
    const retry = wait > 0 ? wait : Math.ceil((row.expires_at.getTime() - Date.now()) / 1000);
    throw new AppError(429, 'resend_too_soon', authMessage('resend_too_soon', ctx.locale), {
      headers: { 'Retry-After': String(retry) },
    });
  }
  const expiresAt = new Date(Date.now() + CODE_VALID_MINUTES * 60_000);
  await ctx.db
    .updateTable('sign_in_attempts')
    .set((eb) => ({ resend_count: eb('resend_count', '+', 1), expires_at: expiresAt }))
    .where('id', '=', attemptId)
    .execute();
  await sendCode(ctx, attemptId, row);
  return { resendAvailableAt: new Date(Date.now() + RESEND_AFTER_SECONDS * 1000), expiresAt };
}

/**
 * Code step. Each try is counted before the comparison (at most 5), the attempt is consumed by a
 * conditional update so a code works exactly once, even when two requests race with it.
 */
export async function verifyCode(
  ctx: AuthContext,
  input: { attemptId: string; code: string; trustDevice: boolean },
): Promise<Extract<SignInResult, { status: 'signed_in' }>> {
  const { db, locale } = ctx;
  const attempt = await db
    .updateTable('sign_in_attempts')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', input.attemptId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('tries', '<', CODE_MAX_TRIES)
    .returning(['id', 'user_id', 'code_hash', 'tries'])
    .executeTakeFirst();
  if (!attempt) throw new AppError(400, 'code_expired', authMessage('code_expired', locale));

  const user = await db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at', 'status', 'blocked', 'deleted_at'])
    .where('id', '=', attempt.user_id)
    .executeTakeFirstOrThrow();
  const ok =
    user.totp_enabled_at && user.totp_secret
      ? await firstUseOfTotp(
          db,
          attempt.user_id,
          totpStep(user.totp_secret, input.code, ctx.config.sessionSecret ?? ''),
        )
      : codeHash(ctx.config.sessionSecret ?? '', attempt.id, input.code).equals(attempt.code_hash);
  if (!ok) {
    ctx.metrics.signInFailed('code');
    const left = CODE_MAX_TRIES - attempt.tries;
    const message = authMessage(left > 0 ? 'invalid_code' : 'code_expired', locale);
    throw new AppError(400, left > 0 ? 'invalid_code' : 'code_expired', message, {
      errors: [{ path: 'body.code', code: 'invalid_code', message }],
    });
  }
  const consumed = await db
    .updateTable('sign_in_attempts')
    .set({ consumed_at: new Date() })
    .where('id', '=', attempt.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  // Deactivated, blocked or deleted since the password step: the code no longer opens anything.
  const usable = user.status === 'active' && !user.blocked && user.deleted_at === null;
  if (Number(consumed.numUpdatedRows) !== 1 || !usable) {
    throw new AppError(400, 'code_expired', authMessage('code_expired', locale));
  }
  const session = await completeSignIn(ctx, attempt.user_id, 'sign_in');
  const device =
    input.trustDevice && ctx.config.auth.trustedDeviceDays > 0
      ? await trustDevice(ctx, attempt.user_id)
      : undefined;
  return { status: 'signed_in', session, userId: attempt.user_id, device };
}
