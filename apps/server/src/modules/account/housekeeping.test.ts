import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/users.js';
import { tokenHash } from '../../platform/tokens.js';
import { purgeExpired } from './housekeeping.js';
import { suiteDatabase } from '../../../test/suite.js';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

describe('purgeExpired', () => {
  const database = suiteDatabase();

  it('deletes what can no longer be used and keeps the rest', async () => {
    const db = database.db;
    const { id: userId } = await createUser(db);
    const label = (name: string) => tokenHash(name);

    // [created, expires, revoked] per row; names tell which must survive.
    const sessions: [string, Date, Date, Date | null][] = [
      ['live', hours(-1), hours(11), null],
      ['expired-recently', hours(-13), hours(-1), null],
      ['expired-long-ago', hours(-40), hours(-28), null],
      ['revoked-recently', hours(-2), hours(10), hours(-1)],
      ['revoked-long-ago', hours(-30), hours(10), hours(-25)],
    ];
    for (const [name, created, expires, revoked] of sessions) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: label(`session:${name}`),
          user_id: userId,
          created_at: created,
          last_seen_at: created,
          expires_at: expires,
          revoked_at: revoked,
        })
        .execute();
    }
    for (const [name, created, expires] of [
      ['live', hours(-0.1), hours(0.1)],
      ['old', hours(-30), hours(-29.8)],
    ] as const) {
      await db
        .insertInto('sign_in_attempts')
        .values({
          user_id: userId,
          created_at: created,
          expires_at: expires,
          code_hash: label(`attempt:${name}`),
        })
        .execute();
    }
    for (const [name, created, expires, used] of [
      ['live', hours(-0.5), hours(0.5), null],
      ['used-recently', hours(-0.5), hours(0.5), hours(-0.2)],
      ['old', hours(-30), hours(-29), null],
    ] as const) {
      await db
        .insertInto('password_reset_tokens')
        .values({
          token_hash: label(`reset:${name}`),
          user_id: userId,
          created_at: created,
          expires_at: expires,
          used_at: used,
        })
        .execute();
    }
    for (const [name, created, expires, revoked] of [
      ['live', hours(-24), hours(24 * 29), null],
      ['expired', hours(-24 * 32), hours(-48), null],
      ['revoked-long-ago', hours(-24 * 5), hours(24 * 20), hours(-48)],
    ] as const) {
      await db
        .insertInto('trusted_devices')
        .values({
          token_hash: label(`device:${name}`),
          user_id: userId,
          created_at: created,
          expires_at: expires,
          revoked_at: revoked,
        })
        .execute();
    }
    for (const [name, expires] of [
      ['live', hours(0.1)],
      ['expired', hours(-2)],
    ] as const) {
      await db
        .insertInto('captcha_challenges_used')
        .values({ signature_hash: label(`captcha:${name}`), expires_at: expires })
        .execute();
    }
    await sql`insert into rate_limits (key, window_start, count) values
      ('current', date_trunc('minute', now()), 1), ('old', now() - interval '3 days', 7)`.execute(db);

    // Idempotency keys: remembered until they expire (a day after their action), not a moment longer.
    for (const [key, created, expires] of [
      ['live-idempotency-key', hours(-23), hours(1)],
      ['expired-idempotency-key', hours(-25), hours(-1)],
    ] as const) {
      await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          request_hash: label(`idempotency:${key}`),
          status: 200,
          answer: '{}',
          created_at: created,
          expires_at: expires,
        })
        .execute();
    }

    const counts = await purgeExpired(db);
    expect(counts).toEqual({
      sessions: 2,
      signInAttempts: 1,
      passwordResetTokens: 1,
      trustedDevices: 2,
      captchaChallenges: 1,
      rateLimits: 1,
      idempotencyKeys: 1,
    });

    const names = async (table: string, column: string, prefix: string, all: string[]) => {
      const rows = await sql<{ h: Buffer }>`select ${sql.ref(column)} as h from ${sql.table(table)}`.execute(
        db,
      );
      const kept = new Set(rows.rows.map((r) => r.h.toString('hex')));
      return all.filter((n) => kept.has(label(`${prefix}:${n}`).toString('hex')));
    };
    expect(
      await names(
        'sessions',
        'token_hash',
        'session',
        sessions.map(([n]) => n),
      ),
    ).toEqual(['live', 'expired-recently', 'revoked-recently']);
    expect(await names('sign_in_attempts', 'code_hash', 'attempt', ['live', 'old'])).toEqual(['live']);
    expect(
      await names('password_reset_tokens', 'token_hash', 'reset', ['live', 'used-recently', 'old']),
    ).toEqual(['live', 'used-recently']);
    expect(
      await names('trusted_devices', 'token_hash', 'device', ['live', 'expired', 'revoked-long-ago']),
    ).toEqual(['live']);
    expect(await names('captcha_challenges_used', 'signature_hash', 'captcha', ['live', 'expired'])).toEqual([
      'live',
    ]);
    const limits = await sql<{ key: string }>`select key from rate_limits order by key`.execute(db);
    expect(limits.rows.map((r) => r.key)).toEqual(['current']);
    const keys = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys).toEqual([{ key: 'live-idempotency-key' }]);

    // Nothing left to do the second time.
    expect(Object.values(await purgeExpired(db)).every((n) => n === 0)).toBe(true);
  });
});
