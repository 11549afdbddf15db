import type { StaffRole } from './context.js';
import type { PermissionKey } from './domain.js';

/** What each kind of seeded user may do, as permission keys of the @fxbo/domain catalogue. */
export const GRANTS: Record<StaffRole | 'client' | 'client-admin', (key: PermissionKey) => boolean> = {
  director: () => true,
  operator: (k) => !['users.administer', 'settings.maintenance', 'audit.consult'].includes(k),
  manager: (k) =>
    !k.startsWith('users.') &&
    ![
      'clients.all',
      'access-requests.approve',
      'audit.consult',
      'settings.maintenance',
      'parcels.authorize',
    ].includes(k),
  compliance: (k) =>
    k === 'home.view' ||
    k.startsWith('remittances.') ||
    ['balance.consult', 'payment-orders.consult', 'contracts.consult', 'documents.consult'].includes(k) ||
    ['audit.consult', 'users.consult', 'clients.all'].includes(k),
  treasury: (k) =>
    k === 'home.view' ||
    ['treasury.', 'contracts.', 'payment-orders.', 'parcels.'].some((p) => k.startsWith(p)) ||
    ['quotations.consult', 'balance.consult', 'trade.consult', 'rde.consult', 'clients.all'].includes(k),
  client: (k) =>
    k === 'home.view' ||
    (k.endsWith('.consult') && !['users.consult', 'audit.consult'].includes(k)) ||
    k.startsWith('treasury.') ||
    [
      'remittances.view-blocking-reasons',
      'remittances.export',
      'contracts.print',
      'payment-orders.receive',
    ].includes(k),
  'client-admin': (k) =>
    GRANTS.client(k) || k === 'remittances.cancel' || k === 'remittances.edit-beneficiary',
};
