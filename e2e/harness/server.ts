import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from './build';
import { childEnv } from './env';
import { freePort } from './free-port';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the app under test, without a trailing slash. */
    baseURL: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const host = '127.0.0.1';

/** The server sees the caller's environment (so DATABASE_URL passes through) plus the test contract. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return childEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    SEED: 'none',
  });
}

/**
 * Vitest global setup: build, start one production server on a free port with a throw-away data
 * directory, hand its URL to the tests, and stop it and delete the directory afterwards.
 * E2E_BASE_URL=<origin> skips all of that and tests an app that is already running.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/+$/, ''));
    return undefined;
  }

  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(repoRoot);
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` or leave E2E_SKIP_BUILD unset.`);
  }

  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fxbo-e2e-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  let server;
  try {
    server = await startServer({
      entry: serverEntry,
      cwd: repoRoot,
      env: serverEnv(port, dataDir),
      healthUrl: `${baseURL}/api/health`,
    });
  } catch (error) {
    await removeDataDir();
    throw error;
  }

  project.provide('baseURL', baseURL);
  return async () => {
    try {
      await server.stop();
    } finally {
      await removeDataDir();
    }
  };
}
