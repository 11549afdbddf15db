import { displayNameOf, type SessionUserDto } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What the web needs to know about the signed-in user (spec 3, "Session user"). */
export async function loadSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUserDto> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'kind',
      'all_clients',
      'locale',
      'photo_url',
      'shortcuts',
      'settings',
      'totp_enabled_at',
      'must_change_password',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [keys, clients] = await Promise.all([
    effectivePermissionKeysOf(db, userId),
    db
      .selectFrom('user_clients as uc')
      .innerJoin('clients as c', 'c.id', 'uc.client_id')
      .select(['c.id', 'c.name'])
      .where('uc.user_id', '=', userId)
      .orderBy('c.name')
      .execute(),
  ]);
  return {
    uid: user.id,
    displayName: displayNameOf(user.name),
    name: user.name,
    email: user.email,
    kind: user.kind,
    roles: ['admin', ...keys],
    permissions: keys,
    allClients: user.all_clients,
    clients: clients.map((c) => ({ id: String(c.id), name: c.name })),
    locale: user.locale,
    photoURL: user.photo_url,
    shortcuts: user.shortcuts,
    settings: user.settings,
    totpEnabled: user.totp_enabled_at !== null,
    mustChangePassword: user.must_change_password,
  };
}

/** The permissions a user holds, their profile's and their own (user_effective_permissions), by key in order. */
export async function effectivePermissionKeysOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const { rows } = await sql<{ permission_key: string }>`
    select permission_key from user_effective_permissions where user_id = ${userId}
     order by permission_key`.execute(db);
  return rows.map((r) => r.permission_key);
}

/** The permissions granted to the user themselves (not through a profile), by key in order. */
export async function permissionKeysOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .select('permission_key')
    .where('user_id', '=', userId)
    .orderBy('permission_key')
    .execute();
  return rows.map((r) => r.permission_key);
}
