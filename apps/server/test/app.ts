import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Mailer } from '../src/mail/transport.js';
import type { UploadSlots } from '../src/http/upload-slots.js';
import type { Clock } from '../src/platform/clock.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // A cheap proof of work keeps tests fast; production uses the defaults.
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '40',
    // Every test request comes from 127.0.0.1; the per-IP limit has its own test.
    LOGIN_RATE_PER_IP: '100000',
    ...overrides,
  });
}

/** The real application over a fresh database; `configure` may add test-only routes before it starts. */
export async function buildTestApp(
  opts: {
    env?: NodeJS.ProcessEnv;
    configure?: (app: FastifyInstance) => void;
    mailer?: Mailer;
    webRoot?: string;
    /** The business rules' "now" (test/clock.ts); the real time when omitted. */
    clock?: Clock;
    /** Slots for files being received, to watch them; from the configuration when omitted. */
    uploads?: UploadSlots;
    /** Fastify's logger options, to read what the app logs (silent when omitted). */
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(opts.env);
  const app = await buildApp({
    config,
    database,
    webRoot: opts.webRoot,
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.uploads ? { uploads: opts.uploads } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  opts.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
