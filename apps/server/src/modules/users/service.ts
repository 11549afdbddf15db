import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  parseSort,
  permissionsNotHeld,
  type AuditAction,
  type AuditDetails,
  type SessionEndReason,
  stripCpf,
  type PermissionKey,
  type UserDetail,
  type UserSummary,
  type SortString,
  type userListQuerySchema,
  type usersList,
  type UserSortField,
  type DownloadColumnId,
} from '@fxbo/domain';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { permissionKeysOf } from '../../platform/session-user.js';
import { revokeUserSessions } from '../../platform/sessions.js';
import { storePasswordLink } from '../../platform/password-links.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import { likeEscape, userVisibleTo, type AdminContext } from './context.js';
import { passwordLinkMail } from './mails.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { usersMessage } from './messages.js';

export const PASSWORD_LINK_VALID_MINUTES = 60;
const ADMINISTER = 'users.administer';

type Executor = Kysely<Database> | Transaction<Database>;
type ListQuery = z.output<typeof userListQuerySchema>;

const SORT_COLUMNS: SortColumns<UserSortField> = {
  name: ['u.name'],
  email: ['u.email'],
  status: ['u.status'],
  createdAt: ['u.created_at'],
  lastLoginAt: ['u.last_login_at'],
};

type Filters = Omit<ListQuery, 'page' | 'pageSize' | 'sort'>;

/** `from users u where <the viewer's scope> and <filters>`, nothing selected yet. */
function filteredUsers(db: Executor, q: Filters, scope: ClientScope) {
  let base = db.selectFrom('users as u').where(userVisibleTo(scope));
  if (q.name)
    base = base.where(sql<boolean>`f_unaccent(u.name) ilike '%' || f_unaccent(${likeEscape(q.name)}) || '%'`);
  if (q.email) base = base.where(sql<boolean>`u.email ilike ${`%${likeEscape(q.email)}%`}`);
  if (q.cpf) {
    const digits = stripCpf(q.cpf);
    // Only digits can be part of a CPF; anything else matches nobody.
    base = /^\d+$/.test(digits) ? base.where('u.cpf', 'like', `${digits}%`) : base.where(sql<boolean>`false`);
  }
  if (q.status) base = base.where('u.status', '=', q.status);
  if (q.blocked) base = base.where('u.blocked', '=', q.blocked === 'true');
  if (q.clientId) {
    base = base.where(
      // A client outside the viewer's scope matches nobody (its associations are not theirs to see).
      sql<boolean>`exists (select 1 from user_clients fc where fc.user_id = u.id
        and fc.client_id = ${q.clientId}::bigint and ${inClientScope('fc.client_id', scope)})`,
    );
  }
  return base;
}

/** The list's order: the sort's column with its empty values last (never signed in), then the id. */
function orderUsers<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  sort: SortString<UserSortField>,
) {
  const { field, direction } = parseSort(sort);
  const [column = 'u.name'] = SORT_COLUMNS[field];
  return q
    .orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy(sql.ref('u.id'));
}

/** How the list's downloads are read (platform/list-routes.ts): its filters, order and each column's SQL. */
export function userDownloads(
  db: Executor,
): DownloadMapping<Filters, UserSortField, DownloadColumnId<typeof usersList>> {
  return {
    filtered: (filters, scope) => filteredUsers(db, filters, scope),
    expressions: {
      name: 'u.name',
      email: 'u.email',
      cpf: 'u.cpf',
      birthDate: 'u.birth_date',
      status: 'u.status',
      createdAt: 'u.created_at',
      lastLoginAt: 'u.last_login_at',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'u.id',
    orderBy: orderUsers,
  };
}

/** GET /api/users: filters, client scope (see userVisibleTo), one page and the bounded total. */
export async function listUsers(ctx: AdminContext, q: ListQuery): Promise<Page<UserSummary>> {
  const { db, scope } = ctx;
  const filtered = filteredUsers(db, q, scope);
  const rows = filtered.select([
    'u.id',
    'u.name',
    'u.email',
    'u.cpf',
    'u.birth_date',
    'u.kind',
    'u.status',
    'u.blocked',
    'u.all_clients',
    'u.created_at',
    'u.last_login_at',
    sql<{ id: string; name: string }[]>`coalesce((
      select json_agg(json_build_object('id', c.id::text, 'name', c.name) order by c.name, c.id)
      from (select c.id, c.name from user_clients uc join clients c on c.id = uc.client_id
            where uc.user_id = u.id and ${inClientScope('c.id', scope)}
            order by c.name, c.id limit 3) c), '[]'::json)`.as('clients'),
    sql<number>`(select count(*)::int from user_clients uc
      where uc.user_id = u.id and ${inClientScope('uc.client_id', scope)})`.as('client_count'),
  ]);
  return listPage({
    db,
    rows: orderUsers(rows, q.sort),
    filtered,
    request: q,
    map: (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      cpf: r.cpf,
      birthDate: r.birth_date,
      kind: r.kind,
      status: r.status,
      blocked: r.blocked,
      allClients: r.all_clients,
      createdAt: r.created_at.toISOString(),
      lastLoginAt: r.last_login_at?.toISOString() ?? null,
      clients: r.clients,
      clientCount: r.client_count,
    }),
  });
}

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

