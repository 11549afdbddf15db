// `npm run bench:pages -w @fxbo/bench`: only the page-load step, against a throw-away database with the small demo
// data (seconds to prepare, where the full bench needs its 1,000,000-remittance database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { createSession } from '../../apps/server/src/platform/sessions.js';
import { DEMO_ADMIN_EMAIL, prepareDemo } from '../../apps/server/src/seed/startup.js';
import { HISTORICAL_ANCHOR } from '../../apps/server/src/seed/time.js';
import { formatPageLoad, measurePageLoads } from './page-load.js';
import { startServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'bench-session-secret-bench-session-secret-0123';
const log = (s: string) => process.stdout.write(`${s}\n`);
const quietLogger = { info: () => {}, warn: () => {} } as unknown as Logger;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building the web app and the server bundle…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fxbo-bench-pages-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED: 'small',
    SESSION_SECRET: SECRET,
  });
  const connected = await connectDatabase(config);
  try {
    const { db, pool } = connected.database;
    await prepareDemo(db, pool, config, quietLogger, HISTORICAL_ANCHOR);
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const session = await createSession(db, config.auth, admin.id, { ip: null, userAgent: 'bench' });
    const server = await startServer(connected.url, SECRET);
    try {
      const loads = Number(process.env.BENCH_PAGE_LOADS ?? 5);
      log(`Page loads in Chromium (desktop), p50 of ${loads} cold loads, small demo data:`);
      for (const row of await measurePageLoads(server.url, session.token, loads)) log(formatPageLoad(row));
    } finally {
      await server.stop();
    }
  } finally {
    await connected.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
