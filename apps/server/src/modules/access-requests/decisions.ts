import type { Transaction } from 'kysely';
import { permissionsNotHeld, type accessRequestApproveSchema } from '@fxbo/domain';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import { approver, requestVisibleTo, uniqueViolation, type RequestContext } from './context.js';
import { approvedMail, rejectedMail } from './mails.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { accessRequestMessage } from './messages.js';

/* An approver's decision on a pending request: approval (the account made) or rejection. */

/**
 * What a decided request keeps instead of the requester's password hash: the approved user has it now,
 * a rejected requester's is no longer needed (the column's check only asks for the argon2id prefix).
 */
export const ERASED_PASSWORD_HASH = '$argon2id$erased';

type ApproveInput = z.output<typeof accessRequestApproveSchema>;

/** The pending request, locked for the decision; 404 when absent or out of scope, 409 when decided. */
async function lockPending(trx: Transaction<Database>, ctx: RequestContext, id: string) {
  const row = await trx
    .selectFrom('access_requests as r')
    .selectAll('r')
    .where('r.id', '=', id)
    .where(requestVisibleTo(clientScope(approver(ctx))))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  if (row.status !== 'pending') {
    throw new AppError(
      409,
      'access_request_decided',
      accessRequestMessage('access_request_decided', ctx.locale),
    );
  }
  return row;
}

/**
 * Approval: creates the user (a client user of the chosen clients, or staff with every client) with the
 * requester's own password and the chosen permissions, marks the request approved and tells the requester,
 * all in one transaction. The approver grants only permissions and clients they hold themselves.
 */
export async function approveAccessRequest(
  ctx: RequestContext,
  id: string,
  input: ApproveInput,
): Promise<{ userId: string }> {
  const actor = approver(ctx);
  const scope = clientScope(actor);
  if (permissionsNotHeld(actor.permissions, input.permissions).length > 0) {
    throw fieldFailure(ctx.locale, [{ path: 'permissions', code: 'permission_not_held' }]);
  }
  if (input.allClients && scope !== undefined) {
    throw fieldFailure(ctx.locale, [{ path: 'allClients', code: 'all_clients_not_allowed' }]);
  }
  const clientIds = input.allClients ? [] : input.clientIds;
  if (!input.allClients && clientIds.length === 0) {
    throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'clients_required' }]);
  }
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const request = await lockPending(trx, ctx, id);
      if (clientIds.length > 0) {
        const found = await trx
          .selectFrom('clients as c')
          .select('c.id')
          .where('c.id', 'in', clientIds)
          .where(inClientScope('c.id', scope))
          .execute();
        if (found.length !== clientIds.length) {
          throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'client_unknown' }]);
        }
      }
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('email', '=', request.email), eb('cpf', '=', request.cpf)]))
        .executeTakeFirst();
      if (taken) throw accountExists(ctx);

      const user = await trx
        .insertInto('users')
        .values({
          kind: input.allClients ? 'staff' : 'client',
          all_clients: input.allClients,
          name: request.name,
          email: request.email,
          cpf: request.cpf,
          birth_date: request.birth_date,
          phone: request.phone,
          status: 'active',
          password_hash: request.password_hash,
          password_changed_at: request.created_at,
          locale: 'pt-BR',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.permissions.length > 0) {
        await ensurePermissionRows(trx, input.permissions);
        await trx
          .insertInto('user_permissions')
          .values(
            input.permissions.map((key) => ({
              user_id: user.id,
              permission_key: key,
              granted_by: actor.userId,
            })),
          )
          .execute();
      }
      if (clientIds.length > 0) {
        await trx
          .insertInto('user_clients')
          .values(clientIds.map((client_id) => ({ user_id: user.id, client_id })))
          .execute();
      }
      await trx
        .updateTable('access_requests')
        .set({
          status: 'approved',
          decided_by: actor.userId,
          decided_at: new Date(),
          user_id: user.id,
          password_hash: ERASED_PASSWORD_HASH,
        })
        .where('id', '=', id)
        .execute();
      const meta = { actorUserId: actor.userId, ip: ctx.ip, userAgent: ctx.userAgent };
      await recordAudit(trx, {
        ...meta,
        action: 'access_request.approve',
        entity: 'access_request',
        entityId: id,
        details: { userId: user.id },
      });
      await recordAudit(trx, {
        ...meta,
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        details: {
          accessRequestId: id,
          kind: input.allClients ? 'staff' : 'client',
          allClients: input.allClients,
          permissions: input.permissions,
          clientIds,
        },
      });
      await enqueueMail(trx, approvedMail(request.email, request.name, ctx.config.publicUrl));
      return { userId: user.id };
    });
  } catch (err) {
    // An account made with the same e-mail or CPF at the same instant.
    if (uniqueViolation(err)?.startsWith('users_')) throw accountExists(ctx);
    throw err;
  }
}

function accountExists(ctx: RequestContext): AppError {
  return new AppError(409, 'account_exists', accessRequestMessage('account_exists', ctx.locale));
}

/** Rejection, with the reason the requester is told by e-mail. */
export async function rejectAccessRequest(ctx: RequestContext, id: string, reason: string): Promise<void> {
  const actor = approver(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const request = await lockPending(trx, ctx, id);
    await trx
      .updateTable('access_requests')
      .set({
        status: 'rejected',
        decided_by: actor.userId,
        decided_at: new Date(),
        decision_reason: reason,
        password_hash: ERASED_PASSWORD_HASH,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'access_request.reject',
      entity: 'access_request',
      entityId: id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { reason },
    });
    await enqueueMail(trx, rejectedMail(request.email, request.name, reason));
  });
}
