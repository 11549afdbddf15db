import { sql, type Kysely } from 'kysely';
import type { AuditEntry, auditList, auditListQuerySchema, DownloadColumnId } from '@fxbo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import {
  listPage,
  orderBySort,
  saoPauloDayStart,
  type Page,
  type SortColumns,
} from '../../http/list-query.js';
import { userInClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

type ListQuery = z.output<typeof auditListQuerySchema>;

/** Newest first, the one order the (at, id) index serves. */
const SORT_COLUMNS: SortColumns<'at'> = { at: ['a.at'] };

/**
 * GET /api/audit, newest first. A viewer with a client scope (not staff with every client) sees only what
 * was done by users associated with their clients, as in user administration; entries without an actor
 * (the system, anonymous forms) are for viewers who see every client.
 */
type Filters = Omit<ListQuery, 'page' | 'pageSize' | 'sort'>;

/** The log joined to its actors, in the viewer's scope and the filters, nothing selected yet. */
function filteredAudit(db: Kysely<Database>, q: Filters, scope: ClientScope) {
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
  if (q.from) base = base.where('a.at', '>=', saoPauloDayStart(q.from));
  if (q.to) base = base.where('a.at', '<', saoPauloDayStart(q.to, 1));
  return base;
}

/** How the log's downloads are read (platform/list-routes.ts): its filters and each column's SQL. */
export function auditDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, 'at', DownloadColumnId<typeof auditList>> {
  return {
    filtered: (filters, scope) => filteredAudit(db, filters, scope),
    expressions: {
      at: 'a.at',
      actor: 'u.name',
      actorEmail: 'u.email',
      action: 'a.action',
      entity: 'a.entity',
      entityId: 'a.entity_id',
      ip: 'host(a.ip)',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'a.id',
  };
}

export async function listAudit(
  db: Kysely<Database>,
  scope: ClientScope,
  q: ListQuery,
): Promise<Page<AuditEntry>> {
  const base = filteredAudit(db, q, scope);
  const rows = base.select([
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
  ]);
  return listPage({
    db,
    rows: orderBySort(rows, q.sort, SORT_COLUMNS, 'a.id'),
    filtered: base,
    request: q,
    map: (r) => ({
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
    }),
  });
}
