import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../test/suite.js';
import { access } from './schema-expected/access.js';
import { shipments } from './schema-expected/shipments.js';
import { contracts } from './schema-expected/contracts.js';
import { paymentOrders } from './schema-expected/payment-orders.js';
import { documents } from './schema-expected/documents.js';
import type { Expected } from './schema-expected/expected.js';

/*
 * Keeps schema.ts honest. The type Expected (schema-expected/expected.ts) is computed from the Kysely interfaces,
 * so the literal (one file per area of db/schema/, joined here) must list every table and column of schema.ts
 * with its nullability and insert rule (the compiler checks that); the test then checks the same literal against
 * the migrated database. A column added, dropped, made nullable or given a default on one side only fails here.
 */

const expected: Expected = {
  ...access,
  ...shipments,
  ...contracts,
  ...paymentOrders,
  ...documents,
};

/**
 * Not-null columns without a default that a before-insert trigger fills when an insert leaves them out
 * (schema.ts `FilledOnInsert`): optional on insert, provided the trigger is there.
 */
const FILLED_ON_INSERT: Record<string, { trigger: string; columns: string[] }> = {
  document_pendencies: {
    trigger: 'document_pendencies_document_facts',
    columns: ['client_id', 'document_type'],
  },
};

describe('schema.ts matches the migrated database', () => {
  const t = suiteDatabase();

  it('has the same tables, columns, nullability and insert rules', async () => {
    const rows = await sql<{ table_name: string; column_name: string; spec: string }>`
      select table_name, column_name,
        (case when is_nullable = 'YES' then 'null' else 'not null' end) || ' ' ||
        (case when identity_generation = 'ALWAYS' or is_generated = 'ALWAYS' then 'generated'
              when is_nullable = 'YES' or column_default is not null or is_identity = 'YES' then 'optional'
              else 'required' end) as spec
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely\_migration%'
        -- Views (user_effective_permissions) are read, never written: not in schema.ts.
        and table_name in (select table_name from information_schema.tables
                            where table_schema = current_schema() and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`.execute(t.db);
    const actual: Record<string, Record<string, string>> = {};
    for (const r of rows.rows) (actual[r.table_name] ??= {})[r.column_name] = r.spec;
    for (const [table, { trigger, columns }] of Object.entries(FILLED_ON_INSERT)) {
      // A row trigger (bit 0) before (bit 1) insert (bit 2), enabled.
      const found = await sql<{ n: number }>`
        select count(*)::int as n from pg_trigger
         where tgrelid = ${table}::regclass and tgname = ${trigger} and tgtype & 7 = 7 and tgenabled <> 'D'`.execute(
        t.db,
      );
      expect(found.rows[0]?.n, `${table}: trigger ${trigger}`).toBe(1);
      for (const column of columns) {
        const cols = actual[table] ?? {};
        expect(cols[column], `${table}.${column}`).toBe('not null required');
        cols[column] = 'not null optional';
      }
    }
    const sorted = (o: Record<string, Record<string, string>>) =>
      Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((k) => [
            k,
            Object.fromEntries(Object.entries(o[k] ?? {}).sort(([a], [b]) => a.localeCompare(b))),
          ]),
      );
    expect(sorted(actual)).toEqual(sorted(expected as unknown as Record<string, Record<string, string>>));
  });
});
