import { PERMISSIONS, type PermissionKey } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Catalogue rows for keys about to be granted (the start-up sync normally made them already). */
export async function ensurePermissionRows(
  db: Kysely<Database>,
  keys: readonly PermissionKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('permissions')
    .values(
      keys.map((key) => ({ key, area: PERMISSIONS[key].area, description: PERMISSIONS[key].description })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
