// One bench step against a throw-away database with the small demo data (seconds to prepare, where the full
// bench needs its 1,000,000-remittance database): `npm run bench:pages` and `bench:uploads`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loadConfig, type Config } from '../../apps/server/src/config.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import { prepareDemo } from '../../apps/server/src/seed/startup.js';
import { HISTORICAL_ANCHOR } from '../../apps/server/src/seed/time.js';
import { startServer, type BenchServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'bench-session-secret-bench-session-secret-0123';
const quietLogger = { info: () => {}, warn: () => {} } as unknown as Logger;

export const log = (s: string) => process.stdout.write(`${s}\n`);

export interface SmallDemo {
  db: Kysely<Database>;
  config: Config;
  server: BenchServer;
}

/**
 * Builds what the step needs (`npm run build` with `buildArgs`, unless BENCH_SKIP_BUILD=1), makes the small demo
 * in a temporary data folder, starts the server on it, runs `step`, then stops and removes everything; a failure
 * is printed and the process exits 1.
 */
export function runOnSmallDemo(
  name: string,
  build: { what: string; args: readonly string[] },
  step: (demo: SmallDemo) => Promise<void>,
): void {
  const main = async () => {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      log(`Building ${build.what}…`);
      const built = spawnSync('npm', ['run', 'build', ...build.args], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('build failed');
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), `fxbo-bench-${name}-`));
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
        await step({ db, config, server });
      } finally {
        await server.stop();
      }
    } finally {
      await connected.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
