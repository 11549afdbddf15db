import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { childEnv } from '../harness/env';
import { freePort } from '../harness/free-port';
import { OutputTail } from '../harness/output-tail';

// A service manager or a container runtime stops `npm start` by signalling that one process: npm. Everything
// it started (scripts/start.mjs, the server, the embedded PostgreSQL) must be gone within SHUTDOWN_TIMEOUT_MS.
// The global setup has built the app, so `npm start` finds the build fresh and starts at once.
const shutdownTimeoutMs = 10_000;

/** Pids of the processes whose environment or command line names the data directory (Linux /proc). */
async function processesOf(dataDir: string): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    if (pid === process.pid) continue;
    const read = (file: string) => readFile(`/proc/${pid}/${file}`, 'latin1').catch(() => '');
    const [environ, cmdline] = await Promise.all([read('environ'), read('cmdline')]);
    if (environ.split('\0').includes(`DATA_DIR=${dataDir}`) || cmdline.includes(dataDir)) found.push(pid);
  }
  return found;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Polls `check` (the pause only paces the loop) until it holds; false if `deadlineMs` passes first. */
async function eventually(check: () => Promise<boolean>, deadlineMs: number): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await delay(100);
  }
  return check();
}

describe('npm start', () => {
  let dataDir = '';
  afterAll(async () => {
    // Whatever a failed run left behind: a polite stop first, then a forced one.
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      for (const pid of await processesOf(dataDir)) process.kill(pid, signal);
      if (await eventually(async () => (await processesOf(dataDir)).length === 0, 15_000)) break;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the server and its PostgreSQL when only npm gets SIGTERM', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fxbo-npm-start-'));
    const port = await freePort();
    const output = new OutputTail();
    const npm = spawn('npm', ['start'], {
      cwd: inject('repoRoot'),
      env: childEnv({
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'none',
        SESSION_SECRET: 'x'.repeat(40),
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk: Buffer) => output.append(chunk));
    const exited = once(npm, 'exit');

    const healthy = async () =>
      (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status === 200;
    expect(await eventually(healthy, 120_000), `npm start did not come up:\n${output}`).toBe(true);
    // The banner names the Node the server runs on: 22 or later, Node 24 from the registry where the system's is older.
    const nodeLine = /^ {2}Node v(\d+)\.\d+\.\d+ \(/m;
    expect(await eventually(async () => nodeLine.test(output.toString()), 10_000), String(output)).toBe(true);
    expect(Number(nodeLine.exec(output.toString())?.[1])).toBeGreaterThanOrEqual(22);
    const running = await processesOf(dataDir);
    expect(running.length, 'start.mjs, the server and PostgreSQL').toBeGreaterThanOrEqual(3);

    npm.kill('SIGTERM');
    await exited;
    const gone = await eventually(
      async () => (await processesOf(dataDir)).length === 0 && (await portIsFree(port)),
      shutdownTimeoutMs,
    );
    expect(gone, `left running: ${(await processesOf(dataDir)).join(', ')}\n${output}`).toBe(true);
    if (npm.stdout.readable) await once(npm.stdout, 'close'); // the server's last lines, written before it exited
    expect(output.toString()).toContain('"msg":"stopped"');
  });
});
