import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  parseSort,
  stripCpf,
  type UserSummary,
  type SortString,
  type userListQuerySchema,
  type usersList,
  type UserSortField,
  type DownloadColumnId,
} from '@fxbo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { likeEscape, userVisibleTo, type AdminContext } from './context.js';

/*
 * The users list (/users): its filters as SQL, its order, one page and the downloads' SQL. One user's detail is
 * in detail.ts, the administrator's actions on a user in actions.ts (on the locked row of target.ts).
 */

type Executor = Kysely<Database> | Transaction<Database>;
type ListQuery = z.output<typeof userListQuerySchema>;

const SORT_COLUMNS: SortColumns<UserSortField> = {
  name: ['u.name'],
  email: ['u.email'],
  status: ['u.status'],
  createdAt: ['u.created_at'],
  lastLoginAt: ['u.last_login_at'],
};

type Filters = Omit<ListQuery, 'page' | 'pageSize' | 'sort'>;

/** `from users u where <the viewer's scope> and <filters>`, nothing selected yet. */
function filteredUsers(db: Executor, q: Filters, scope: ClientScope) {
  let base = db.selectFrom('users as u').where(userVisibleTo(scope));
  if (q.name)
    base = base.where(sql<boolean>`f_unaccent(u.name) ilike '%' || f_unaccent(${likeEscape(q.name)}) || '%'`);
  if (q.email) base = base.where(sql<boolean>`u.email ilike ${`%${likeEscape(q.email)}%`}`);
  if (q.cpf) {
    const digits = stripCpf(q.cpf);
    // Only digits can be part of a CPF; anything else matches nobody.
    base = /^\d+$/.test(digits) ? base.where('u.cpf', 'like', `${digits}%`) : base.where(sql<boolean>`false`);
  }
  if (q.status) base = base.where('u.status', '=', q.status);
  if (q.blocked) base = base.where('u.blocked', '=', q.blocked === 'true');
  if (q.clientId) {
    base = base.where(
      // A client outside the viewer's scope matches nobody (its associations are not theirs to see).
      sql<boolean>`exists (select 1 from user_clients fc where fc.user_id = u.id
        and fc.client_id = ${q.clientId}::bigint and ${inClientScope('fc.client_id', scope)})`,
    );
  }
  return base;
}

/** The list's order: the sort's column with its empty values last (never signed in), then the id. */
function orderUsers<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  sort: SortString<UserSortField>,
) {
  const { field, direction } = parseSort(sort);
  const [column = 'u.name'] = SORT_COLUMNS[field];
  return q
    .orderBy(sql.ref(column), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy(sql.ref('u.id'));
}

/** How the list's downloads are read (platform/list-routes.ts): its filters, order and each column's SQL. */
export function userDownloads(
  db: Executor,
): DownloadMapping<Filters, UserSortField, DownloadColumnId<typeof usersList>> {
  return {
    filtered: (filters, scope) => filteredUsers(db, filters, scope),
    expressions: {
      name: 'u.name',
      email: 'u.email',
      cpf: 'u.cpf',
      birthDate: 'u.birth_date',
      status: 'u.status',
      createdAt: 'u.created_at',
      lastLoginAt: 'u.last_login_at',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'u.id',
    orderBy: orderUsers,
  };
}

/** GET /api/users: filters, client scope (see userVisibleTo), one page and the bounded total. */
export async function listUsers(ctx: AdminContext, q: ListQuery): Promise<Page<UserSummary>> {
  const { db, scope } = ctx;
  const filtered = filteredUsers(db, q, scope);
  const rows = filtered.select([
    'u.id',
    'u.name',
    'u.email',
    'u.cpf',
    'u.birth_date',
    'u.kind',
    'u.status',
    'u.blocked',
    'u.all_clients',
    'u.created_at',
    'u.last_login_at',
    sql<{ id: string; name: string }[]>`coalesce((
      select json_agg(json_build_object('id', c.id::text, 'name', c.name) order by c.name, c.id)
      from (select c.id, c.name from user_clients uc join clients c on c.id = uc.client_id
            where uc.user_id = u.id and ${inClientScope('c.id', scope)}
            order by c.name, c.id limit 3) c), '[]'::json)`.as('clients'),
    sql<number>`(select count(*)::int from user_clients uc
      where uc.user_id = u.id and ${inClientScope('uc.client_id', scope)})`.as('client_count'),
  ]);
  return listPage({
    db,
    rows: orderUsers(rows, q.sort),
    filtered,
    request: q,
    map: (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      cpf: r.cpf,
      birthDate: r.birth_date,
      kind: r.kind,
      status: r.status,
      blocked: r.blocked,
      allClients: r.all_clients,
      createdAt: r.created_at.toISOString(),
      lastLoginAt: r.last_login_at?.toISOString() ?? null,
      clients: r.clients,
      clientCount: r.client_count,
    }),
  });
}
