import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { listening, startServer, type Running } from '../test/server-process.js';
import { withDatabase } from '../test/global-setup.js';
import { freePort } from './db/embedded.js';
import { DEMO_ADMIN_EMAIL } from './seed/startup.js';

// Two instances of a fresh deploy (or a scaled-out service) start at once on one empty database with the demo:
// the start-up lock makes them take turns, so one migrates and seeds and the other finds both done.
describe('two instances started together on an empty database', () => {
  const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  const name = `fxbo_together_${randomBytes(4).toString('hex')}`;
  let url: string;
  let dataDir: string;
  const running: Running[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    url = withDatabase(inject('dbAdminUrl'), name);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-together-'));
  });
  afterAll(async () => {
    for (const r of running) r.child.kill('SIGKILL');
    await Promise.all(running.map((r) => r.exited));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('both come up, and the demo is loaded once', { timeout: 600_000 }, async () => {
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'small',
      SESSION_SECRET: 'x'.repeat(40),
    });
    running.push(startServer(env(ports[0]!)), startServer(env(ports[1]!)));
    await Promise.all(running.map((r) => listening(r)));
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    const loaded = running.filter((r) => r.output().includes('demo data loaded'));
    expect(loaded).toHaveLength(1);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const admins = await db.query('select 1 from users where email = $1', [DEMO_ADMIN_EMAIL]);
      expect(admins.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    for (const r of running) r.child.kill('SIGTERM');
    expect(await Promise.all(running.map((r) => r.exited))).toEqual([0, 0]);
  });
});
