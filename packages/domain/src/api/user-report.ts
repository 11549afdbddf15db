import { z } from 'zod';
import { l } from '../label';
import { PERMISSION_LABELS } from '../permissions';
import { defineListResource, STANDARD_PAGING, type Labels } from '../lists';
import { listResponseSchema } from '../pagination';
import { USER_STATUS_LABELS, usersList } from './admin-lists';
import { USER_KINDS, USER_STATUSES, type UserKind } from './users';

/*
 * The user report (spec 2, "user report"; administrators only, users.administer): the users the administrator
 * may see with their status, clients and permissions, filtered as the users list (/admin/users), as a page,
 * XLSX and PDF (/admin/users/report, linked from the users list).
 */

export const USER_KIND_LABELS: Labels<UserKind> = {
  staff: l('Equipe', 'Staff'),
  client: l('Cliente', 'Client'),
};

/** The report's "kind" column: staff who see every client apart from staff of some clients. */
export const USER_ACCESS_LABELS: Labels<UserKind | 'staff_all'> = {
  staff_all: l('Equipe (todos os clientes)', 'Staff (every client)'),
  staff: l('Equipe', 'Staff'),
  client: l('Cliente', 'Client'),
};

/** One row of GET /api/user-report. */
export const userReportRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Digits only (none recorded: null); written masked (000.000.000-00) in the downloads and on the screen. */
  cpf: z.string().nullable(),
  kind: z.enum(USER_KINDS),
  status: z.enum(USER_STATUSES),
  blocked: z.boolean(),
  /** Staff who see every client (then `clients` is empty: no client in particular). */
  allClients: z.boolean(),
  /** The associated clients' names the administrator may see, by name. */
  clients: z.array(z.string()),
  /** The permission keys held, in key order (shown as their labels, PERMISSION_LABELS). */
  permissions: z.array(z.string()),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type UserReportRow = z.infer<typeof userReportRowSchema>;
export const userReportListSchema = listResponseSchema(userReportRowSchema);

export const userReport = defineListResource({
  name: 'user-report',
  // The users list's filters, by the same names: name, email, CPF, status, blocked (API only), client.
  filters: usersList.filters,
  sortable: usersList.sortable,
  defaultSort: 'name:asc',
  ...STANDARD_PAGING,
  // Widths are XLSX characters and the PDF's shares of the page: a CPF and a status keep to one line.
  columns: {
    name: { kind: 'text', label: l('Nome', 'Name'), width: 24 },
    email: { kind: 'text', label: l('Email', 'Email'), width: 28 },
    cpf: { kind: 'taxId', label: l('CPF', 'CPF'), width: 19 },
    kind: { kind: 'enum', labels: USER_ACCESS_LABELS, label: l('Tipo', 'Kind'), width: 16 },
    status: { kind: 'enum', labels: USER_STATUS_LABELS, label: l('Status', 'Status'), width: 11 },
    clients: { kind: 'text', label: l('Clientes', 'Clients'), width: 28 },
    permissions: {
      kind: 'enum',
      multi: true,
      labels: PERMISSION_LABELS,
      // A director's forty permissions took most of a printed page: the report says "every permission" (but…).
      summary: {
        all: l('Todas as permissões', 'Every permission'),
        allExcept: l('Todas as permissões, exceto', 'Every permission except'),
      },
      label: l('Permissões', 'Permissions'),
      width: 40,
    },
    lastLoginAt: { kind: 'dateTime', label: l('Último acesso', 'Last sign-in'), width: 20 },
  },
  exportColumns: ['name', 'email', 'cpf', 'kind', 'status', 'clients', 'permissions', 'lastLoginAt'],
  download: { file: l('relatorio-usuarios', 'user-report'), sheet: l('Usuários', 'Users') },
  pdf: { title: l('Relatório de usuários', 'User report'), landscape: true },
});

export type UserReportSortField = (typeof userReport.sortable)[number];
