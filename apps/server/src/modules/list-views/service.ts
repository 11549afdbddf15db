import { isNumericId, LIST_VIEWS_MAX, type ListView } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * A user's saved views of a list (issue 24, decisions §50). Every query names the user: a view of another user
 * is never read, changed or deleted (the routes answer 404, as for a view that does not exist).
 */

export interface ViewOwner {
  db: Kysely<Database>;
  userId: string;
  list: string;
}

export type ViewWrite = { name: string; query: string };

/** Why a write was refused: the name is the user's other view's, or the list holds its maximum. */
export type ViewRefusal = 'name_taken' | 'too_many';

const columns = ['id', 'name', 'query', 'created_at', 'updated_at'] as const;

function toView(row: {
  id: string;
  name: string;
  query: string;
  created_at: Date;
  updated_at: Date;
}): ListView {
  return {
    id: String(row.id),
    name: row.name,
    query: row.query,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/** A numeric id, else none (a malformed id names no view). */
const viewId = (id: string) => (isNumericId(id) ? id : undefined);

/** The user's views of the list, by name. */
export async function listViews({ db, userId, list }: ViewOwner): Promise<ListView[]> {
  const rows = await db
    .selectFrom('list_views')
    .select(columns)
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toView);
}

/** A new view; refused when its name is taken or the user has LIST_VIEWS_MAX views of the list. */
export async function createView(
  { db, userId, list }: ViewOwner,
  view: ViewWrite,
  now: Date,
): Promise<ListView | ViewRefusal> {
  return db.transaction().execute(async (trx) => {
    // One user's writes to one list in turn, so the count holds.
    await sql`select pg_advisory_xact_lock(hashtext(${`list_views:${userId}:${list}`}))`.execute(trx);
    const { count } = await trx
      .selectFrom('list_views')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .executeTakeFirstOrThrow();
    if (Number(count) >= LIST_VIEWS_MAX) return 'too_many';
    try {
      const row = await trx
        .insertInto('list_views')
        .values({ user_id: userId, list, ...view, created_at: now, updated_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toView(row);
    } catch (err) {
      if (isUniqueViolation(err)) return 'name_taken';
      throw err;
    }
  });
}

/** The view renamed or its address replaced; undefined when the user has no such view. */
export async function updateView(
  { db, userId, list }: ViewOwner,
  id: string,
  view: ViewWrite,
  now: Date,
): Promise<ListView | ViewRefusal | undefined> {
  const known = viewId(id);
  if (!known) return undefined;
  try {
    const row = await db
      .updateTable('list_views')
      .set({ ...view, updated_at: now })
      .where('id', '=', known)
      .where('user_id', '=', userId)
      .where('list', '=', list)
      .returning(columns)
      .executeTakeFirst();
    return row && toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) return 'name_taken';
    throw err;
  }
}

/** Whether the user's view was deleted (false: no such view of theirs). */
export async function deleteView({ db, userId, list }: ViewOwner, id: string): Promise<boolean> {
  const known = viewId(id);
  if (!known) return false;
  const result = await db
    .deleteFrom('list_views')
    .where('id', '=', known)
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
