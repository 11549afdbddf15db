import {
  permissionsNotHeld,
  type PermissionKey,
  type UserDetail,
  type UserInvited,
  type userCreateSchema,
  type userUpdateSchema,
} from '@fxbo/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { fieldFailure } from '../../http/messages.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import { isUniqueViolation, userVisibleTo, type AdminContext } from './context.js';
import { afterEmailChange } from './email-change.js';
import { invitationExpiry, sendInvitation } from './invitation.js';
import { usersMessage } from './messages.js';
import { audit, checkClients, detailAfter, endSessions, onTarget } from './target.js';

type UserCreateInput = z.output<typeof userCreateSchema>;
type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The live account (not deleted) with this e-mail, if any, and whether the actor may see it. */
async function emailOwner(
  trx: Transaction<Database>,
  ctx: AdminContext,
  email: string,
  except?: string,
): Promise<{ id: string; visible: boolean } | undefined> {
  let q = trx
    .selectFrom('users as u')
    .select(['u.id'])
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null);
  if (except) q = q.where('u.id', '<>', except);
  const owner = await q.executeTakeFirst();
  if (!owner) return undefined;
  const visible = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', owner.id)
    .where(userVisibleTo(ctx.scope))
    .executeTakeFirst();
  return { id: owner.id, visible: visible !== undefined };
}

const emailInUse = (ctx: AdminContext) => fieldFailure(ctx.locale, [{ path: 'email', code: 'email_in_use' }]);

/**
 * POST /api/users: an active user without a password, with the permissions and clients chosen, invited by
 * e-mail to set the password within 72 hours (a password link of purpose `invitation`). The rules of the
 * other actions hold: nobody grants a permission they do not hold; an administrator of some clients names
 * clients of theirs (at least one, so the new user is theirs to administer) and never every client.
 *
 * No user enumeration: an e-mail that belongs to an account the actor sees is refused on its field (they can
 * see it anyway); one outside the actor's clients is answered as a creation (nothing is created), and such an
 * administrator's answers never carry the new id, so the two cannot be told apart.
 */
export async function createUser(ctx: AdminContext, input: UserCreateInput): Promise<UserInvited> {
  if (permissionsNotHeld(ctx.actor.permissions, input.permissions).length > 0)
    throw fieldFailure(ctx.locale, [{ path: 'permissions', code: 'permission_not_held' }]);
  if (input.allClients && ctx.scope !== undefined)
    throw fieldFailure(ctx.locale, [{ path: 'allClients', code: 'all_clients_not_allowed' }]);
  const clientIds = input.allClients ? [] : input.clientIds;
  if (ctx.scope !== undefined && clientIds.length === 0)
    throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'clients_required' }]);
  const expiresAt = invitationExpiry();
  const seesEveryone = ctx.scope === undefined;

  try {
    return await inTransaction(ctx.db, async (trx) => {
      await checkClients(trx, ctx, clientIds);
      const owner = await emailOwner(trx, ctx, input.email);
      if (owner?.visible) throw emailInUse(ctx);
      if (owner) return { id: null, email: input.email, expiresAt: expiresAt.toISOString() };

      const user = await trx
        .insertInto('users')
        .values({
          kind: input.kind,
          all_clients: input.allClients,
          name: input.name,
          email: input.email,
          status: 'active',
          locale: input.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (clientIds.length > 0)
        await trx
          .insertInto('user_clients')
          .values(clientIds.map((client_id) => ({ user_id: user.id, client_id })))
          .execute();
      if (input.permissions.length > 0) {
        await ensurePermissionRows(trx, input.permissions);
        await trx
          .insertInto('user_permissions')
          .values(
            input.permissions.map((key: PermissionKey) => ({
              user_id: user.id,
              permission_key: key,
              granted_by: ctx.actor.userId,
            })),
          )
          .execute();
      }
      await sendInvitation(
        trx,
        ctx,
        { userId: user.id, email: input.email, name: input.name, locale: input.locale },
        expiresAt,
      );
      await audit(trx, ctx, 'user.create', user.id, {
        email: input.email,
        kind: input.kind,
        allClients: input.allClients,
        clientIds,
        permissions: input.permissions,
        expiresAt: expiresAt.toISOString(),
      });
      return { id: seesEveryone ? user.id : null, email: input.email, expiresAt: expiresAt.toISOString() };
    });
  } catch (err) {
    // Another request took the e-mail between the check and the insert.
    if (isUniqueViolation(err)) throw emailInUse(ctx);
    throw err;
  }
}

/**
 * PUT /api/users/:id: name, e-mail, kind, language and whether the user is active. A client user keeps at
 * least one client and never sees every client; inactivating ends the user's sessions (as the inactivate
 * action does) and nobody inactivates themselves. A changed e-mail closes the open password links and invites
 * again (no password yet) or tells the old address (`afterEmailChange`).
 */
export async function updateUser(ctx: AdminContext, id: string, input: UserUpdateInput): Promise<UserDetail> {
  if (!input.active && id === ctx.actor.userId)
    throw new AppError(409, 'self_protection', usersMessage('self_inactivate', ctx.locale));
  try {
    return await onTarget(ctx, id, async (trx, target) => {
      const current = await trx
        .selectFrom('users')
        .select(['name', 'email', 'kind', 'locale', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (input.kind === 'client' && target.kind !== 'client') {
        if (target.all_clients)
          throw fieldFailure(ctx.locale, [{ path: 'kind', code: 'all_clients_staff_only' }]);
        const linked = await trx
          .selectFrom('user_clients')
          .select('client_id')
          .where('user_id', '=', id)
          .execute();
        if (linked.length === 0) throw fieldFailure(ctx.locale, [{ path: 'kind', code: 'clients_required' }]);
      }
      // An e-mail of another account: refused on its field when the administrator sees that account; else
      // (an administrator of some clients, an account outside them) answered as if changed while the e-mail
      // stays, so the answer tells nothing of an account they cannot see (decisions §48).
      let hiddenOwner = false;
      if (input.email !== current.email.toLowerCase()) {
        const owner = await emailOwner(trx, ctx, input.email, id);
        if (owner?.visible) throw emailInUse(ctx);
        hiddenOwner = owner !== undefined;
      }
      const email = hiddenOwner ? current.email : input.email;

      const status = input.active ? 'active' : 'inactive';
      const after = { name: input.name, email, kind: input.kind, locale: input.locale, status };
      const before = {
        name: current.name,
        email: current.email,
        kind: current.kind,
        locale: current.locale,
        status: current.status,
      };
      // A pending user (an access request being decided) is made neither active nor inactive by an edit.
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (k) => after[k] !== before[k] && !(k === 'status' && current.status === 'pending'),
      );
      const answer = async () => {
        const detail = await detailAfter(trx, ctx, id);
        return hiddenOwner ? { ...detail, email: input.email } : detail;
      };
      if (changed.length === 0) return answer();

      await trx
        .updateTable('users')
        .set({
          name: input.name,
          email,
          kind: input.kind,
          locale: input.locale,
          ...(changed.includes('status') ? { status } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      const sessionsEnded =
        changed.includes('status') && status === 'inactive'
          ? await endSessions(trx, ctx, id, 'inactivated')
          : 0;
      if (changed.includes('email'))
        await afterEmailChange(trx, ctx, {
          id,
          name: input.name,
          oldEmail: current.email,
          newEmail: email,
          locale: input.locale,
        });
      await audit(trx, ctx, 'user.update', id, {
        changed,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        sessionsEnded,
      });
      return answer();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse(ctx);
    throw err;
  }
}
