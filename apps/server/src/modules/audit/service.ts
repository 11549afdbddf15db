import { sql, type Kysely } from 'kysely';
import type { AuditEntry, auditListQuerySchema } from '@fxbo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { userInClientScope, type ClientScope } from '../../platform/client-scope.js';

type ListQuery = z.output<typeof auditListQuerySchema>;
const TIME_ZONE = 'America/Sao_Paulo';

/**
 * GET /api/audit, newest first. A viewer with a client scope (not staff with every client) sees only what
 * was done by users associated with their clients, as in user administration; entries without an actor
 * (the system, anonymous forms) are for viewers who see every client.
 */
export async function listAudit(
  db: Kysely<Database>,
  scope: ClientScope,
  q: ListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_user_id');
  if (scope !== undefined) base = base.where(userInClientScope('u', scope));
  if (q.actorUserId) base = base.where('a.actor_user_id', '=', q.actorUserId);
  if (q.action) {
    base = q.action.endsWith('.')
      ? base.where('a.action', 'like', `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : base.where('a.action', '=', q.action);
  }
  if (q.entity) base = base.where('a.entity', '=', q.entity);
  if (q.entityId) base = base.where('a.entity_id', '=', q.entityId);
  if (q.from) base = base.where(sql<boolean>`a.at >= (${q.from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (q.to) base = base.where(sql<boolean>`a.at < (${q.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`);

  const [rows, count] = await Promise.all([
    base
      .select([
        'a.id',
        'a.at',
        'a.action',
        'a.entity',
        'a.entity_id',
        sql<string | null>`host(a.ip)`.as('ip'),
        'a.user_agent',
        'a.details',
        'u.id as actor_id',
        'u.name as actor_name',
        'u.email as actor_email',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.n,
    items: rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actor:
        r.actor_id && r.actor_name && r.actor_email
          ? { id: r.actor_id, name: r.actor_name, email: r.actor_email }
          : null,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      ip: r.ip,
      userAgent: r.user_agent,
      details: r.details,
    })),
  };
}
