import type { Area } from '../area/area';
import { accessRequestsArea } from '../features/access-requests/area';
import { accountArea } from '../features/account/area';
import { auditArea } from '../features/audit/area';
import { backToBackArea } from '../features/back-to-back/area';
import { authArea } from '../features/auth/area';
import { balanceArea } from '../features/balance/area';
import { contractsArea } from '../features/contracts/area';
import { dispatchRequestsArea } from '../features/dispatch-requests/area';
import { exportLiquidationArea } from '../features/export-liquidation/area';
import { documentsArea } from '../features/documents/area';
import { documentPendenciesArea } from '../features/document-pendencies/area';
import { errorsArea } from '../features/errors/area';
import { homeArea } from '../features/home/area';
import { parcelsArea } from '../features/parcels/area';
import { paymentOrdersArea } from '../features/payment-orders/area';
import { quotationsArea } from '../features/quotations/area';
import { rdesArea } from '../features/rdes/area';
import { remittancesArea } from '../features/remittances/area';
import { tradeArea } from '../features/trade/area';
import { treasuryArea } from '../features/treasury/area';
import { usersArea } from '../features/users/area';

/**
 * Every area of the web app: the one list a new area joins. Each gives its screens and menu entries
 * (features/<area>/area.ts); the route table and the menu are assembled from them.
 */
export const areas: readonly Area[] = [
  authArea,
  homeArea,
  errorsArea,
  remittancesArea,
  balanceArea,
  paymentOrdersArea,
  contractsArea,
  quotationsArea,
  backToBackArea,
  documentPendenciesArea,
  parcelsArea,
  exportLiquidationArea,
  dispatchRequestsArea,
  documentsArea,
  tradeArea,
  rdesArea,
  treasuryArea,
  usersArea,
  accessRequestsArea,
  auditArea,
  accountArea,
];
