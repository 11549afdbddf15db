import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, startServer as start } from '../test/server-process.js';
import { freePort } from './db/embedded.js';

// The real process, as `npm start` runs it: embedded PostgreSQL under DATA_DIR, stop on SIGTERM, start again.
describe('server process', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-main-'));
    port = await freePort();
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it(
    'serves health, stops gracefully on SIGTERM and keeps its data across restarts',
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: dataDir, PORT: String(port), SEED: 'none', SESSION_SECRET: 'x'.repeat(40) };
      const first = start(env);
      await listening(first);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('"msg":"stopped"');

      const second = start(env);
      await listening(second);
      const applied = (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
      expect(applied).toBe(200);
      // Migrations were already applied by the first run: nothing new to apply.
      expect(second.output()).not.toContain('migrations applied');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it('starts after a SIGKILL left its PostgreSQL running', { timeout: 120_000 }, async () => {
    const env = { DATA_DIR: dataDir, PORT: String(port), SEED: 'none', SESSION_SECRET: 'x'.repeat(40) };
    const killed = start(env);
    await listening(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const pid = Number(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    expect(() => process.kill(pid, 0)).not.toThrow();

    const next = start(env);
    await listening(next);
    expect(next.output()).toContain('stopping orphaned PostgreSQL');
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('refuses to start with an invalid configuration, naming the variable', { timeout: 30_000 }, async () => {
    const r = start({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain('PORT');
  });
});
