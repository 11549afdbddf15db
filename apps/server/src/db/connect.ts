import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrateToLatest } from './migrate.js';

export interface Connected {
  database: DatabaseHandle;
  /** The connection string in use (the embedded server's when DATABASE_URL is not set). */
  url: string;
  embedded: boolean;
  applied: string[];
  /** Closes the pools and stops the embedded server when this process started it. */
  close(): Promise<void>;
  /** Stops the embedded server now, cutting its sessions (a stop stuck on the pool); nothing otherwise. */
  stopServer(): Promise<void>;
}

export interface ConnectOptions {
  log?: { debug: (line: string) => void; warn: (line: string) => void };
  /** Use the embedded cluster of a server running on the same DATA_DIR (operators' commands). */
  shareRunning?: boolean;
}

/**
 * DATABASE_URL when set, otherwise the private PostgreSQL under DATA_DIR; migrated before use.
 * Shared by the server, the seed and the operator commands so they all find the same data.
 */
export async function connectDatabase(config: Config, options: ConnectOptions = {}): Promise<Connected> {
  const { log, shareRunning } = options;
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
  const database = openDatabase(url, { poolSize: config.databasePoolSize, readUrl: config.databaseReadUrl });
  try {
    const applied = await migrateToLatest(database.db);
    return {
      database,
      url,
      embedded: Boolean(embedded),
      applied,
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
