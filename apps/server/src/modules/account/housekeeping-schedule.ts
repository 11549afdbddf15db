import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { purgeExpired } from './housekeeping.js';

const EVERY_MS = 60 * 60_000;

/** Hourly purge of spent rows; every instance may run it (the deletes are idempotent). */
export function startHousekeeping(
  db: Kysely<Database>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): void } {
  const run = () =>
    purgeExpired(db)
      .then((counts) => log.info({ purged: counts }, 'housekeeping'))
      .catch((err: unknown) => log.warn({ err: String(err) }, 'housekeeping failed'));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
