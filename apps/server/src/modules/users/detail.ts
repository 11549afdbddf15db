import { sql, type Kysely, type Transaction } from 'kysely';
import type { UserDetail } from '@fxbo/domain';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/messages.js';
import { inClientScope } from '../../platform/client-scope.js';
import { permissionKeysOf } from '../../platform/session-user.js';
import { userVisibleTo, type AdminContext } from './context.js';

/* One user as an administrator sees it (GET /api/users/:id): the user's row, permissions, profile, clients. */

type Executor = Kysely<Database> | Transaction<Database>;

/** A profile's name and permissions (a user's detail shows them beside the user's own). */
async function profileOf(
  db: Executor,
  id: string,
): Promise<{ id: string; name: string; permissions: string[] } | null> {
  const row = await db
    .selectFrom('permission_profiles as p')
    .select([
      'p.name',
      sql<string[]>`array(select pp.permission_key from permission_profile_permissions pp
        where pp.profile_id = p.id order by pp.permission_key)`.as('permissions'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row ? { id, name: row.name, permissions: row.permissions } : null;
}

/** One user as the administrator may see it, or undefined (absent, deleted or out of scope). */
export async function findUserDetail(
  db: Executor,
  scope: readonly string[] | undefined,
  id: string,
): Promise<UserDetail | undefined> {
  const u = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.cpf',
      'u.birth_date',
      'u.phone',
      'u.kind',
      'u.status',
      'u.blocked',
      'u.blocked_at',
      'u.failed_attempts',
      'u.all_clients',
      'u.locale',
      'u.must_change_password',
      'u.totp_enabled_at',
      'u.created_at',
      'u.updated_at',
      'u.last_login_at',
      'u.profile_id',
    ])
    .where('u.id', '=', id)
    .where(userVisibleTo(scope))
    .executeTakeFirst();
  if (!u) return undefined;
  const [permissions, profile, clients, sessions] = await Promise.all([
    permissionKeysOf(db, id),
    u.profile_id === null ? Promise.resolve(null) : profileOf(db, String(u.profile_id)),
    db
      .selectFrom('user_clients as uc')
      .innerJoin('clients as c', 'c.id', 'uc.client_id')
      .select(['c.id', 'c.name', 'c.tax_id'])
      .where('uc.user_id', '=', id)
      .where(inClientScope('c.id', scope))
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    cpf: u.cpf,
    birthDate: u.birth_date,
    phone: u.phone,
    kind: u.kind,
    status: u.status,
    blocked: u.blocked,
    blockedAt: u.blocked_at?.toISOString() ?? null,
    failedAttempts: u.failed_attempts,
    allClients: u.all_clients,
    locale: u.locale,
    mustChangePassword: u.must_change_password,
    totpEnabled: u.totp_enabled_at !== null,
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
    lastLoginAt: u.last_login_at?.toISOString() ?? null,
    permissions,
    profile,
    clients: clients.map((c) => ({ id: String(c.id), name: c.name, taxId: c.tax_id })),
    activeSessions: sessions.n,
  };
}

export async function getUser(ctx: AdminContext, id: string): Promise<UserDetail> {
  const detail = await findUserDetail(ctx.db, ctx.scope, id);
  if (!detail) throw notFound(ctx.locale);
  return detail;
}
