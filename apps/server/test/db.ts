import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { withDatabase } from './global-setup.js';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the run's template; call `drop()` in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const name = `fxbo_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Cloning needs the template to itself; an advisory lock queues parallel test files.
    await admin.query('select pg_advisory_lock(727274)');
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(727274)').catch(() => undefined);
  }
  const url = withDatabase(adminUrl, name);
  const handle = openDatabase(url, { poolSize: 5 });
  return {
    ...handle,
    url,
    name,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
