import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { suiteDatabase } from '../../test/suite.js';

describe('migrations', () => {
  const t = suiteDatabase();

  it('records every migration and reapplying is a no-op', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      t.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('is safe when several processes migrate at once', async () => {
    const results = await Promise.all([migrateToLatest(t.db), migrateToLatest(t.db), migrateToLatest(t.db)]);
    expect(results.flat()).toEqual([]);
  });
});