interface Target {
  id: string;
  name: string;
  email: string;
  kind: 'staff' | 'client';
  status: 'active' | 'inactive' | 'pending';
  blocked: boolean;
  all_clients: boolean;
  locale: 'pt-BR' | 'en';
}

/**
 * Runs one administrative action in a transaction: the target row is locked (so two administrators'
 * changes apply one after the other) and must be visible to the actor, else 404.
 */
export async function onTarget<T>(
  ctx: AdminContext,
  id: string,
  action: (trx: Transaction<Database>, target: Target) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx.db, async (trx) => {
    const target = await trx
      .selectFrom('users as u')
      .select(['u.id', 'u.name', 'u.email', 'u.kind', 'u.status', 'u.blocked', 'u.all_clients', 'u.locale'])
      .where('u.id', '=', id)
      .where(userVisibleTo(ctx.scope))
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw notFound(ctx.locale);
    return action(trx, target);
  });
}

export function audit(
  trx: Transaction<Database>,
  ctx: AdminContext,
  action: AuditAction,
  userId: string,
  details: AuditDetails = {},
) {
  return recordAudit(trx, {
    actorUserId: ctx.actor.userId,
    action,
    entity: 'user',
    entityId: userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    details,
  });
}

/**
 * Sessions of the target end, saying why (the person is told on the next request); an administrator acting on
 * themselves keeps the session in use.
 */
export function endSessions(
  trx: Transaction<Database>,
  ctx: AdminContext,
  userId: string,
  reason: SessionEndReason,
): Promise<number> {
  return revokeUserSessions(
    trx,
    userId,
    reason,
    userId === ctx.actor.userId ? ctx.actor.sessionId : undefined,
  );
}

export async function detailAfter(
  trx: Transaction<Database>,
  ctx: AdminContext,
  id: string,
): Promise<UserDetail> {
  const detail = await findUserDetail(trx, ctx.scope, id);
  if (!detail) throw notFound(ctx.locale);
  return detail;
}

/**
 * Replaces the user's permissions. Nobody removes their own users.administer (there must always be
 * someone able to repair access) and nobody grants a permission they do not hold themselves. A change
 * ends the user's sessions, so the new rights apply from a fresh sign-in.
 */
export async function setPermissions(
  ctx: AdminContext,
  id: string,
  permissions: PermissionKey[],
): Promise<UserDetail> {
  return onTarget(ctx, id, async (trx, target) => {
    const current = (
      await trx.selectFrom('user_permissions').select('permission_key').where('user_id', '=', id).execute()
    ).map((r) => r.permission_key);
    const wanted = new Set<string>(permissions);
    if (target.id === ctx.actor.userId && current.includes(ADMINISTER) && !wanted.has(ADMINISTER)) {
      throw new AppError(409, 'self_protection', usersMessage('self_administer', ctx.locale));
    }
    const added = permissions.filter((p) => !current.includes(p));
    const removed = current.filter((p) => !wanted.has(p));
    if (permissionsNotHeld(ctx.actor.permissions, added).length > 0) {
      throw fieldFailure(ctx.locale, [{ path: 'permissions', code: 'permission_not_held' }]);
    }
    if (added.length === 0 && removed.length === 0) return detailAfter(trx, ctx, id);

    if (removed.length > 0) {
      await trx
        .deleteFrom('user_permissions')
        .where('user_id', '=', id)
        .where('permission_key', 'in', removed)
        .execute();
    }
    if (added.length > 0) {
      await ensurePermissionRows(trx, added as PermissionKey[]);
      await trx
        .insertInto('user_permissions')
        .values(added.map((key) => ({ user_id: id, permission_key: key, granted_by: ctx.actor.userId })))
        .execute();
    }
    await trx.updateTable('users').set({ updated_at: new Date() }).where('id', '=', id).execute();
    const sessionsEnded = await endSessions(trx, ctx, id, 'permissions_changed');
    await audit(trx, ctx, 'user.permissions.update', id, { added, removed, sessionsEnded });
    return detailAfter(trx, ctx, id);
  });
}

/**
 * Replaces the user's clients. Every client is for staff only; only an administrator who sees every
 * client may change that flag. An administrator with a client scope names clients of that scope only, and
 * the user's associations outside it (which that administrator cannot see) are kept.
 */
