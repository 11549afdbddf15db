import { accessRequestRoutes } from './modules/access-requests/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { backToBackRoutes } from './modules/back-to-back/routes.js';
import { balanceRoutes } from './modules/balance/routes.js';
import { bankRoutes } from './modules/banks/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { contractRoutes } from './modules/contracts/routes.js';
import { dispatchRequestRoutes } from './modules/dispatch-requests/routes.js';
import { exportLiquidationRoutes } from './modules/export-liquidation/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { documentPendencyRoutes } from './modules/document-pendencies/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { listViewRoutes } from './modules/list-views/routes.js';
import { parcelRoutes } from './modules/parcels/routes.js';
import { paymentOrderRoutes } from './modules/payment-orders/routes.js';
import { quoteRoutes } from './modules/payment-orders/quotes/routes.js';
import { quotationRoutes } from './modules/quotations/routes.js';
import { rdeRoutes } from './modules/rdes/routes.js';
import { remittanceRoutes } from './modules/remittances/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { tradeRoutes } from './modules/trade/routes.js';
import { treasuryRoutes } from './modules/treasury/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import type { ServerArea } from './platform/area.js';

/** Every area's routes, registered by app.ts in this order: the one list a new area joins. */
export const areas: readonly ServerArea[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  homeRoutes,
  accountRoutes,
  usersRoutes,
  accessRequestRoutes,
  auditRoutes,
  clientRoutes,
  bankRoutes,
  remittanceRoutes,
  balanceRoutes,
  paymentOrderRoutes,
  contractRoutes,
  quoteRoutes,
  quotationRoutes,
  treasuryRoutes,
  backToBackRoutes,
  rdeRoutes,
  tradeRoutes,
  exportLiquidationRoutes,
  dispatchRequestRoutes,
  documentRoutes,
  parcelRoutes,
  documentPendencyRoutes,
  searchRoutes,
  listViewRoutes,
];
