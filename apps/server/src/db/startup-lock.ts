import pg from 'pg';

/** The advisory lock key of a start's database work (migrations, the demo seed): 'fxbo' and 1. */
export const STARTUP_LOCK_KEY = '1718149743000001';

/**
 * How long a start waits for another instance's migrations and demo seed. The demo seed (SEED=small) takes
 * under a minute on a laptop and a few on a slow shared machine; a release's migrations on a large database
 * may take longer still. A start that waits longer fails, naming the lock.
 */
export const STARTUP_LOCK_WAIT_MS = 15 * 60_000;

/** Another instance held the start-up lock for longer than the wait. */
export class StartupLockTimeout extends Error {}

/**
 * Runs `work` holding PostgreSQL's session advisory lock STARTUP_LOCK_KEY, on a connection of its own (not the
 * pool's, whose 30 s statement timeout would cut the wait short): instances starting together on one database
 * take turns, so the first migrates and seeds and the others find both done. The lock goes with the session,
 * so a process killed while holding it frees it.
 */
export async function withStartupLock<T>(
  url: string,
  work: () => Promise<T>,
  waitMs: number = STARTUP_LOCK_WAIT_MS,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'fxbo start-up lock' });
  // A lost connection fails the next query; without a listener it would crash the process instead.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`set statement_timeout = 0`);
    await client.query(`set lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
    try {
      await client.query(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    } catch (err) {
      if ((err as { code?: string }).code !== '55P03') throw err;
      throw new StartupLockTimeout(
        `Waited ${Math.round(waitMs / 1000)} s for another instance to finish migrating or loading the demo data ` +
          `(PostgreSQL advisory lock ${STARTUP_LOCK_KEY}, see pg_locks); giving up.`,
        { cause: err },
      );
    }
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
