import type { AuditAction, AuditDetails, DispatchRequestSummary } from '@fxbo/domain';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database, ExportDispatchRequestsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';
import { alreadyDecided, dispatchRequestNotFound } from './messages.js';
import { dispatchRequestSource } from './service.js';

/*
 * The two decisions on a pending dispatch request (`trade.register-dispatch`): register it with its DU-E
 * number, or reject it with a reason. Each in one transaction: the request locked `for update` within the
 * user's client scope (404 outside), a conditional update `where status = 'pending'` (409 once decided, so two
 * people deciding at once: one wins, the other is told), and its audit row. `registered_at`/`registered_by`
 * say who registered it and when; a rejection leaves them empty (the column names say "registered", and the
 * seed's rejected requests have none) and its author and time are the audit row's.
 */

export interface DispatchRequestContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
  clock: Clock;
}

async function decide(
  ctx: DispatchRequestContext,
  id: string,
  change: (now: Date) => Updateable<ExportDispatchRequestsTable>,
  audit: { action: AuditAction; details: AuditDetails },
): Promise<DispatchRequestSummary> {
  await inTransaction(ctx.db, async (trx: Transaction<Database>) => {
    const request = await trx
      .selectFrom('export_dispatch_requests as r')
      .select(['r.id', 'r.status', 'r.client_id', 'r.invoice_number', 'r.contract_id'])
      .where('r.id', '=', id)
      .where(inClientScope('r.client_id', clientScope(ctx.user)))
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw dispatchRequestNotFound(ctx.locale);
    if (request.status !== 'pending') throw alreadyDecided(request.status, ctx.locale);
    const decided = await trx
      .updateTable('export_dispatch_requests')
      .set(change(ctx.clock()))
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .returning('status')
      .executeTakeFirst();
    if (!decided) throw alreadyDecided('pending', ctx.locale);
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: audit.action,
      entity: 'export_dispatch_request',
      entityId: request.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: {
        clientId: request.client_id,
        invoiceNumber: request.invoice_number,
        contractId: request.contract_id,
        ...audit.details,
      },
    });
  });
  const source = dispatchRequestSource;
  return source.map(
    await source.select(source.table(ctx.db)).where('r.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** POST /api/dispatch-requests/:id/register: pending → registered with its DU-E number. */
export function registerDispatchRequest(ctx: DispatchRequestContext, id: string, dueNumber: string) {
  return decide(
    ctx,
    id,
    (now) => ({
      status: 'registered',
      due_number: dueNumber,
      registered_at: now,
      registered_by: ctx.user.userId,
    }),
    { action: 'dispatch_request.register', details: { dueNumber } },
  );
}

/** POST /api/dispatch-requests/:id/reject: pending → rejected with the reason. */
export function rejectDispatchRequest(ctx: DispatchRequestContext, id: string, reason: string) {
  return decide(ctx, id, () => ({ status: 'rejected', rejection_reason: reason }), {
    action: 'dispatch_request.reject',
    details: { reason },
  });
}
