import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// `date` columns stay 'yyyy-MM-dd' strings: turning them into JS Dates would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// numeric and int8 already arrive as strings, which is what money and counts need.

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** Read replica for heavy reports; the primary when no replica is configured. */
  readDb: Db;
  pool: pg.Pool;
  /** The replica's pool, when DATABASE_READ_URL names one. */
  readPool?: pg.Pool | undefined;
  close(): Promise<void>;
}

export function openDatabase(
  url: string,
  opts: { poolSize?: number; readUrl?: string | undefined } = {},
): DatabaseHandle {
  const pool = makePool(url, opts.poolSize ?? 10);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const readPool = opts.readUrl ? makePool(opts.readUrl, opts.poolSize ?? 10) : undefined;
  const readDb = readPool ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: readPool }) }) : db;
  return {
    db,
    readDb,
    pool,
    readPool,
    async close() {
      await db.destroy();
      if (readPool) await readDb.destroy();
    },
  };
}

function makePool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A runaway query must not hold a connection for ever; exports raise this per statement.
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'fxbo',
    // List pages take a few milliseconds; starting parallel workers costs more than that.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return pool;
}
