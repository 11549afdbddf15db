import { AUDIT_ACTION_PREFIXES, AUDIT_ACTIONS, auditList, type ScreenFilterName } from '@fxbo/domain';
import { listSpecOf } from '../../components/resourceList';

export type AuditFilter = ScreenFilterName<typeof auditList.filters>;

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

/** The audit log in the address bar, as auditList declares it: the chosen actor's id in `actor`, its name in
 * `actorName` (for the picker and the chips after a reload); the API takes the id as `actorUserId`. */
export const auditListSpec = listSpecOf(auditList);
