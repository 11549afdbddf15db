import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../test/suite.js';
import { loadConfig } from '../config.js';
import { backupDump, restoreDump } from '../db/backup-dump.js';
import { backupEmbedded, restoreEmbedded } from '../db/backup-embedded.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { createOperatorUser } from '../modules/users/operator.js';
import { createSession, findSession, type NewSession } from '../platform/sessions.js';
import { runSeed } from '../seed/run.js';

const auth = loadConfig({}).auth;
const temps: string[] = [];
const temp = async (name: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `fxbo-${name}-`));
  temps.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of temps) await fs.rm(dir, { recursive: true, force: true });
});

/** Every table's rows, in order, hashed: equal hashes, equal data. */
async function tableHashes(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const hashes: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const r = await sql<{ h: string; n: number }>`
      select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as h, count(*)::int as n
      from ${sql.table(name)} t`.execute(db);
    hashes[name] = `${r.rows[0]!.n} ${r.rows[0]!.h}`;
  }
  return hashes;
}

/** Demo data, an operator and a session of theirs: what a restore must bring back. */
async function fill(database: DatabaseHandle): Promise<{ userId: string; session: NewSession }> {
  await runSeed(database.pool, { size: 'small', seed: 3, anchor: '2026-12-09' });
  const user = await createOperatorUser(database.db, {
    command: 'create',
    email: 'backup@corretora.test',
    name: 'Operadora Backup',
    cpf: null,
    admin: true,
    password: 'Cambio#2026bk',
  });
  const session = await createSession(database.db, auth, user.id, { ip: null, userAgent: null });
  return { userId: user.id, session };
}

describe('backup and restore of the embedded database', () => {
  it(
    'restores a live backup into a fresh DATA_DIR: same rows, sessions still valid, a used DATA_DIR refused',
    { timeout: 600_000 },
    async () => {
      const [source, target, out] = [
        await temp('backup-src'),
        await temp('backup-dst'),
        await temp('backups'),
      ];
      const server = await startEmbeddedPostgres({ dataDir: source });
      const database = openDatabase(server.url);
      let before: Record<string, string>;
      let filled: Awaited<ReturnType<typeof fill>>;
      let file: string;
      try {
        await migrateToLatest(database.db);
        filled = await fill(database);
        await fs.writeFile(path.join(source, 'session-secret'), 'the-generated-cookie-secret', {
          mode: 0o600,
        });
        before = await tableHashes(database.db);
        // Taken while the server runs and holds connections: a live backup.
        file = await backupEmbedded({ dataDir: source, outDir: out, now: new Date('2026-12-09T15:04:05Z') });
        expect(path.basename(file)).toBe('fxbo-embedded-20261209T150405Z.tar.gz');
      } finally {
        await database.close();
        await server.stop();
      }

      await restoreEmbedded({ dataDir: target, file });
      expect(await fs.readFile(path.join(target, 'session-secret'), 'utf8')).toBe(
        'the-generated-cookie-secret',
      );
      const restored = await startEmbeddedPostgres({ dataDir: target });
      const again = openDatabase(restored.url);
      try {
        expect(await tableHashes(again.db)).toEqual(before);
        expect(Object.keys(before).length).toBeGreaterThan(30);
        expect((await findSession(again.db, auth, filled.session.token))?.userId).toBe(filled.userId);
      } finally {
        await again.close();
        await restored.stop();
      }

      await expect(restoreEmbedded({ dataDir: target, file })).rejects.toThrow(
        /already holds a database: restore into an empty DATA_DIR, or add --force/,
      );
      const { replaced } = await restoreEmbedded({ dataDir: target, file, force: true });
      expect(replaced && existsSync(path.join(replaced, 'PG_VERSION'))).toBe(true);
    },
  );
});

// DATABASE_URL: pg_dump's custom format. The run's server is the embedded PostgreSQL 18 (no pg_dump that new on
// Debian 12: the clear refusal) or, in CI's second pass, the system PostgreSQL 15 (its pg_dump: the round trip).
describe('backup and restore of DATABASE_URL', () => {
  const t = suiteDatabase();
  const empty = suiteDatabase();

  it(
    'round-trips with pg_dump of the server version, or refuses naming the version it needs',
    { timeout: 600_000 },
    async () => {
      const server = Number(
        (await sql<{ v: string }>`select current_setting('server_version_num') as v`.execute(t.db)).rows[0]!
          .v,
      );
      const major = Math.floor(server / 10000);
      const system = await promisify(execFile)('pg_dump', ['--version']).then(
        (r) => Number(/\(PostgreSQL\) (\d+)/.exec(r.stdout)?.[1]),
        () => 0,
      );
      const out = await temp('dumps');
      if (system < major) {
        await expect(backupDump({ url: t.url, outDir: out })).rejects.toThrow(
          `The database is PostgreSQL ${major}: pg_dump ${major} or newer is needed`,
        );
        return;
      }
      const filled = await fill(t);
      const before = await tableHashes(t.db);
      const file = await backupDump({ url: t.url, outDir: out });
      expect(path.basename(file)).toMatch(new RegExp(`^fxbo-${t.name}-\\d{8}T\\d{6}Z\\.dump$`));
      // The target is a migrated database: not empty, so refused without --force.
      await expect(restoreDump({ url: empty.url, file })).rejects.toThrow(/is not empty/);
      await sql`drop schema public cascade; create schema public`.execute(empty.db);
      await restoreDump({ url: empty.url, file });
      expect(await tableHashes(empty.db)).toEqual(before);
      expect((await findSession(empty.db, auth, filled.session.token))?.userId).toBe(filled.userId);
    },
  );
});
