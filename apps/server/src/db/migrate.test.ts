import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unknownMigrationsWarning } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { suiteDatabase } from '../../test/suite.js';

const names = Object.keys(migrations).sort();
const appliedNames = async (db: Parameters<typeof migrateToLatest>[0]) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (r) => r.name,
  );

describe('migrations', () => {
  const t = suiteDatabase();

  it('records every migration and reapplying is a no-op', async () => {
    expect(await appliedNames(t.db)).toEqual(names);
    expect(await migrateToLatest(t.db)).toEqual({ applied: [], unknown: [] });
  });

  it('is safe when several processes migrate at once', async () => {
    const results = await Promise.all([migrateToLatest(t.db), migrateToLatest(t.db), migrateToLatest(t.db)]);
    expect(results.flatMap((r) => r.applied)).toEqual([]);
  });
});

// A rollback, or the old instances of a rolling deploy: the previous release starts on the newer schema.
describe('migrations: a release older than the database', () => {
  const t = suiteDatabase();
  const newest = names.slice(-2);
  const previousRelease = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => !newest.includes(name)),
  );

  it('starts on a schema newer by migrations it does not know, naming them in one warning', async () => {
    expect(await migrateToLatest(t.db, previousRelease)).toEqual({ applied: [], unknown: newest });
    expect(unknownMigrationsWarning(newest)).toContain(newest.join(', '));
    // The newer release's migrations stay recorded, so its next start finds nothing to apply.
    expect(await appliedNames(t.db)).toEqual(names);
    expect(await migrateToLatest(t.db)).toEqual({ applied: [], unknown: [] });
  });

  it('still applies a migration of its own that the database lacks', async () => {
    const expand: Migration = {
      up: async (db) => {
        await db.schema.createTable('expand_contract_probe').addColumn('id', 'integer').execute();
      },
    };
    const withOwn = { ...previousRelease, '0036_expand_contract_probe': expand };
    expect(await migrateToLatest(t.db, withOwn)).toEqual({
      applied: ['0036_expand_contract_probe'],
      unknown: newest,
    });
    const probe = await sql<{
      t: string | null;
    }>`select to_regclass('expand_contract_probe')::text as t`.execute(t.db);
    expect(probe.rows[0]?.t).toBe('expand_contract_probe');
  });
});
