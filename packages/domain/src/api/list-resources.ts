import { accessRequestsList, auditList, usersList } from './admin-lists';
import { backToBackList } from './back-to-back';
import { extractList } from './balance';
import { contractsList } from './contracts';
import { dispatchRequestsList } from './dispatch-requests';
import { documentPendenciesList } from './document-pendencies';
import { documentReport, documentsList } from './documents';
import { exportLiquidationList } from './export-liquidation';
import { parcelsList } from './parcels';
import { paymentOrdersList } from './payment-orders';
import { quotationsList } from './quotations';
import { rdeReport, rdesList } from './rdes';
import { remittancesList } from './remittances-list';
import {
  exchangeToContractList,
  exportPendingList,
  exportReportList,
  importContractsList,
  importReportList,
} from './trade';
import { userReport } from './user-report';

/** Every list resource of the product: what `npm run bench` measures (each with its declared combinations). */
export const LIST_RESOURCES = [
  remittancesList,
  usersList,
  accessRequestsList,
  auditList,
  extractList,
  paymentOrdersList,
  contractsList,
  quotationsList,
  backToBackList,
  importContractsList,
  exportPendingList,
  exchangeToContractList,
  exportLiquidationList,
  dispatchRequestsList,
  importReportList,
  exportReportList,
  documentsList,
  documentReport,
  rdesList,
  rdeReport,
  documentPendenciesList,
  parcelsList,
  userReport,
] as const;
