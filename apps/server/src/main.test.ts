import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listening,
  postgresOf,
  postmasterOf,
  printed,
  startServer as start,
  type Running,
} from '../test/server-process.js';
import { stopOrphan } from './db/cluster-owner.js';
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

  it(
    'waits for an unreachable DATABASE_URL, naming host and port, then gives up in one line',
    { timeout: 60_000 },
    async () => {
      const closed = await freePort();
      const r = start({
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: `postgres://fxbo:Very-Secret-9@127.0.0.1:${closed}/fxbo`,
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
        SESSION_SECRET: 'x'.repeat(40),
      });
      expect(await r.exited).toBe(1);
      const out = r.output();
      expect(out).toContain(
        `database at 127.0.0.1:${closed} not reachable (ECONNREFUSED); retrying for up to 1.5 s`,
      );
      expect(out).toContain(
        `The database at 127.0.0.1:${closed} could not be reached in 1.5 s (ECONNREFUSED).`,
      );
      expect(out.match(/not reachable/g)).toHaveLength(1);
      expect(out).not.toContain('Migration');
      expect(out).not.toMatch(/^\s+at /m);
      expect(out).not.toContain('Very-Secret-9');
    },
  );
});

// A stop cut short, or a start that fails once PostgreSQL runs: nothing of DATA_DIR is left running.
describe('server process: nothing left running', () => {
  let dataDir: string;
  let port: number;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-stop-'));
    port = await freePort();
    // At debug level the server logs PostgreSQL's own lines: the tests see that it ran.
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'none',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'debug',
    };
  });
  /** A failing run must not leave its PostgreSQL behind on the machine either. */
  async function stopLeftovers(dir: string) {
    const left = await postmasterOf(dir);
    if (left !== undefined && (await postgresOf(dir)).includes(left)) await stopOrphan(left, () => {});
  }
  afterEach(async () => stopLeftovers(dataDir));
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  /** PostgreSQL ran during the run (its own log, at debug level), and nothing of it is left: a clean stop. */
  async function expectStopped(r: Running, dir = dataDir) {
    expect(r.output()).toContain('database system is ready to accept connections');
    expect(await postgresOf(dir)).toEqual([]);
    expect(await postmasterOf(dir)).toBeUndefined();
    expect(r.output()).toContain('"msg":"stopped"');
  }

  it(
    'SIGTERM during the start (loading the demo data) stops once the start has ended',
    { timeout: 180_000 },
    async () => {
      const fresh = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-stop-seed-'));
      try {
        const r = start({ ...env, DATA_DIR: fresh, SEED: 'small', SHUTDOWN_TIMEOUT_MS: '120000' });
        await printed(r, 'empty database: loading demo data');
        r.child.kill('SIGTERM');
        expect(await r.exited).toBe(0);
        await expectStopped(r, fresh);
      } finally {
        await stopLeftovers(fresh);
        await fs.rm(fresh, { recursive: true, force: true });
      }
    },
  );

  it(
    'SIGTERM while a client sends its body slowly: at the deadline its connection is closed, then the pool and PostgreSQL stop',
    { timeout: 120_000 },
    async () => {
      // A body limit far away, so only the shutdown's deadline can end the request.
      const r = start({ ...env, SHUTDOWN_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '600000' });
      await listening(r);
      const client = net.connect(port, '127.0.0.1');
      const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
      client.on('error', () => {});
      // A hundred bytes announced, one sent.
      client.write(
        `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      await printed(r, '"route":"/api/auth/sign-in","msg":"request received"');

      r.child.kill('SIGTERM');
      expect(await r.exited).toBe(0);
      await closed;
      expect(r.output()).toContain('closing the connections still open');
      await expectStopped(r);
    },
  );

  it(
    'a start that fails once PostgreSQL runs (HOST=999.1.1.1) stops it and exits 1',
    { timeout: 120_000 },
    async () => {
      const r = start({ ...env, HOST: '999.1.1.1' });
      expect(await r.exited).toBe(1);
      expect(r.output()).toContain('999.1.1.1');
      await expectStopped(r);
    },
  );

  it(
    'a start that fails because its port is taken stops PostgreSQL and exits 1',
    { timeout: 120_000 },
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
      try {
        const r = start(env);
        expect(await r.exited).toBe(1);
        expect(r.output()).toContain('EADDRINUSE');
        await expectStopped(r);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
  );
});
