import type { DocumentStatus } from '@fxbo/domain';

/** A document's own page (/document-detail/{documentId}). */
export const documentDetailPath = (id: string) => `/document-detail/${encodeURIComponent(id)}`;

/** The document report's screen. */
export const DOCUMENT_REPORT_PATH = '/document-report';

/** A contract's page (the contracts area's route; features do not import each other). */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<DocumentStatus, 'warning' | 'info' | 'success' | 'default'> = {
  open: 'warning',
  contracted: 'info',
  settled: 'success',
  canceled: 'default',
};