export async function setClients(
  ctx: AdminContext,
  id: string,
  input: { clientIds: string[]; allClients: boolean },
): Promise<UserDetail> {
  return onTarget(ctx, id, async (trx, target) => {
    if (input.allClients && target.kind !== 'staff') {
      throw fieldFailure(ctx.locale, [{ path: 'allClients', code: 'all_clients_staff_only' }]);
    }
    if (ctx.scope !== undefined && input.allClients !== target.all_clients) {
      throw fieldFailure(ctx.locale, [{ path: 'allClients', code: 'all_clients_not_allowed' }]);
    }
    await checkClients(trx, ctx, input.clientIds);

    const current = (
      await trx.selectFrom('user_clients').select('client_id').where('user_id', '=', id).execute()
    ).map((r) => String(r.client_id));
    const inScope = (c: string) => ctx.scope === undefined || ctx.scope.includes(c);
    const wanted = new Set([...input.clientIds, ...current.filter((c) => !inScope(c))]);
    const added = [...wanted].filter((c) => !current.includes(c));
    const removed = current.filter((c) => !wanted.has(c));

    if (removed.length > 0) {
      await trx
        .deleteFrom('user_clients')
        .where('user_id', '=', id)
        .where('client_id', 'in', removed)
        .execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto('user_clients')
        .values(added.map((client_id) => ({ user_id: id, client_id })))
        .execute();
    }
    if (input.allClients !== target.all_clients || added.length > 0 || removed.length > 0) {
      await trx
        .updateTable('users')
        .set({ all_clients: input.allClients, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await audit(trx, ctx, 'user.clients.update', id, {
        added,
        removed,
        allClients: { from: target.all_clients, to: input.allClients },
      });
    }
    return detailAfter(trx, ctx, id);
  });
}

/** Every id must be an existing client the actor may see; otherwise 400 on `clientIds`. */
export async function checkClients(
  trx: Transaction<Database>,
  ctx: AdminContext,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom('clients as c')
    .select('c.id')
    .where('c.id', 'in', ids)
    .where(inClientScope('c.id', ctx.scope))
    .execute();
  if (found.length !== ids.length)
    throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'client_unknown' }]);
}

export async function setStatus(
  ctx: AdminContext,
  id: string,
  status: 'active' | 'inactive',
): Promise<UserDetail> {
  if (status === 'inactive' && id === ctx.actor.userId) {
    throw new AppError(409, 'self_protection', usersMessage('self_inactivate', ctx.locale));
  }
  return onTarget(ctx, id, async (trx, target) => {
    if (target.status !== status) {
      await trx.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
      const sessionsEnded = status === 'inactive' ? await endSessions(trx, ctx, id, 'inactivated') : 0;
      await audit(trx, ctx, status === 'inactive' ? 'user.inactivate' : 'user.activate', id, {
        from: target.status,
        sessionsEnded,
      });
    }
    return detailAfter(trx, ctx, id);
  });
}

/**
 * Soft delete: the row stays so history keeps its meaning, the e-mail and CPF become free for a new
 * account, and every way back in (sessions, trusted devices, password links) ends.
 */
export async function deleteUser(ctx: AdminContext, id: string): Promise<void> {
  if (id === ctx.actor.userId)
    throw new AppError(409, 'self_protection', usersMessage('self_delete', ctx.locale));
  await onTarget(ctx, id, async (trx) => {
    const now = new Date();
    await trx.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
    const sessionsEnded = await endSessions(trx, ctx, id, 'deleted');
    await trx
      .updateTable('trusted_devices')
      .set({ revoked_at: now })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    await audit(trx, ctx, 'user.delete', id, { sessionsEnded });
  });
}

/**
 * "Resend password": a single-use link to /reset-password, valid for an hour, replacing any outstanding
 * one, e-mailed in the user's language. Only for active users (the reset page refuses others). A user who
 * never chose a password (invited, the invitation lost or expired) gets an invitation link: the page words it
 * as the new account's first password, not a reset.
 */
export async function sendPasswordLink(ctx: AdminContext, id: string): Promise<{ expiresAt: Date }> {
  return onTarget(ctx, id, async (trx, target) => {
    if (target.status !== 'active') {
      throw new AppError(409, 'user_not_active', usersMessage('user_not_active', ctx.locale));
    }
    const expiresAt = new Date(Date.now() + PASSWORD_LINK_VALID_MINUTES * 60_000);
    const { password_hash: passwordHash } = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    const link = await storePasswordLink(trx, ctx.config.publicUrl, {
      userId: id,
      expiresAt,
      ip: ctx.ip,
      purpose: passwordHash === null ? 'invitation' : 'reset',
    });
    await enqueueMail(
      trx,
      passwordLinkMail(target.email, target.name, link, PASSWORD_LINK_VALID_MINUTES, target.locale),
    );
    await audit(trx, ctx, 'user.password_link.send', id, { expiresAt: expiresAt.toISOString() });
    return { expiresAt };
  });
}

/** Clears the lock-out after too many wrong passwords. */
export async function unblockUser(ctx: AdminContext, id: string): Promise<UserDetail> {
  return onTarget(ctx, id, async (trx, target) => {
    await trx
      .updateTable('users')
      .set({ blocked: false, blocked_at: null, failed_attempts: 0, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await audit(trx, ctx, 'user.unblock', id, { wasBlocked: target.blocked });
    return detailAfter(trx, ctx, id);
  });
}

export async function endUserSessions(ctx: AdminContext, id: string): Promise<number> {
  return onTarget(ctx, id, async (trx) => {
    const revoked = await endSessions(trx, ctx, id, 'ended_by_admin');
    await audit(trx, ctx, 'user.sessions.revoke', id, { revoked });
    return revoked;
  });
}
