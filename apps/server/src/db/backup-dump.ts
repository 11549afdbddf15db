import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError, backupFileName, run } from './backup-files.js';

/*
 * DATABASE_URL's backup: pg_dump's custom format (-Fc), restored with pg_restore. Both must be of the server's
 * major version or newer (pg_dump refuses a newer server); the newest found on PATH or in Debian's
 * /usr/lib/postgresql/<major>/bin is used, and none new enough is a clear refusal naming what was found.
 */

type Tool = 'pg_dump' | 'pg_restore';

/** The newest `tool` of at least `major`, or BackupError listing the versions found. */
export async function findPgTool(tool: Tool, major: number): Promise<{ path: string; major: number }> {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const v of await fs.readdir(debian)) dirs.push(path.join(debian, v, 'bin'));
  }
  const found: { path: string; major: number }[] = [];
  for (const dir of new Set(dirs)) {
    const candidate = path.join(dir, tool);
    if (!existsSync(candidate)) continue;
    const version = await run(candidate, ['--version']).then(
      (r) => /\(PostgreSQL\) (\d+)/.exec(r.stdout)?.[1],
      () => undefined,
    );
    if (version) found.push({ path: candidate, major: Number(version) });
  }
  const best = found.filter((f) => f.major >= major).sort((a, b) => b.major - a.major)[0];
  if (best) return best;
  throw new BackupError(
    `The database is PostgreSQL ${major}: ${tool} ${major} or newer is needed ` +
      `(found: ${found.map((f) => `${f.major} at ${f.path}`).join(', ') || 'none'}). ` +
      `Install that version's client tools (Debian: postgresql-client-${major} from the PostgreSQL apt repository), ` +
      "or use the managed database's own backups.",
  );
}

/** The server's major version, and whether the database has any table of ours. */
async function inspect(url: string): Promise<{ major: number; tables: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ v: string; n: number }>(`
      select current_setting('server_version_num') as v,
             (select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as n`);
    return { major: Math.floor(Number(r.rows[0]!.v) / 10000), tables: r.rows[0]!.n };
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore take the URL without its password, which goes in PGPASSWORD (not on `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function backupDump(opts: { url: string; outDir: string; now?: Date }): Promise<string> {
  const { major } = await inspect(opts.url);
  const tool = await findPgTool('pg_dump', major);
  await fs.mkdir(opts.outDir, { recursive: true });
  const name = new URL(opts.url).pathname.slice(1) || 'database';
  const file = path.join(path.resolve(opts.outDir), backupFileName(name, 'dump', opts.now ?? new Date()));
  const { dbname, env } = connection(opts.url);
  await run(tool.path, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env }).catch(
    (err: { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${err.stderr?.trim() ?? String(err)}`);
    },
  );
  await fs.chmod(file, 0o600);
  return file;
}

/** Restores a custom-format dump into DATABASE_URL's database, which must be empty unless `force`. */
export async function restoreDump(opts: { url: string; file: string; force?: boolean }): Promise<void> {
  if (!existsSync(opts.file)) throw new BackupError(`No backup file ${opts.file}.`);
  const { major, tables } = await inspect(opts.url);
  if (tables > 0 && !opts.force)
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables): restore into a new, empty database, or add ` +
        '--force to drop and recreate what the backup holds.',
    );
  const tool = await findPgTool('pg_restore', major);
  const { dbname, env } = connection(opts.url);
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${dbname}`];
  if (tables > 0) args.push('--clean', '--if-exists');
  await run(tool.path, [...args, path.resolve(opts.file)], { env }).catch((err: { stderr?: string }) => {
    throw new BackupError(`pg_restore failed (nothing was changed): ${err.stderr?.trim() ?? String(err)}`);
  });
}
