import { userReport, userReportRowSchema } from '@fxbo/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { inClientScope } from '../../platform/client-scope.js';
import { instant, scoped } from '../../platform/list-source-fields.js';
import { listSource } from '../../platform/list-source.js';
import { listRoutes } from '../../platform/list-routes.js';
import type { ServerArea } from '../../platform/area.js';
import type { AdminContext } from './context.js';
import { USERS_SOURCE } from './service.js';

/*
 * The user report (administrators only): the users list's table, filters, scope and order (service.ts), each
 * user with its status, clients and permissions, as a page, XLSX and PDF.
 */

export const userReportSource = listSource({
  ...USERS_SOURCE,
  resource: userReport,
  row: userReportRowSchema,
  fields: {
    id: 'u.id',
    name: 'u.name',
    email: 'u.email',
    cpf: 'u.cpf',
    kind: 'u.kind',
    status: 'u.status',
    blocked: 'u.blocked',
    allClients: 'u.all_clients',
    // The associated clients' names the administrator may see, by name.
    clients: scoped(
      (scope) => sql`array(
  select c.name from user_clients uc join clients c on c.id = uc.client_id
  where uc.user_id = u.id and ${inClientScope('c.id', scope)} order by c.name, c.id)`,
    ),
    permissions: `array(select up.permission_key from user_effective_permissions up where up.user_id = u.id
        order by up.permission_key)`,
    lastLoginAt: instant('u.last_login_at'),
  },
  // The list's sort by creation, a column the report does not show.
  sorts: { createdAt: ['u.created_at'] },
  // CPF masked, clients joined (beside the row: the expressions take no scope), staff of every client told apart.
  downloads: {
    cpf: String.raw`regexp_replace(u.cpf, '^(\d{3})(\d{3})(\d{3})(\d{2})$', '\1.\2.\3-\4')`,
    kind: `case when u.all_clients then 'staff_all' else u.kind end`,
    clients: 'cn.names',
  },
  downloadJoins: (q, scope) =>
    q.leftJoinLateral(
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
});

/** Registers /api/user-report and its CSV, XLSX and PDF (users.administer only). */
export function userReportRoutes(
  app: Parameters<ServerArea>[0],
  deps: { database: DatabaseHandle; config: AdminContext['config'] },
): void {
  const { database, config } = deps;
  listRoutes(app, {
    ...userReportSource.routes(database.db, { brokerage: config.brokerageName }),
    tags: ['users'],
    summary: 'User report: users with their status, clients and permissions (administrators only)',
    auth: { permission: 'users.administer' },
    database,
  });
}
