import type { Transaction } from 'kysely';
import type { AuditAction, AuditDetails, SessionEndReason, UserDetail } from '@fxbo/domain';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { inClientScope } from '../../platform/client-scope.js';
import { revokeUserSessions } from '../../platform/sessions.js';
import { userVisibleTo, type AdminContext } from './context.js';
import { findUserDetail } from './detail.js';

/*
 * What every administrative action on a user shares (here, in create.ts and profiles.ts): the target locked in a
 * transaction, the audit row, the sessions ended, the detail answered, the clients checked.
 */

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
