import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How long spent rows are kept after they stop mattering, for support questions ("why was I logged out?"). */
const GRACE = sql`interval '1 day'`;
/** Sessions and trusted devices: expired, or revoked, longer ago than the grace. */
const EXPIRED_OR_REVOKED = sql<SqlBool>`(expires_at < now() - ${GRACE} or revoked_at < now() - ${GRACE})`;

export interface PurgeCounts {
  sessions: number;
  signInAttempts: number;
  passwordResetTokens: number;
  trustedDevices: number;
  captchaChallenges: number;
  rateLimits: number;
  idempotencyKeys: number;
}

/**
 * Deletes what can no longer be used: sessions, sign-in attempts, reset tokens and trusted devices a day
 * past their expiry (or revocation), captcha replay rows an hour after their challenge expired (an expired
 * challenge is refused on its own), rate-limit windows that ended more than a day ago and idempotency keys past
 * their expiry (a day after their action; platform/idempotency.ts treats them as gone already). Safe to run on any instance,
 * at any time; each statement is independent and uses the table's expiry index.
 */
export async function purgeExpired(db: Kysely<Database>): Promise<PurgeCounts> {
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const sessions = await db.deleteFrom('sessions').where(EXPIRED_OR_REVOKED).executeTakeFirst();
  const signInAttempts = await db
    .deleteFrom('sign_in_attempts')
    .where('expires_at', '<', sql<Date>`now() - ${GRACE}`)
    .executeTakeFirst();
  const passwordResetTokens = await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', sql<Date>`now() - ${GRACE}`)
    .executeTakeFirst();
  const trustedDevices = await db.deleteFrom('trusted_devices').where(EXPIRED_OR_REVOKED).executeTakeFirst();
  const captchaChallenges = await db
    .deleteFrom('captcha_challenges_used')
    // An hour's margin covers instances whose clocks run behind the database's.
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  // The longest window in use is a day (unknown sign-in identifiers), so one that started a day ago has ended.
  const rateLimits = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - ${GRACE}`)
    .executeTakeFirst();
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return {
    sessions: count(sessions),
    signInAttempts: count(signInAttempts),
    passwordResetTokens: count(passwordResetTokens),
    trustedDevices: count(trustedDevices),
    captchaChallenges: count(captchaChallenges),
    rateLimits: count(rateLimits),
    idempotencyKeys: count(idempotencyKeys),
  };
}
