import QRCode from 'qrcode';
import type { TotpSetupResponse } from '@fxbo/domain';
import { recordAudit } from '../../db/audit.js';
import { AppError } from '../../http/app-error.js';
import { hitRateLimit, peekRateLimit } from '../../http/rate-limit.js';
import { encryptSecret, newTotpSecret, totpFor, verifyTotp } from '../../platform/totp.js';
import type { AccountContext } from './context.js';
import { accountMessage, fieldFailure, rateLimited } from './messages.js';
import { confirmPassword } from './password.js';

/** Wrong authenticator codes allowed while enabling, per user per window. */
export const TOTP_FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;

interface Who {
  userId: string;
  email: string;
}

function alreadyEnabled(ctx: AccountContext): AppError {
  return new AppError(409, 'totp_already_enabled', accountMessage('totp_already_enabled', ctx.locale));
}

function secretKey(ctx: AccountContext): string {
  return ctx.config.sessionSecret ?? '';
}

/**
 * Step 1: a fresh secret, stored encrypted and pending (`totp_enabled_at` null) until a code proves the app
 * has it. Until then sign-in keeps e-mailing codes. A repeated setup replaces the pending secret.
 */
export async function setupTotp(ctx: AccountContext, user: Who): Promise<TotpSetupResponse> {
  const secret = newTotpSecret();
  const res = await ctx.db
    .updateTable('users')
    .set({ totp_secret: encryptSecret(secret, secretKey(ctx)), updated_at: new Date() })
    .where('id', '=', user.userId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw alreadyEnabled(ctx);
  await recordAudit(ctx.db, {
    actorUserId: user.userId,
    action: 'totp.setup',
    entity: 'user',
    entityId: user.userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  const otpauthUrl = totpFor(secret, user.email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** Step 2: a code from the app turns the pending secret on; from then on sign-in asks for app codes. */
export async function enableTotp(ctx: AccountContext, user: Who, code: string): Promise<void> {
  const { db, locale } = ctx;
  const key = `account:totp:${user.userId}`;
  if ((await peekRateLimit(db, key, FAILURE_WINDOW_SECONDS)) >= TOTP_FAILURES_ALLOWED) {
    const retry = FAILURE_WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % FAILURE_WINDOW_SECONDS);
    throw rateLimited(retry, locale);
  }
  const row = await db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (row.totp_enabled_at) throw alreadyEnabled(ctx);
  if (!row.totp_secret)
    throw new AppError(409, 'totp_not_pending', accountMessage('totp_not_pending', locale));
  if (!verifyTotp(row.totp_secret, code, secretKey(ctx))) {
    await hitRateLimit(db, key, FAILURE_WINDOW_SECONDS, TOTP_FAILURES_ALLOWED);
    throw fieldFailure('code', 'invalid_code', locale, 'invalid_code');
  }
  // Only the secret the code was checked against, in case a new setup raced with this request.
  const res = await db
    .updateTable('users')
    .set({ totp_enabled_at: new Date(), updated_at: new Date() })
    .where('id', '=', user.userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_secret', '=', row.totp_secret)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    throw new AppError(409, 'totp_not_pending', accountMessage('totp_not_pending', locale));
  await recordAudit(db, {
    actorUserId: user.userId,
    action: 'totp.enable',
    entity: 'user',
    entityId: user.userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}

/** Turning the app off (or abandoning a pending setup) needs the password; sign-in goes back to e-mail. */
export async function disableTotp(ctx: AccountContext, user: Who, password: string): Promise<void> {
  await confirmPassword(ctx, user.userId, password, 'password');
  const before = await ctx.db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, updated_at: new Date() })
    .where('id', '=', user.userId)
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await recordAudit(ctx.db, {
    actorUserId: user.userId,
    action: 'totp.disable',
    entity: 'user',
    entityId: before.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
