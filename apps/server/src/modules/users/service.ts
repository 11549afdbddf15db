import {
  parseSort,
  stripCpf,
  usersList,
  userSummarySchema,
  type SortString,
  type UserSortField,
} from '@fxbo/domain';
import { sql, type SqlBool } from 'kysely';
import type { SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { instant, scoped } from '../../platform/list-source-fields.js';
import { pageJoined, type AnyQuery } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';
import { likeEscape, userVisibleTo } from './context.js';

/*
 * The users list (/users), declared (platform/list-source.ts): the users an administrator may see (context.ts,
 * userVisibleTo), its filters' SQL and its order, which the user report (report.ts) shares. One user's detail
 * is in detail.ts, the administrator's actions on a user in actions.ts (on the locked row of target.ts).
 */

/** The sort's column with its empty values last (never signed in) both ways, then the id ascending. */
function orderUsers(q: AnyQuery, sort: SortString<UserSortField>, columns: SortColumns<UserSortField>) {
  const { field, direction } = parseSort(sort);
  const [column = 'u.name'] = columns[field];
  return q
    .orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy(sql.ref('u.id'));
}

/** The users' table, scope, filters and order: the list's and the report's. */
export const USERS_SOURCE = {
  from: 'users as u',
  scope: userVisibleTo,
  filters: {
    name: (name: string) =>
      sql<SqlBool>`f_unaccent(u.name) ilike '%' || f_unaccent(${likeEscape(name)}) || '%'`,
    email: (email: string) => sql<SqlBool>`u.email ilike ${`%${likeEscape(email)}%`}`,
    // Only digits can be part of a CPF; anything else matches nobody.
    cpf: (cpf: string) => {
      const digits = stripCpf(cpf);
      return /^\d+$/.test(digits)
        ? sql<SqlBool>`${sql.ref('u.cpf')} like ${`${digits}%`}`
        : sql<SqlBool>`false`;
    },
    // A client outside the viewer's scope matches nobody (its associations are not theirs to see).
    clientId: (clientId: string, _filters: unknown, _name: string, scope: ClientScope) =>
      sql<SqlBool>`exists (select 1 from user_clients fc where fc.user_id = u.id
        and fc.client_id = ${clientId}::bigint and ${inClientScope('fc.client_id', scope)})`,
  },
  order: orderUsers,
  plan: pageJoined,
  // The table keeps deleted users, whom no list shows.
  partOfTable: true,
} as const;

export const userSource = listSource({
  ...USERS_SOURCE,
  resource: usersList,
  row: userSummarySchema,
  fields: {
    id: 'u.id',
    name: 'u.name',
    email: 'u.email',
    cpf: 'u.cpf',
    birthDate: 'u.birth_date',
    kind: 'u.kind',
    status: 'u.status',
    blocked: 'u.blocked',
    allClients: 'u.all_clients',
    createdAt: instant('u.created_at'),
    lastLoginAt: instant('u.last_login_at'),
    // Up to three of the user's clients the viewer may see, by name, and how many they see in all.
    clients: scoped(
      (scope) => sql`coalesce((
      select json_agg(json_build_object('id', c.id::text, 'name', c.name) order by c.name, c.id)
      from (select c.id, c.name from user_clients uc join clients c on c.id = uc.client_id
            where uc.user_id = u.id and ${inClientScope('c.id', scope)}
            order by c.name, c.id limit 3) c), '[]'::json)`,
    ),
    clientCount: scoped(
      (scope) => sql`(select count(*)::int from user_clients uc
      where uc.user_id = u.id and ${inClientScope('uc.client_id', scope)})`,
    ),
  },
});
