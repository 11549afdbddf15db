import { auditEntrySchema, auditList } from '@fxbo/domain';
import { sql, type SqlBool } from 'kysely';
import { likeEscape, userInClientScope } from '../../platform/client-scope.js';
import { instant } from '../../platform/list-source-fields.js';
import { saoPauloDays } from '../../platform/list-source-filters.js';
import { pageJoined } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The audit log (GET /api/audit), newest first (the one order its (at, id) index serves), declared
 * (platform/list-source.ts). A viewer with a client scope (not staff with every client) sees only what was done
 * by users associated with their clients, as in user administration; entries without an actor (the system,
 * anonymous forms) are for viewers who see every client.
 */

export const auditSource = listSource({
  resource: auditList,
  row: auditEntrySchema,
  from: 'audit_log as a',
  // The actor, whom the scope reads.
  tableJoins: (q) => q.leftJoin('users as u', 'u.id', 'a.actor_user_id'),
  scope: (scope) => (scope === undefined ? undefined : userInClientScope('u', scope)),
  fields: {
    id: 'a.id',
    at: instant('a.at'),
    actor: { id: 'u.id', name: 'u.name', email: 'u.email' },
    action: 'a.action',
    entity: 'a.entity',
    entityId: 'a.entity_id',
    ip: 'host(a.ip)',
    userAgent: 'a.user_agent',
    details: 'a.details',
  },
  filters: {
    actorUserId: 'a.actor_user_id',
    // An exact action, or a prefix ending in a dot: `user.` is every user action.
    action: (action: string) =>
      action.endsWith('.')
        ? sql<SqlBool>`${sql.ref('a.action')} like ${`${likeEscape(action)}%`}`
        : sql<SqlBool>`${sql.ref('a.action')} = ${action}`,
    from: saoPauloDays('a.at'),
    to: saoPauloDays('a.at'),
  },
  downloads: { actorEmail: 'u.email' },
  plan: pageJoined,
});
