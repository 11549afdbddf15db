import type { AuditAction, AuditDetails } from '@fxbo/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

export interface AuditEntry {
  actorUserId: string | null;
  /** One of AUDIT_ACTIONS: the database refuses any other (audit_log_action_known). */
  action: AuditAction;
  entity?: string;
  entityId?: string | number;
  ip?: string | null;
  userAgent?: string | null;
  /** Only declared keys (AUDIT_DETAIL_FIELDS): each has its label on the audit screen. */
  details?: AuditDetails;
}

/** Who did what, to what, when and from where; written in the transaction of the change itself. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  e: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: e.actorUserId,
      action: e.action,
      entity: e.entity ?? null,
      entity_id: e.entityId === undefined ? null : String(e.entityId),
      ip: e.ip ?? null,
      user_agent: e.userAgent?.slice(0, 500) ?? null,
      details: JSON.stringify(e.details ?? {}),
    })
    .execute();
}
