import type { AuditAction, AuditDetails } from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../db/audit.js';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { currentUser } from './auth-guard.js';
import { requestFacts, type RequestFacts } from './request-facts.js';
import type { SessionUser } from './sessions.js';

/*
 * A staff action on one record (a payment order, a remittance): in one transaction, the record locked
 * `for update` within the user's client scope (another client's record is not found), the change, and the
 * change's audit row. Two actions on one record take turns on the lock, so what a change reads under it is
 * still so when it writes.
 */

/** What an action writes to the audit log, besides the record's own identification. */
export interface ActionAudit {
  action: AuditAction;
  details: AuditDetails;
}

/** Who acts, from where, on which database. */
export interface ActionContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
}

/** The request's action context: its signed-in user, address and language, on `db`. */
export function actionContext(req: FastifyRequest, db: Kysely<Database>): ActionContext {
  return { db, user: currentUser(req), ...requestFacts(req) };
}

export interface LockedRecord<Row> {
  /** The audit log's entity (`payment_order`) and the record's id. */
  entity: string;
  id: string;
  /** The record locked `for update` within the user's scope; its not-found error otherwise. */
  lock: (trx: Transaction<Database>) => Promise<Row>;
  /** What every audit row of the record names (its number, its client). */
  named: (row: Row) => AuditDetails;
}

/** Runs `change` on the record locked in scope and audits it, in one transaction. */
export async function changeLocked<Row>(
  ctx: ActionContext,
  record: LockedRecord<Row>,
  change: (trx: Transaction<Database>, row: Row) => Promise<ActionAudit>,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await record.lock(trx);
    const audit = await change(trx, row);
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: audit.action,
      entity: record.entity,
      entityId: record.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { ...record.named(row), ...audit.details },
    });
  });
}
