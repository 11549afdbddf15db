/* Every list's declared screens: one line per declaration file (index.ts keys them by their resource's name). */
export * from './admin-lists.js';
export * from './back-to-back.js';
export * from './balance.js';
export * from './contracts.js';
export * from './dispatch-requests.js';
export * from './document-pendencies.js';
export * from './documents.js';
export * from './export-liquidation.js';
export * from './parcels.js';
export * from './payment-orders.js';
export * from './quotations.js';
export * from './rdes.js';
export * from './remittances-list.js';
export * from './trade.js';
export * from './user-report.js';
