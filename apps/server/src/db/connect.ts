import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrateToLatest } from './migrate.js';
import { waitForDatabase } from './reach.js';
import { withStartupLock } from './startup-lock.js';

export interface Connected<P = undefined> {
  database: DatabaseHandle;
  /** The connection string in use (the embedded server's when DATABASE_URL is not set). */
  url: string;
  embedded: boolean;
  applied: string[];
  /** Migrations the database ran that this release does not know (a newer release's, see migrate.ts). */
  unknownMigrations: string[];
  /** What `prepare` returned. */
  prepared: P;
  /** Closes the pools and stops the embedded server when this process started it. */
  close(): Promise<void>;
  /** Stops the embedded server now, cutting its sessions (a stop stuck on the pool); nothing otherwise. */
  stopServer(): Promise<void>;
}

export interface ConnectOptions<P = undefined> {
  log?: { debug: (line: string) => void; warn: (line: string) => void };
  /** Use the embedded cluster of a server running on the same DATA_DIR (operators' commands). */
  shareRunning?: boolean;
  /**
   * Start-up work on the migrated database (the demo seed) done under the same start-up lock as the
   * migrations: instances starting together take turns, the later ones finding it done.
   */
  prepare?: (database: DatabaseHandle) => Promise<P>;
}

/**
 * DATABASE_URL when set (waited for up to DATABASE_CONNECT_TIMEOUT_MS), otherwise the private PostgreSQL under
 * DATA_DIR; migrated before use.
 * Shared by the server, the seed and the operator commands so they all find the same data.
 */
export async function connectDatabase<P = undefined>(
  config: Config,
  options: ConnectOptions<P> = {},
): Promise<Connected<P>> {
  const { log, shareRunning, prepare } = options;
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: log?.debug,
        warn: log?.warn,
        shareRunning,
      });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('no database');
  // A database of our own is up once started; another may start after us, or be failing over.
  if (config.databaseUrl)
    await waitForDatabase(url, { timeoutMs: config.databaseConnectTimeoutMs, warn: log?.warn });
  const database = openDatabase(url, { poolSize: config.databasePoolSize, readUrl: config.databaseReadUrl });
  try {
    const { run, prepared } = await withStartupLock(url, async () => {
      const run = await migrateToLatest(database.db);
      return { run, prepared: (await prepare?.(database)) as P };
    });
    return {
      database,
      url,
      embedded: Boolean(embedded),
      applied: run.applied,
      unknownMigrations: run.unknown,
      prepared,
      async close() {
        try {
          await database.close();
        } finally {
          await embedded?.stop();
        }
      },
      stopServer: async () => embedded?.stop(),
    };
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
}

/** The one line a start (or `npm run migrate`) writes when a newer release migrated the database. */
export function unknownMigrationsWarning(unknown: string[]): string {
  return (
    `the database has migrations this release does not know (${unknown.join(', ')}): a newer release ran them; ` +
    'starting anyway, as migrations only add until no running release reads what they remove (docs/operations.md)'
  );
}
