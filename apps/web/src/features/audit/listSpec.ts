import {
  isoDateFilter,
  matching,
  queryString,
  textFilter,
  UUID_PATTERN,
  type ListSpec,
  type ListState,
} from '../../components/listState';

export type AuditFilter = 'actor' | 'actorName' | 'action' | 'entity' | 'entityId' | 'from' | 'to';

export const PAGE_SIZES = [25, 50, 100, 200] as const;

/** Actions the server records, grouped by what they act on (labels in the audit catalogue). */
export const KNOWN_ACTIONS = [
  'user.create',
  'user.inactivate',
  'user.activate',
  'user.delete',
  'user.unblock',
  'user.blocked_by_failures',
  'user.permissions.update',
  'user.clients.update',
  'user.password_link.send',
  'user.sessions.revoke',
  'access_request.create',
  'access_request.existing_account',
  'access_request.approve',
  'access_request.reject',
  'sign_in',
  'sign_in.trusted_device',
  'sign_out',
  'session.revoke',
  'session.revoke_others',
  'password.change',
  'password.recovery_requested',
  'password.reset',
  'totp.setup',
  'totp.enable',
  'totp.disable',
  'remittance.cancel',
  'remittance.unblock',
  'remittance.update_beneficiary',
  'payment_order.confirm',
] as const;

/** Prefix filters ("every user action"): the server matches an action ending in a dot as a prefix. */
export const ACTION_PREFIXES = [
  'user.',
  'access_request.',
  'session.',
  'password.',
  'totp.',
  'remittance.',
] as const;

export const KNOWN_ENTITIES = [
  'user',
  'access_request',
  'session',
  'remittance',
  'payment_order',
  'parcel',
  'app_settings',
] as const;

/** The catalogue key of an action or prefix (`user.permissions.update` → `user_permissions_update`). */
export function actionKey(action: string): string {
  return action.replace(/\.$/, '_all').replace(/\./g, '_');
}

/** The audit log in the address bar; `actorName` only labels the chosen actor after a reload. */
export const auditListSpec: ListSpec<AuditFilter> = {
  filters: {
    actor: { parse: matching(UUID_PATTERN) },
    actorName: { parse: textFilter(200) },
    action: { parse: textFilter(100) },
    entity: { parse: textFilter(100) },
    entityId: { parse: textFilter(100) },
    from: { parse: isoDateFilter },
    to: { parse: isoDateFilter },
  },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 50,
};

/** GET /api/audit's query string: newest first always, so no sort. */
export function auditApiQuery({ filters, page, pageSize }: ListState<AuditFilter>): string {
  return queryString({
    page,
    pageSize,
    actorUserId: filters.actor,
    action: filters.action,
    entity: filters.entity,
    entityId: filters.entityId,
    from: filters.from,
    to: filters.to,
  });
}
