import { permissionsNotHeld, type PermissionKey, type UserDetail } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import { fieldFailure } from '../../http/messages.js';
import { enqueueMail } from '../../mail/outbox.js';
import { storePasswordLink } from '../../platform/password-links.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import type { AdminContext } from './context.js';
import { passwordLinkMail } from './mails.js';
import { usersMessage } from './messages.js';
import { audit, checkClients, detailAfter, endSessions, onTarget } from './target.js';

/*
 * An administrator's actions on one user: permissions, clients, status, deletion, a password link, the
 * lock-out cleared, the sessions ended. Each runs on the user's locked row (target.ts) and writes its audit row.
 */

export const PASSWORD_LINK_VALID_MINUTES = 60;
const ADMINISTER = 'users.administer';

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
