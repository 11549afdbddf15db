import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
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
    ...overrides,
  });
}

/** The real application over a fresh database; `configure` may add test-only routes before it starts. */
export async function buildTestApp(
  opts: { env?: NodeJS.ProcessEnv; configure?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(opts.env);
  const app = await buildApp({ config, database });
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
