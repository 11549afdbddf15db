// `npm run bench:uploads -w @fxbo/bench`: only the uploads step, against a throw-away database with the small demo
// data (seconds to prepare, where the full bench needs its 1,000,000-remittance database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { prepareDemo } from '../../apps/server/src/seed/startup.js';
import { HISTORICAL_ANCHOR } from '../../apps/server/src/seed/time.js';
import { startServer } from './server.js';
import { describeUploads, measureUploads, UPLOAD_RSS_BUDGET_MB } from './uploads.js';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'bench-session-secret-bench-session-secret-0123';
const log = (s: string) => process.stdout.write(`${s}\n`);
const quietLogger = { info: () => {}, warn: () => {} } as unknown as Logger;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building the server bundle…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@fxbo/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fxbo-bench-uploads-'));
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
    const server = await startServer(connected.url, SECRET);
    try {
      log('Receiving uploads at once, small demo data:');
      const run = await measureUploads(server, db, config);
      log(describeUploads(run));
      const ok = run.rssGrowthMb <= UPLOAD_RSS_BUDGET_MB;
      log(
        `\n  ${ok ? 'PASS' : 'FAIL'}  80 parallel 10 MB uploads: RSS rises by at most ${UPLOAD_RSS_BUDGET_MB} MB`,
      );
      if (!ok) process.exitCode = 1;
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
