import type { Kysely } from 'kysely';
import type pg from 'pg';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { recordingDb } from './service-context.js';

/** A list's service as these tests call it: a parsed query of at most 2 rows, a scope, a count threshold of 1. */
type ListPage = (
  db: Kysely<Database>,
  query: Record<string, string>,
  scope?: string[],
) => Promise<{ totalIsEstimate: boolean; items: unknown[] }>;

/**
 * An unfiltered list of every client takes the table's size from the planner, counting no row; a filter (`filter`)
 * or a client's scope (`clientId`) still counts up to the threshold first. Over a table of more than 2 rows.
 */
export async function expectTableSizeUnfiltered(
  pool: pg.Pool,
  list: ListPage,
  filter: Record<string, string>,
  clientId: string,
): Promise<void> {
  const recording = recordingDb(pool);
  const counts = () => recording.statements.filter((s) => s.sql.includes('count(*)'));
  const all = await list(recording.db, {});
  expect(all.totalIsEstimate).toBe(true);
  expect(all.items).toHaveLength(2);
  expect(counts()).toEqual([]);
  await list(recording.db, filter);
  expect(counts()).toHaveLength(1);
  await list(recording.db, {}, [clientId]);
  expect(counts()).toHaveLength(2);
}

/**
 * The same for a list service `(db, query, scope, { countThreshold })` of `resource`, over pages of 2 rows:
 * `await expectListTableSizeUnfiltered(t.database.pool, listRdes, rdesList, { status: 'pending' }, a.id)`.
 */
export function expectListTableSizeUnfiltered<Q>(
  pool: pg.Pool,
  list: (
    db: Kysely<Database>,
    query: Q,
    scope: string[] | undefined,
    opts: { countThreshold: number },
  ) => Promise<{ totalIsEstimate: boolean; items: unknown[] }>,
  resource: { querySchema: { parse(input: unknown): Q } },
  filter: Record<string, string>,
  clientId: string,
): Promise<void> {
  return expectTableSizeUnfiltered(
    pool,
    (db, query, scope) =>
      list(db, resource.querySchema.parse({ pageSize: '2', ...query }), scope, { countThreshold: 1 }),
    filter,
    clientId,
  );
}
