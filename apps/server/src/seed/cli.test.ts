import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './args.js';
import { BUSINESS_TABLES, SEED_REPLACES } from './tables.js';
import { suiteDatabase } from '../../test/suite.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('seed CLI arguments', () => {
  it('reads --size and --seed', () => {
    expect(parseCliArgs(['--size', 'small'])).toEqual({ size: 'small', seed: 1, anchor: undefined });
    expect(parseCliArgs(['--size=1m', '--seed', '42'])).toEqual({ size: '1m', seed: 42, anchor: undefined });
    expect(parseCliArgs(['--size', 'small', '--anchor', '2027-02-26'])).toEqual({
      size: 'small',
      seed: 1,
      anchor: '2027-02-26',
    });
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([
    [[], /--size is required/],
    [['--size', 'huge'], /--size must be small or 1m/],
    [['--size', 'small', '--seed=-1'], /--seed must be an integer/],
    [['--size', 'small', '--seed', '1.5'], /--seed must be an integer/],
    [['--size', 'small', '--seed', '4294967296'], /--seed must be an integer/],
    [['--size', 'small', '--verbose'], /Unknown option/],
    [['--size', 'small', 'extra'], /positional/],
    [['--size', 'small', '--anchor', '2027-02-30'], /--anchor must be a date YYYY-MM-DD/],
    [['--size', 'small', '--anchor', '26/02/2027'], /--anchor must be a date YYYY-MM-DD/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliArgs(argv as string[])).toThrow(UsageError);
    expect(() => parseCliArgs(argv as string[])).toThrow(message);
  });
});

const t = suiteDatabase();

/** Runs the CLI against the test database and sends `signal` once stdout shows `after`. */
function interrupted(
  signal: NodeJS.Signals,
  after: RegExp,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/seed/cli.ts', '--size', '1m', '--seed', '5'],
      {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: t.url, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!sent && after.test(stdout)) {
        sent = true;
        child.kill(signal);
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function businessRows(): Promise<number> {
  let total = 0;
  for (const table of [...BUSINESS_TABLES, 'users', 'user_permissions', 'audit_log']) {
    // A table whose migration-written rows the seed replaces counts only the seed's own.
    const own = SEED_REPLACES[table];
    const r = await t.pool.query<{ n: string }>(
      `select count(*) as n from ${table}${own ? ` where ${own}` : ''}`,
    );
    total += Number(r.rows[0]?.n);
  }
  return total;
}

describe('seed CLI signals', () => {
  // Each signal is sent once the seed reports the table named (SIGINT: in the middle of the remittances).
  it.each([
    ['SIGINT', 130, /^\s+shippers\s/m],
    ['SIGTERM', 143, /^\s+client_groups\s/m],
  ] as const)(
    'rolls back on %s and exits %i',
    async (signal, exitCode, after) => {
      const run = await interrupted(signal, after);
      expect(run.stderr).toContain('rolled back, nothing was written');
      expect(run.code).toBe(exitCode);
      expect(await businessRows()).toBe(0);
    },
    90_000,
  );
});
