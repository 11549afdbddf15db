import { sql, type Expression, type SqlBool } from 'kysely';
import type { ClientScope } from '../../platform/client-scope.js';

/*
 * Which quotations a scope sees. A quotation belongs to one client or to one client group (never both,
 * quotations_client_or_group); a group's quotation concerns every client of the group, so it is seen by the
 * users of any of them. Both forms are served by migration 0003's client and group indexes, read together
 * (BitmapOr) because the groups come as an array (`= any(array(…))`): with `in (select …)` the planner cannot
 * tell how few rows the scope holds and walks the whole date index instead (190 ms at the 1m seed's volume
 * for a client with one quotation).
 */

/** The quotations (alias `q`) of the clients in `scope` and of their groups; all when `scope` is undefined. */
export function quotationInScope(scope: ClientScope): Expression<SqlBool> {
  if (scope === undefined) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  const ids = [...scope];
  return sql<SqlBool>`(q.client_id = any(${ids}::int8[]) or q.group_id = any(array(
    select sc.group_id from clients sc where sc.id = any(${ids}::int8[]) and sc.group_id is not null)))`;
}

/** The quotations of one client: its own and its group's. */
export function quotationOfClient(clientId: string): Expression<SqlBool> {
  return sql<SqlBool>`(q.client_id = ${clientId}::int8 or q.group_id = (
    select fc.group_id from clients fc where fc.id = ${clientId}::int8))`;
}
