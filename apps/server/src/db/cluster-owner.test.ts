import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, runScript, startServer, type Running } from '../../test/server-process.js';
import { freePort } from './embedded.js';

// A running server owns the embedded cluster under its DATA_DIR: the operators' commands share it, a second
// server refuses, and neither takes the first one's database down.
describe('embedded cluster owned by a running server', () => {
  let dataDir: string;
  let port: number;
  let server: Running;
  const ready = async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-owner-'));
    port = await freePort();
    server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'none',
      SESSION_SECRET: 'x'.repeat(40),
    });
    await listening(server);
  }, 120_000);

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The connection string of the running cluster: its password beside it, its port in postmaster.pid. */
  async function clusterUrl(): Promise<string> {
    const { password } = JSON.parse(
      await fs.readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as { password: string };
    const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pidFile.split('\n')[3]}/fxbo`;
  }

  async function users(...args: string[]): Promise<{ code: number | null; output: string }> {
    const cli = runScript('cli/users.ts', args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    return { code: await cli.exited, output: cli.output() };
  }

  it("`users unblock` uses the server's database and leaves it serving", { timeout: 120_000 }, async () => {
    const email = 'operadora.bloqueada@example.com';
    const created = await users(
      'create',
      '--email',
      email,
      '--name',
      'Operadora Bloqueada',
      '--password',
      'Cambio#2026ops',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(await ready()).toBe(200);

    const client = new pg.Client({ connectionString: await clusterUrl() });
    await client.connect();
    try {
      await client.query(
        'update users set blocked = true, blocked_at = now(), failed_attempts = 5 where email = $1',
        [email],
      );
      const unblocked = await users('unblock', '--email', email);
      expect(unblocked.output).toContain(`Unblocked ${email}.`);
      expect(unblocked.code).toBe(0);
      const row = await client.query<{ blocked: boolean }>('select blocked from users where email = $1', [
        email,
      ]);
      expect(row.rows[0]?.blocked).toBe(false);
    } finally {
      await client.end();
    }
    expect(await ready()).toBe(200);
  });

  it('a second server on the same DATA_DIR refuses, naming the owner', { timeout: 120_000 }, async () => {
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED: 'none' });
    const outcome = await Promise.race([
      second.exited,
      listening(second).then(
        () => 'listening',
        () => 'exited',
      ),
    ]);
    if (outcome === 'listening') second.child.kill('SIGTERM');
    expect(outcome).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(second.output()).toContain(`running process ${server.child.pid}`);
    expect(await ready()).toBe(200);
  });
});
