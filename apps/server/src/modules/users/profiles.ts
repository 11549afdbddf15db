import {
  permissionsNotHeld,
  type AuditAction,
  type AuditDetails,
  type PermissionKey,
  type PermissionProfile,
  type permissionProfileBodySchema,
  type UserDetail,
} from '@fxbo/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import { isUniqueViolation, type AdminContext } from './context.js';
import { usersMessage } from './messages.js';
import { audit, detailAfter, endSessions, onTarget } from './target.js';

const ADMINISTER = 'users.administer';

/** GET /api/permission-profiles: every profile with its keys and how many live users hold it, by name. */
export async function listProfiles(ctx: { db: Kysely<Database> }): Promise<{ items: PermissionProfile[] }> {
  const rows = await ctx.db
    .selectFrom('permission_profiles as p')
    .select([
      'p.id',
      'p.name',
      sql<string[]>`array(select pp.permission_key from permission_profile_permissions pp
        where pp.profile_id = p.id order by pp.permission_key)`.as('permissions'),
      sql<number>`(select count(*)::int from users u where u.profile_id = p.id and u.deleted_at is null)`.as(
        'user_count',
      ),
    ])
    .orderBy('p.name')
    .execute();
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      permissions: r.permissions,
      userCount: r.user_count,
    })),
  };
}

/**
 * PUT /api/users/:id/profile: the user's permission profile, or none. Nobody assigns a profile holding a
 * permission they do not hold; a change ends the user's sessions (reason `permissions_changed`) and is audited.
 */
