import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app.js';
import { createTestDatabase, type TestDatabase } from './db.js';

// One fixture per describe block, made before its tests and released after them. The returned object is
// filled in beforeAll: read its fields inside tests and hooks, not while the block is being declared.

/** The real application over a fresh database, for the enclosing describe block. */
export function suiteApp(opts?: Parameters<typeof buildTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(opts));
  });
  afterAll(async () => t.close());
  return t;
}

/** A fresh, migrated database, for the enclosing describe block. */
export function suiteDatabase(): TestDatabase {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await createTestDatabase());
  });
  afterAll(async () => t.drop());
  return t;
}
