import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';

/** Sends `count` requests one after the other: the status of each, and the last answer. */
export async function sendInTurn(
  count: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<{ statuses: number[]; last: LightMyRequestResponse }> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  const last = answers.at(-1);
  if (!last) throw new Error('sendInTurn needs at least one request');
  return { statuses: answers.map((a) => a.statusCode), last };
}

/** The count a rate limit holds in PostgreSQL under `key` (its first window). */
export async function rateLimitCount(db: Kysely<Database>, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst();
  return row?.count;
}
