import { permissionsNotHeld, type PermissionProfile, type UserDetail } from '@fxbo/domain';
import { sql } from 'kysely';
import { fieldFailure } from '../../http/messages.js';
import type { AdminContext } from './context.js';
import { audit, detailAfter, endSessions, onTarget } from './service.js';

/** GET /api/permission-profiles: every profile with its keys and how many live users hold it, by name. */
export async function listProfiles(ctx: Pick<AdminContext, 'db'>): Promise<{ items: PermissionProfile[] }> {
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
      const profile = await trx
        .selectFrom('permission_profiles')
        .select('id')
        .where('id', '=', profileId)
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
