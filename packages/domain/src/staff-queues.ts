// Zod-free on purpose: the web's menu (part of the sign-in page's first script) reads these, and a module that
// builds a schema at load would bring all of zod into that script (bundle budget, e2e bundle-budget.test.ts).
import type { PermissionKey } from './permissions';

/**
 * Who opens one of the brokerage's work queues (liquidate, dispatch requests to register): any one of
 * `permissions`, and a staff user only when `staffOnly` (the server answers 403 to a client user, the web
 * neither lists nor opens it).
 */
export interface StaffQueueAccess {
  permissions: readonly PermissionKey[];
  staffOnly: boolean;
}

/**
 * Who opens the queue of dispatch requests to register: whoever consults trade or decides requests, on the
 * staff. It is the brokerage's work queue, so a client user never sees it (menu, page and API).
 */
export const DISPATCH_REQUESTS_ACCESS = {
  permissions: ['trade.consult', 'trade.register-dispatch'],
  staffOnly: true,
} as const satisfies StaffQueueAccess;

/**
 * Who opens the queue of export contracts to liquidate: whoever consults trade or liquidates, on the staff. It
 * is the brokerage's work queue, so a client user never sees it (menu, page and API), whatever they hold.
 */
export const EXPORT_LIQUIDATION_ACCESS = {
  permissions: ['trade.consult', 'trade.liquidate'],
  staffOnly: true,
} as const satisfies StaffQueueAccess;
