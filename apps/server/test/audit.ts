import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';

/** Whose audit entries: those about an entity, or those an actor made. */
type AuditOf = { entityId: string } | { actorUserId: string };

/** The actions of the audit log about an entity or by an actor (only those `like` a pattern if given), oldest first. */
export async function auditActions(
  db: Kysely<Database>,
  of: AuditOf,
  actionLike?: string,
): Promise<string[]> {
  const [column, id] =
    'entityId' in of ? (['entity_id', of.entityId] as const) : (['actor_user_id', of.actorUserId] as const);
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where(column, '=', id)
    .$if(actionLike !== undefined, (q) => q.where('action', 'like', actionLike ?? '%'))
    .orderBy('id')
    .execute();
  return rows.map((a) => a.action);
}
