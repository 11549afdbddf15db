import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.js';
import { suiteDatabase } from '../../test/suite.js';

describe('migrations down', () => {
  const t = suiteDatabase();

  const objects = async (db: Kysely<unknown>) =>
    (
      await sql<{ name: string }>`
        select c.relname as name from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'i', 'S')
          and c.relname not like 'kysely\_migration%'
        union all select t.typname from pg_type t
        where t.typnamespace = current_schema()::regnamespace and t.typtype = 'd'
        union all select p.proname from pg_proc p
        where p.pronamespace = current_schema()::regnamespace and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`.execute(db)
    ).rows.map((r) => r.name);

  it('undo everything they create, and the model can be rebuilt afterwards', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
    const db = t.db as unknown as Kysely<any>;
    const before = await objects(db);
    expect(before.length).toBeGreaterThan(100);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await objects(db)).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await objects(db)).toEqual(before);
  });
});
