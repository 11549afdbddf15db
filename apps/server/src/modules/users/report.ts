import {
  userReport,
  userReportRowSchema,
  type DownloadColumnId,
  type ListQuery,
  type UserReportRow,
  type UserReportSortField,
} from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { listPage, type Page } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { listRoutes, type DownloadMapping } from '../../platform/list-routes.js';
import type { ServerArea } from '../../platform/area.js';
import { adminContext, type AdminContext } from './context.js';
import { userDownloads } from './service.js';

/*
 * The user report (administrators only): the users list's filters, scope and order (service.ts, reused through
 * its download mapping), each user with its status, clients and permissions, as a page, XLSX and PDF.
 */

type Query = ListQuery<typeof userReport.filters, UserReportSortField>;
type Filters = Omit<Query, 'page' | 'pageSize' | 'sort'>;

/** The associated clients' names the administrator may see, joined by name. */
const clientNames = (scope: ClientScope) => sql<string[]>`array(
  select c.name from user_clients uc join clients c on c.id = uc.client_id
  where uc.user_id = u.id and ${inClientScope('c.id', scope)} order by c.name, c.id)`;

const permissionKeys = sql<string[]>`array(
  select up.permission_key from user_effective_permissions up where up.user_id = u.id order by up.permission_key)`;

/**
 * The report's downloads: the list's filters and order, each column's SQL (CPF masked, lists joined, staff of
 * every client told apart in the kind).
 */
export function userReportDownloads(
  db: Kysely<Database>,
): DownloadMapping<Filters, UserReportSortField, DownloadColumnId<typeof userReport>> {
  const users = userDownloads(db);
  return {
    // Each user's client names within the administrator's scope, beside the row (the expressions take no scope).
    filtered: (filters, scope) =>
      users.filtered(filters, scope).leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('user_clients as uc')
            .innerJoin('clients as c', 'c.id', 'uc.client_id')
            .select(sql<string>`string_agg(c.name, ', ' order by c.name, c.id)`.as('names'))
            .whereRef('uc.user_id', '=', 'u.id')
            .where(inClientScope('c.id', scope))
            .as('cn'),
        (join) => join.onTrue(),
      ),
    expressions: {
      name: 'u.name',
      email: 'u.email',
      cpf: String.raw`regexp_replace(u.cpf, '^(\d{3})(\d{3})(\d{3})(\d{2})$', '\1.\2.\3-\4')`,
      kind: `case when u.all_clients then 'staff_all' else u.kind end`,
      status: 'u.status',
      clients: 'cn.names',
      permissions: `array(select up.permission_key from user_effective_permissions up where up.user_id = u.id
        order by up.permission_key)`,
      lastLoginAt: 'u.last_login_at',
    },
    sortColumns: users.sortColumns,
    tiebreaker: users.tiebreaker,
    orderBy: users.orderBy,
  };
}

/** GET /api/user-report: one page, the users list's filters and scope. */
export async function listUserReport(ctx: AdminContext, q: Query): Promise<Page<UserReportRow>> {
  const { db, scope } = ctx;
  const users = userDownloads(db);
  const filtered = users.filtered(q, scope);
  const rows = filtered.select([
    sql<string>`u.id`.as('id'),
    sql<string>`u.name`.as('name'),
    sql<string>`u.email`.as('email'),
    sql<string | null>`u.cpf`.as('cpf'),
    sql<UserReportRow['kind']>`u.kind`.as('kind'),
    sql<UserReportRow['status']>`u.status`.as('status'),
    sql<boolean>`u.blocked`.as('blocked'),
    sql<boolean>`u.all_clients`.as('all_clients'),
    sql<Date | null>`u.last_login_at`.as('last_login_at'),
    clientNames(scope).as('clients'),
    permissionKeys.as('permissions'),
  ]);
  return listPage({
    db,
    rows: (users.orderBy ?? ((x) => x))(rows, q.sort) as typeof rows,
    filtered,
    request: q,
    map: (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      cpf: r.cpf,
      kind: r.kind,
      status: r.status,
      blocked: r.blocked,
      allClients: r.all_clients,
      clients: r.clients,
      permissions: r.permissions,
      lastLoginAt: r.last_login_at?.toISOString() ?? null,
    }),
  });
}

/** Registers /api/user-report and its CSV, XLSX and PDF (users.administer only). */
export function userReportRoutes(
  app: Parameters<ServerArea>[0],
  deps: { database: DatabaseHandle; config: AdminContext['config'] },
): void {
  const { database, config } = deps;
  listRoutes(app, {
    resource: userReport,
    tags: ['users'],
    summary: 'User report: users with their status, clients and permissions (administrators only)',
    auth: { permission: 'users.administer' },
    row: userReportRowSchema,
    page: (req, query) => listUserReport(adminContext(req, { db: database.db, config }), query),
    database,
    downloads: { brokerage: config.brokerageName, mapping: userReportDownloads(database.db) },
  });
}
