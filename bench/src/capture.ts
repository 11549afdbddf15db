import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import type { Config } from '../../apps/server/src/config.js';
import { recordingDb } from './sql-replay.js';

/**
 * The API in this process over a recording database: a request injected into it yields the exact SQL that
 * request runs (the session lookup, then the list's statements), whatever the list, to replay raw.
 */
export async function sqlCapture(
  pool: pg.Pool,
  config: Config,
): Promise<{
  statementsOf(url: string, headers: Record<string, string>): Promise<CompiledQuery[]>;
  close(): Promise<void>;
}> {
  const recorder = recordingDb(pool);
  const app: FastifyInstance = await buildApp({
    config,
    database: { db: recorder.db, readDb: recorder.db, pool, close: async () => {} },
  });
  await app.ready();
  return {
    async statementsOf(url, headers) {
      recorder.take();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return recorder.take();
    },
    close: () => app.close(),
  };
}
