import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counter in PostgreSQL: one upsert per hit, shared by every API instance.
 * `key` names what is limited (e.g. 'sign-in:ip:203.0.113.9').
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<RateLimitResult> {
  const row = (
    await sql<{ count: number; retry_after: number }>`
      insert into rate_limits as r (key, window_start, count)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (key, window_start) do update set count = r.count + 1
      returning count, ceil(extract(epoch from (r.window_start + ${windowSeconds} * interval '1 second' - now())))::int as retry_after`.execute(
      db,
    )
  ).rows[0];
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds) };
}

/** Current count without counting a hit (e.g. to warn before the last allowed attempt). */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const row = (
    await sql<{ count: number }>`
      select count from rate_limits
      where key = ${key} and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`.execute(
      db,
    )
  ).rows[0];
  return row?.count ?? 0;
}

/** Removes expired windows; run from the periodic housekeeping. */
export async function purgeRateLimits(db: Kysely<Database>, olderThanSeconds = 86_400): Promise<void> {
  await sql`delete from rate_limits where window_start < now() - ${olderThanSeconds} * interval '1 second'`.execute(
    db,
  );
}
