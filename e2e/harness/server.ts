import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from './build';
import { childEnv } from './env';
import { freePort } from './free-port';
import { startServer } from './server-process';
import { startMailCatcher } from './smtp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the app under test, without a trailing slash. */
    baseURL: string;
    /** Folder where the mail catcher writes every message the app sends (read with harness/mail.ts). */
    mailDir: string;
    /** The app's database, for the operators' CLI (harness/users.ts). */
    databaseUrl: string;
    repoRoot: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const host = '127.0.0.1';

/**
 * The server sees the caller's environment (so DATABASE_URL passes through) plus the test contract: mail to
 * the catcher, a proof of work that takes milliseconds (cost 1, counter below 20), a sign-in lock-out after
 * 3 failures (so the blocking path is short to drive) and no per-IP sign-in limit worth hitting.
 */
/** When the server's business clock starts (exchange hours, cut-off, quotes), for the browser tests. */
export const E2E_CLOCK_START = '2026-11-25T10:00:00-03:00';

function serverEnv(port: number, dataDir: string, smtpUrl: string): NodeJS.ProcessEnv {
  return childEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    SEED: 'none',
    SMTP_URL: smtpUrl,
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_RATE_PER_IP: '1000',
    // The FX business clock: a Wednesday at 10:00 in São Paulo, within exchange hours, whatever day CI runs.
    CLOCK_START: E2E_CLOCK_START,
  });
}

/**
 * The database the server uses: DATABASE_URL when given, else the embedded cluster it started under DATA_DIR
 * (its generated password is kept beside the cluster; postmaster.pid's fourth line is its port).
 */
async function databaseUrlOf(dataDir: string): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { password } = JSON.parse(await readFile(join(dataDir, 'postgres-credentials.json'), 'utf8')) as {
    password: string;
  };
  const port = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  if (!port) throw new Error(`No port in ${dataDir}/postgres/postmaster.pid`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fxbo`;
}

export interface ExtraServer {
  /** Origin of the extra server, without a trailing slash. */
  baseURL: string;
  /** Stops it and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * A second server process on the app's database (`databaseUrl`, from `inject('databaseUrl')`), for a test
 * that needs another configuration, e.g. a business clock on a Saturday (`{ CLOCK_START: … }`): a free
 * port, its own data folder, the test contract otherwise; mail only logged. Sessions live in the database
 * and cookies are per host, not per port, so the browser's session on the first server is valid here too.
 */
export async function startExtraServer(
  databaseUrl: string,
  overrides: NodeJS.ProcessEnv,
): Promise<ExtraServer> {
  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fxbo-e2e-extra-'));
  const env: NodeJS.ProcessEnv = { ...serverEnv(port, dataDir, ''), DATABASE_URL: databaseUrl, ...overrides };
  delete env.SMTP_URL;
  try {
    const server = await startServer({
      entry: serverEntry,
      cwd: repoRoot,
      env,
      healthUrl: `${baseURL}/api/health`,
    });
    return {
      baseURL,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Vitest global setup: build, start one production server on a free port with a throw-away data
 * directory, hand its URL to the tests, and stop it and delete the directory afterwards.
 * E2E_BASE_URL=<origin> skips all of that and tests an app that is already running.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    // Tests that need mail or users (auth.test.ts) also need E2E_MAIL_DIR and DATABASE_URL then.
    project.provide('baseURL', external.replace(/\/+$/, ''));
    project.provide('mailDir', process.env.E2E_MAIL_DIR ?? '');
    project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
    project.provide('repoRoot', repoRoot);
    return undefined;
  }

  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(repoRoot);
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` or leave E2E_SKIP_BUILD unset.`);
  }

  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fxbo-e2e-'));
  const mailDir = await mkdtemp(join(tmpdir(), 'fxbo-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  const cleanUp = async () => {
    await mail.stop();
    await Promise.all([dataDir, mailDir].map((dir) => rm(dir, { recursive: true, force: true })));
  };
  let server;
  try {
    server = await startServer({
      entry: serverEntry,
      cwd: repoRoot,
      env: serverEnv(port, dataDir, mail.url),
      healthUrl: `${baseURL}/api/health`,
    });
    project.provide('databaseUrl', await databaseUrlOf(dataDir));
  } catch (error) {
    await server?.stop();
    await cleanUp();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('repoRoot', repoRoot);
  return async () => {
    try {
      await server.stop();
    } finally {
      await cleanUp();
    }
  };
}
