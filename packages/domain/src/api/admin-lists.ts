import type { z } from 'zod';
import { l } from '../label';
import { defineListResource, PERIOD_FILTERS, PERIOD_RANGE, STANDARD_PAGING, type Labels } from '../lists';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-actions';
import { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from './access-requests';
import { USER_STATUSES, type UserStatus } from './users';

/*
 * The administration lists (spec 3, "User admin", "Access requests", "Audit"), declared once: filters,
 * sorts, page sizes, columns and downloads. Their wire rows stay in users.ts.
 */

export const USER_STATUS_LABELS: Labels<UserStatus> = {
  active: l('Ativo', 'Active'),
  inactive: l('Inativo', 'Inactive'),
  pending: l('Pendente', 'Pending'),
};

export const ACCESS_REQUEST_STATUS_LABELS: Labels<AccessRequestStatus> = {
  pending: l('Pendente', 'Pending'),
  approved: l('Aprovada', 'Approved'),
  rejected: l('Recusada', 'Rejected'),
};

const YES_NO: Labels<'true' | 'false'> = { true: l('Sim', 'Yes'), false: l('Não', 'No') };

/** The first columns of both lists of people: users and those asking for access. */
const PERSON_COLUMNS = {
  name: { kind: 'text', label: l('Nome', 'Name'), width: 32 },
  email: { kind: 'text', label: l('Email', 'Email'), width: 32 },
  cpf: { kind: 'taxId', label: l('CPF', 'CPF'), width: 14 },
} as const;

// ------------------------------------------------------------------------------------------ users

export const usersList = defineListResource({
  name: 'users',
  filters: {
    /** Contains, accent- and case-insensitive. */
    name: { kind: 'contains', max: 200, label: l('Nome', 'Name') },
    /** Contains, case-insensitive. */
    email: { kind: 'contains', max: 254, label: l('Email', 'Email') },
    /** Digits of the CPF, masked or not; a prefix matches. */
    cpf: { kind: 'contains', max: 20, label: l('CPF', 'CPF') },
    status: { kind: 'enum', values: USER_STATUSES, labels: USER_STATUS_LABELS, label: l('Status', 'Status') },
    blocked: {
      kind: 'enum',
      apiOnly: true,
      values: ['true', 'false'],
      labels: YES_NO,
      label: l('Bloqueado', 'Blocked'),
    },
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
  },
  sortable: ['name', 'email', 'status', 'createdAt', 'lastLoginAt'],
  defaultSort: 'name:asc',
  ...STANDARD_PAGING,
  columns: {
    ...PERSON_COLUMNS,
    birthDate: { kind: 'date', label: l('Data de nascimento', 'Birth date'), width: 12 },
    status: { kind: 'enum', labels: USER_STATUS_LABELS, label: l('Status', 'Status'), width: 12 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 32 },
    createdAt: { kind: 'dateTime', label: l('Criado em', 'Created at'), width: 19 },
    lastLoginAt: { kind: 'dateTime', label: l('Último acesso', 'Last sign-in'), width: 19 },
  },
  exportColumns: ['name', 'email', 'cpf', 'birthDate', 'status', 'createdAt', 'lastLoginAt'],
  download: { file: l('usuarios', 'users'), sheet: l('Usuários', 'Users') },
});

export type UserSortField = (typeof usersList.sortable)[number];

/** GET /api/users: the /admin/users filters (spec 3, "User admin": name, email, CPF, status, client). */
export const userListQuerySchema = usersList.querySchema;
export type UserListQuery = z.input<typeof userListQuerySchema>;

// ------------------------------------------------------------------------------------------ access requests

export const accessRequestsList = defineListResource({
  name: 'access-requests',
  filters: {
    status: {
      kind: 'enum',
      values: ACCESS_REQUEST_STATUSES,
      labels: ACCESS_REQUEST_STATUS_LABELS,
      label: l('Status', 'Status'),
      // The queue opens on what waits for a decision; "all" shows every request.
      screenDefault: 'pending',
      screenAll: l('Todas', 'All'),
    },
  },
  sortable: ['createdAt', 'name'],
  defaultSort: 'createdAt:desc',
  ...STANDARD_PAGING,
  columns: {
    ...PERSON_COLUMNS,
    company: { kind: 'text', label: l('Empresa', 'Company'), width: 28 },
    clients: { kind: 'text', label: l('Clientes solicitados', 'Requested clients'), width: 32 },
    createdAt: { kind: 'dateTime', label: l('Solicitada em', 'Requested at'), width: 19 },
    status: { kind: 'enum', labels: ACCESS_REQUEST_STATUS_LABELS, label: l('Status', 'Status'), width: 12 },
  },
  exportColumns: ['createdAt', 'name', 'email', 'cpf', 'company', 'clients', 'status'],
  download: {
    file: l('solicitacoes-de-acesso', 'access-requests'),
    sheet: l('Solicitações de acesso', 'Access requests'),
  },
});

export type AccessRequestSortField = (typeof accessRequestsList.sortable)[number];
export const accessRequestListQuerySchema = accessRequestsList.querySchema;
export type AccessRequestListQuery = z.input<typeof accessRequestListQuerySchema>;

// ------------------------------------------------------------------------------------------ audit

export const auditList = defineListResource({
  name: 'audit',
  filters: {
    // The screen's address says `actor` (and keeps the name in `actorName`), as it did before the declaration.
    actorUserId: {
      kind: 'id',
      names: 'user',
      format: 'uuid',
      param: 'actor',
      companion: 'actorName',
      label: l('Usuário', 'User'),
    },
    /** Exact action, or a prefix ending in a dot: `user.` lists every user action. */
    action: { kind: 'exact', max: 100, label: l('Ação', 'Action') },
    entity: { kind: 'exact', max: 100, label: l('Registro', 'Record') },
    entityId: { kind: 'exact', max: 100, label: l('Identificador do registro', 'Record identifier') },
    /** Days in São Paulo time, both included. */
    ...PERIOD_FILTERS,
  },
  ranges: PERIOD_RANGE,
  // Newest first only: the (at, id) index serves it.
  sortable: ['at'],
  defaultSort: 'at:desc',
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  columns: {
    at: { kind: 'dateTime', label: l('Data e hora', 'Date and time'), width: 19 },
    actor: { kind: 'text', label: l('Usuário', 'User'), width: 28 },
    actorEmail: { kind: 'text', label: l('Email do usuário', 'User email'), width: 32 },
    action: { kind: 'enum', labels: AUDIT_ACTION_LABELS, label: l('Ação', 'Action'), width: 36 },
    entity: { kind: 'enum', labels: AUDIT_ENTITY_LABELS, label: l('Registro', 'Record'), width: 20 },
    entityId: { kind: 'text', label: l('Identificador do registro', 'Record identifier'), width: 38 },
    ip: { kind: 'text', label: l('Endereço IP', 'IP address'), width: 16 },
  },
  exportColumns: ['at', 'actor', 'actorEmail', 'action', 'entity', 'entityId', 'ip'],
  download: { file: l('auditoria', 'audit'), sheet: l('Auditoria', 'Audit') },
});

export const auditListQuerySchema = auditList.querySchema;
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
