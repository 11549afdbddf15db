import type { ParcelDecision, ParcelDecisionResponse, ParcelDecisionResult } from '@fxbo/domain';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { Clock } from '../../platform/clock.js';
import { clientRecipients } from '../../platform/client-recipients.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';
import { parcelDecisionMail } from './mail.js';
import { alreadyDecided, alreadyDecidedMessage, parcelNotFound } from './messages.js';

/*
 * Authorizing or rejecting parcels (spec 4 "Parcel": pending → authorized or pending → rejected, both final).
 * One request's parcels are decided in one transaction (the one holding its idempotency key, when it sent one:
 * the answer says what became of each, so it commits with them), each on its own: the row locked `for update`
 * within the user's client scope, then a conditional update `where status = 'pending'`, its audit row and the
 * e-mails to the client's users (outbox). The parcels are locked in id order first, so two requests naming the
 * same parcels in other orders take turns instead of deadlocking. Two people deciding the same parcel at once
 * take turns on the lock: the second reads it decided and is told so; one decision, one audit row, one set of
 * e-mails.
 */

export interface ParcelContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
  clock: Clock;
  brokerage: string;
}

/** Decides one parcel within the request's transaction (`trx`); what became of it. */
async function decideOne(
  ctx: ParcelContext,
  trx: Transaction<Database>,
  id: string,
  decision: ParcelDecision,
  reason: string | null,
): Promise<ParcelDecisionResult> {
  const parcel = await trx
    .selectFrom('parcels as p')
    .selectAll('p')
    .where('p.id', '=', id)
    .where(inClientScope('p.client_id', clientScope(ctx.user)))
    .forUpdate()
    .executeTakeFirst();
  if (!parcel) return { id, outcome: 'not_found', parcelNumber: null, status: null, message: null };
  const conflict = (): ParcelDecisionResult => ({
    id,
    outcome: 'conflict',
    parcelNumber: parcel.parcel_number,
    status: parcel.status,
    message: alreadyDecidedMessage(parcel.parcel_number, parcel.status, ctx.locale),
  });
  if (parcel.status !== 'pending') return conflict();
  const now = ctx.clock();
  const status = decision === 'authorize' ? 'authorized' : 'rejected';
  const updated = await trx
    .updateTable('parcels')
    .set({ status, decided_by: ctx.user.userId, decided_at: now, decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  // Never without the lock; kept so that a path that forgot it still cannot decide twice.
  if (!updated) return conflict();
  await recordAudit(trx, {
    actorUserId: ctx.user.userId,
    action: decision === 'authorize' ? 'parcel.authorize' : 'parcel.reject',
    entity: 'parcel',
    entityId: id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    details: {
      parcelNumber: parcel.parcel_number,
      clientId: parcel.client_id,
      currency: parcel.currency,
      value: parcel.value,
      ...(reason ? { reason } : {}),
    },
  });
  const client = await trx
    .selectFrom('clients')
    .select('name')
    .where('id', '=', parcel.client_id)
    .executeTakeFirstOrThrow();
  const recipients = await clientRecipients(trx, parcel.client_id);
  for (const to of recipients)
    await enqueueMail(
      trx,
      parcelDecisionMail(to, {
        decision,
        parcelNumber: parcel.parcel_number,
        clientName: client.name,
        closureDate: parcel.closure_date,
        currency: parcel.currency,
        value: parcel.value,
        reference: parcel.reference,
        invoice: parcel.invoice,
        reason,
        brokerage: ctx.brokerage,
      }),
    );
  return { id, outcome: 'decided', parcelNumber: parcel.parcel_number, status, message: null };
}

/**
 * POST /api/parcels/decisions: each selected parcel decided on its own, in the order given; the answer says
 * what became of each. A request for one parcel answers as an action on it: 404 outside the scope, 409
 * `state_conflict` when it was already decided.
 */
export async function decideParcels(
  ctx: ParcelContext,
  ids: readonly string[],
  decision: ParcelDecision,
  reason: string | undefined,
): Promise<ParcelDecisionResponse> {
  const results = await inTransaction(ctx.db, async (trx) => {
    await trx
      .selectFrom('parcels')
      .select('id')
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    const decided: ParcelDecisionResult[] = [];
    for (const id of ids) decided.push(await decideOne(ctx, trx, id, decision, reason ?? null));
    return decided;
  });
  const only = ids.length === 1 ? results[0] : undefined;
  if (only?.outcome === 'not_found') throw parcelNotFound(ctx.locale);
  if (only?.outcome === 'conflict' && only.parcelNumber && only.status)
    throw alreadyDecided(only.parcelNumber, only.status, ctx.locale);
  return { decision, results };
}
