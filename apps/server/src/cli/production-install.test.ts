import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../..');
const repo = path.resolve(server, '../..');

/**
 * What a deploy copies to build a production install: the manifests, the lock file, the root's postinstall
 * (which brings Node 24 where the system Node is older), the server's build.
 */
const workspaces = (
  JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'scripts/node-runtime.mjs',
  // Every workspace's manifest (npm ci checks the lock file against all of them), whichever are added.
  ...workspaces.map((w) => `${w}/package.json`),
  'apps/server/cli.mjs',
];

// The operators' commands as a production install runs them: `npm ci --omit=dev` (no tsx, no esbuild, no type
// packages) beside the server's build, each command through its npm script with NODE_ENV=production.
describe('the operator commands from a production install', () => {
  let dir: string;
  let db: TestDatabase; // migrated
  let empty: TestDatabase; // migrated, no business data
  const npm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    run('npm', args, {
      cwd: dir,
      // An undefined variable is left out (DATABASE_URL of CI's second pass, for the embedded database).
      env: Object.fromEntries(
        Object.entries({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env }).filter(
          ([, v]) => v !== undefined,
        ),
      ),
      timeout: 240_000,
    });

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-production-'));
    for (const file of MANIFESTS) {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await fs.copyFile(path.join(repo, file), path.join(dir, file));
    }
    await run(process.execPath, ['build.mjs', path.join(dir, 'apps/server/dist')], { cwd: server });
    // The registry's packages from npm's cache when it has them (CI's `npm ci` just filled it).
    await npm(['ci', '--omit=dev', '-w', '@fxbo/server', '--prefer-offline', '--no-audit', '--no-fund']);
    [db, empty] = [await createTestDatabase(), await createTestDatabase()];
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
    await empty?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('has no devDependency to lean on', () => {
    // Not typescript: the lock file marks it devOptional (an optional peer of i18next), which --omit=dev keeps.
    for (const dev of ['tsx', 'esbuild', 'vitest', '@types/pg'])
      expect(existsSync(path.join(dir, 'node_modules', dev)), dev).toBe(false);
  });

  it('migrates, creates and unblocks a user', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: db.url };
    expect((await npm(['run', 'migrate'], env)).stdout).toContain('Database is up to date.');
    const created = await npm(
      [
        'run',
        'users',
        '--',
        'create',
        '--email',
        'ops@corretora.test',
        '--name',
        'Operadora Teste',
        '--admin',
      ],
      env,
    );
    expect(created.stdout).toContain('Created administrator ops@corretora.test');
    const unblocked = await npm(['run', 'users', '--', 'unblock', '--email', 'ops@corretora.test'], env);
    expect(unblocked.stdout).toContain('Unblocked ops@corretora.test.');
    const user = await db.db
      .selectFrom('users')
      .select('status')
      .where('email', '=', 'ops@corretora.test')
      .execute();
    expect(user).toEqual([{ status: 'active' }]);
  });

  it(
    'backs up and restores the embedded database under ./data of where npm was run',
    { timeout: 240_000 },
    async () => {
      // As root the cluster runs as user postgres, which must pass through the temp folder.
      await fs.chmod(dir, 0o755);
      const env = { DATA_DIR: undefined, DATABASE_URL: undefined };
      expect((await npm(['run', 'migrate'], env)).stdout).toContain('Applied:');
      expect(existsSync(path.join(dir, 'data', 'postgres', 'PG_VERSION'))).toBe(true);
      const backup = await npm(['run', 'backup'], env);
      const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1];
      expect(file && path.dirname(file)).toBe(path.join(dir, 'backups'));
      const restored = await npm(['run', 'restore', '--', path.relative(dir, file!)], {
        ...env,
        DATA_DIR: 'restored',
      });
      expect(restored.stdout).toContain(`into ${path.join(dir, 'restored')}`);
      const again = await npm(['run', 'restore', '--', path.relative(dir, file!)], {
        ...env,
        DATA_DIR: 'restored',
      }).catch((err: { code?: number; stderr?: string }) => err);
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a database') });
    },
  );

  it('seeds an empty database (the generator is loaded on demand)', { timeout: 240_000 }, async () => {
    const seeded = await npm(['run', 'seed', '--', '--size', 'small', '--anchor', '2026-12-09'], {
      DATABASE_URL: empty.url,
    });
    expect(seeded.stdout).toContain('Rows written:');
    const count = await sql<{ n: number }>`select count(*)::int as n from remittances`.execute(empty.db);
    expect(count.rows[0]!.n).toBeGreaterThan(0);
  });
});
