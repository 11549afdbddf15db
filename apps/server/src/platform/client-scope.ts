import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from './sessions.js';

/*
 * The client scope, in one place: which clients a user's records may come from, and the SQL conditions every
 * query of client-owned rows (and of users, by the clients they are associated with) applies. An empty scope
 * means "no client", never "every client": only `undefined` opens everything.
 */

/** The clients a user may see; undefined means all. */
export type ClientScope = readonly string[] | undefined;

/**
 * The clients whose records the user may see: undefined means all. Staff see every client through the
 * all-clients flag or the `clients.all` permission; a client user never does, whatever it holds.
 */
export function clientScope(user: SessionUser): ClientScope {
  if (user.kind === 'staff' && (user.allClients || user.permissions.has('clients.all'))) return undefined;
  return user.clientIds;
}

/**
 * The client-scope condition on `column` (a client id): no condition for users who see every client (`scope`
 * undefined), nothing at all for a user with no client, otherwise `column = any(clients)`. Every list,
 * detail, action and export query of client-owned rows must include it.
 */
export function inClientScope(column: string, scope: ClientScope): Expression<SqlBool> {
  if (scope === undefined) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} = any(${[...scope]}::int8[])`;
}

/**
 * The users (table alias `alias`) a viewer with `scope` may see: everyone when the scope is undefined;
 * otherwise those associated with at least one client of the scope, except staff with every client (who are
 * associated with no client in particular). A missing user (a left join with no match) is outside any scope.
 */
export function userInClientScope(alias: string, scope: ClientScope): Expression<SqlBool> {
  if (scope === undefined) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  const u = sql.ref(alias);
  return sql<SqlBool>`not ${u}.all_clients and exists (
    select 1 from user_clients vc where vc.user_id = ${u}.id and ${inClientScope('vc.client_id', scope)})`;
}

/** `%`, `_` and `\` of user input matched literally by like/ilike (the default escape, `\`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
