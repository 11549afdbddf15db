import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.js';
import { migrateToLatest } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/**
 * One PostgreSQL for the run (embedded in a temp dir, or the server named by DATABASE_URL) and one
 * migrated template database; each test file clones the template into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: tmp, database: 'postgres' });
    adminUrl = embedded.adminUrl;
  }
  const template = `fxbo_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 1 }),
    }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
