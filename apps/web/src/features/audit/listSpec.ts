import { AUDIT_ACTION_PREFIXES, AUDIT_ACTIONS } from '@fxbo/domain';
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

/** What the action filter offers: groups first, then every action the server records (AUDIT_ACTIONS). */
export const ACTION_OPTIONS: readonly string[] = [...AUDIT_ACTION_PREFIXES, ...AUDIT_ACTIONS];

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

/** The API's filters of an address's state (the chosen actor travels as `actorUserId`). */
function apiFilters({ filters }: ListState<AuditFilter>) {
  return {
    actorUserId: filters.actor,
    action: filters.action,
    entity: filters.entity,
    entityId: filters.entityId,
    from: filters.from,
    to: filters.to,
  };
}

/** GET /api/audit's query string: newest first always, so no sort. */
export function auditApiQuery(state: ListState<AuditFilter>): string {
  return queryString({ page: state.page, pageSize: state.pageSize, ...apiFilters(state) });
}

/** The download of every entry the list shows, newest first, in the screen's language. */
export function auditDownloadUrl(
  state: ListState<AuditFilter>,
  format: 'csv' | 'xlsx',
  lang: string,
): string {
  return `/api/audit/export.${format}${queryString({ ...apiFilters(state), lang })}`;
}