export async function setProfile(
  ctx: AdminContext,
  id: string,
  profileId: string | null,
): Promise<UserDetail> {
  return onTarget(ctx, id, async (trx) => {
    if (profileId !== null) {
      // Shared with other assignments, exclusive of a delete (lockedProfile): a profile deleted meanwhile is
      // unknown here, and a delete waits and then finds this holder (409), never a foreign-key error (500).
      const profile = await trx
        .selectFrom('permission_profiles')
        .select('id')
        .where('id', '=', profileId)
        .forShare()
        .executeTakeFirst();
      if (!profile) throw fieldFailure(ctx.locale, [{ path: 'profileId', code: 'profile_unknown' }]);
      const keys = await trx
        .selectFrom('permission_profile_permissions')
        .select('permission_key')
        .where('profile_id', '=', profileId)
        .execute();
      if (
        permissionsNotHeld(
          ctx.actor.permissions,
          keys.map((k) => k.permission_key),
        ).length > 0
      )
        throw fieldFailure(ctx.locale, [{ path: 'profileId', code: 'permission_not_held' }]);
    }
    const current = await trx
      .selectFrom('users')
      .select('profile_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if ((current.profile_id === null ? null : String(current.profile_id)) === profileId)
      return detailAfter(trx, ctx, id);
    await trx
      .updateTable('users')
      .set({ profile_id: profileId, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const sessionsEnded = await endSessions(trx, ctx, id, 'permissions_changed');
    await audit(trx, ctx, 'user.update', id, { changed: ['profile'], sessionsEnded });
    return detailAfter(trx, ctx, id);
  });
}

type ProfileBody = z.output<typeof permissionProfileBodySchema>;

/** Profiles are shared by every client's users: only an administrator who sees every client changes them. */
function checkEveryClient(ctx: AdminContext): void {
  if (ctx.scope !== undefined)
    throw new AppError(403, 'forbidden', usersMessage('profiles_every_client', ctx.locale));
}

function auditProfile(
  trx: Transaction<Database>,
  ctx: AdminContext,
  action: AuditAction,
  profileId: string,
  details: AuditDetails,
) {
  return recordAudit(trx, {
    actorUserId: ctx.actor.userId,
    action,
    entity: 'permission_profile',
    entityId: profileId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    details,
  });
}

/** Nobody puts into a profile a permission they do not hold (as nobody grants one). */
function checkHeld(ctx: AdminContext, keys: readonly string[]): void {
  if (permissionsNotHeld(ctx.actor.permissions, keys).length > 0)
    throw fieldFailure(ctx.locale, [{ path: 'permissions', code: 'permission_not_held' }]);
}

/** Another profile already has this name (whatever the case): 409 on `name`. */
async function checkNameFree(trx: Transaction<Database>, ctx: AdminContext, name: string, except?: string) {
  let q = trx
    .selectFrom('permission_profiles')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (except !== undefined) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst()) throw nameTaken(ctx);
}

function nameTaken(ctx: AdminContext): AppError {
  const failure = fieldFailure(ctx.locale, [{ path: 'name', code: 'profile_name_taken' }]);
  return new AppError(409, 'conflict', failure.message, { errors: failure.errors ?? [] });
}

/** A concurrent request took the name between the check and the write. */
async function uniqueName<T>(ctx: AdminContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(ctx);
    throw err;
  }
}

async function profileAfter(trx: Transaction<Database>, id: string): Promise<PermissionProfile> {
  const found = (await listProfiles({ db: trx })).items.find((p) => p.id === id);
  if (!found) throw new Error(`permission profile ${id} vanished`);
  return found;
}

/** The profile locked for the change (two administrators' changes apply one after the other), else 404. */
async function lockedProfile(trx: Transaction<Database>, ctx: AdminContext, id: string) {
  const row = await trx
    .selectFrom('permission_profiles')
    .select(['id', 'name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  const keys = await trx
    .selectFrom('permission_profile_permissions')
    .select('permission_key')
    .where('profile_id', '=', id)
    .execute();
  return { id: String(row.id), name: row.name, permissions: keys.map((k) => k.permission_key) };
}

async function insertKeys(trx: Transaction<Database>, profileId: string, keys: readonly string[]) {
  if (keys.length === 0) return;
  await ensurePermissionRows(trx, keys as PermissionKey[]);
  await trx
    .insertInto('permission_profile_permissions')
    .values(keys.map((permission_key) => ({ profile_id: profileId, permission_key })))
    .execute();
}

/** POST /api/permission-profiles: a new profile, audited `permission_profile.create`. */
export async function createProfile(ctx: AdminContext, body: ProfileBody): Promise<PermissionProfile> {
  checkEveryClient(ctx);
  checkHeld(ctx, body.permissions);
  return inTransaction(ctx.db, async (trx) => {
    await checkNameFree(trx, ctx, body.name);
    const row = await uniqueName(ctx, () =>
      trx
        .insertInto('permission_profiles')
        .values({ name: body.name })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const id = String(row.id);
    await insertKeys(trx, id, body.permissions);
    await auditProfile(trx, ctx, 'permission_profile.create', id, {
      name: body.name,
      permissions: [...body.permissions].sort(),
    });
    return profileAfter(trx, id);
  });
}

/**
 * PUT /api/permission-profiles/:id: the profile's name and permissions. Nobody adds a permission they do not
 * hold, nor removes users.administer from the profile that gives it to them. A change of permissions ends the
 * sessions of the profile's users (reason `permissions_changed`, as a change of their own permissions does);
 * audited `permission_profile.update`.
 */
export async function updateProfile(
  ctx: AdminContext,
  id: string,
  body: ProfileBody,
): Promise<PermissionProfile> {
  checkEveryClient(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const current = await lockedProfile(trx, ctx, id);
    const wanted = new Set<string>(body.permissions);
    const added = body.permissions.filter((p) => !current.permissions.includes(p)).sort();
    const removed = current.permissions.filter((p) => !wanted.has(p)).sort();
    checkHeld(ctx, added);
    if (removed.includes(ADMINISTER)) await checkOwnAdminister(trx, ctx, id);
    const renamed = body.name !== current.name;
    if (!renamed && added.length === 0 && removed.length === 0) return profileAfter(trx, id);
    if (renamed) {
      await checkNameFree(trx, ctx, body.name, id);
      await uniqueName(ctx, () =>
        trx
          .updateTable('permission_profiles')
          .set({ name: body.name, updated_at: new Date() })
          .where('id', '=', id)
          .execute(),
      );
    }
    let sessionsEnded = 0;
    const holders = await holdersOf(trx, id);
    if (added.length > 0 || removed.length > 0) {
      if (removed.length > 0)
        await trx
          .deleteFrom('permission_profile_permissions')
          .where('profile_id', '=', id)
          .where('permission_key', 'in', removed)
          .execute();
      await insertKeys(trx, id, added);
      await trx
        .updateTable('permission_profiles')
        .set({ updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      for (const userId of holders)
        sessionsEnded += await endSessions(trx, ctx, userId, 'permissions_changed');
    }
    await auditProfile(trx, ctx, 'permission_profile.update', id, {
      ...(renamed ? { name: { from: current.name, to: body.name } } : {}),
      ...(added.length > 0 ? { added } : {}),
      ...(removed.length > 0 ? { removed } : {}),
      profileUsers: holders.length,
      sessionsEnded,
    });
    return profileAfter(trx, id);
  });
}

/** The live users holding the profile. */
async function holdersOf(trx: Transaction<Database>, id: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('profile_id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** The administrator's own users.administer may not be taken away with their profile's (someone must repair access). */
async function checkOwnAdminister(trx: Transaction<Database>, ctx: AdminContext, id: string): Promise<void> {
  const me = await trx
    .selectFrom('users')
    .select([
      'profile_id',
      sql<boolean>`exists (select 1 from user_permissions up where up.user_id = users.id
        and up.permission_key = ${ADMINISTER})`.as('own'),
    ])
    .where('id', '=', ctx.actor.userId)
    .executeTakeFirst();
  if (me && String(me.profile_id) === id && !me.own)
    throw new AppError(409, 'self_protection', usersMessage('self_administer_profile', ctx.locale));
}

/** DELETE /api/permission-profiles/:id: only a profile no user holds (409 otherwise); audited. */
export async function deleteProfile(ctx: AdminContext, id: string): Promise<void> {
  checkEveryClient(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const current = await lockedProfile(trx, ctx, id);
    if ((await holdersOf(trx, id)).length > 0)
      throw new AppError(409, 'conflict', usersMessage('profile_in_use', ctx.locale));
    await trx.deleteFrom('permission_profiles').where('id', '=', id).execute();
    await auditProfile(trx, ctx, 'permission_profile.delete', id, {
      name: current.name,
      permissions: current.permissions.sort(),
    });
  });
}
