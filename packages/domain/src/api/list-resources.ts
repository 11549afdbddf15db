import { accessRequestsList, auditList, usersList } from './admin-lists';
import { backToBackList } from './back-to-back';
import { extractList } from './balance';
import { contractsList } from './contracts';
import { dispatchRequestsList } from './dispatch-requests';
import { exportLiquidationList } from './export-liquidation';
import { documentPendenciesList } from './document-pendencies';
import { parcelsList } from './parcels';
import { documentReport, documentsList } from './documents';
import { paymentOrdersList } from './payment-orders';
import { quotationsList } from './quotations';
import { rdeReport, rdesList } from './rdes';
import { remittancesList } from './remittances-list';
import { userReport } from './user-report';
import {
  exchangeToContractList,
  exportPendingList,
  exportReportList,
  importContractsList,
  importReportList,
} from './trade';

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
  rdesList,
  rdeReport,
  userReport,
  exportLiquidationList,
  dispatchRequestsList,
  documentsList,
  documentReport,
  documentPendenciesList,
  parcelsList,
  importContractsList,
  exportPendingList,
  exchangeToContractList,
  importReportList,
  exportReportList,
] as const;
