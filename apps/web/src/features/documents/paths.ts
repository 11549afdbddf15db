import type { DocumentStatus } from '@fxbo/domain';

/** The document report's screen. */
export const DOCUMENT_REPORT_PATH = '/document-report';

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<DocumentStatus, 'warning' | 'info' | 'success' | 'default'> = {
  open: 'warning',
  contracted: 'info',
  settled: 'success',
  canceled: 'default',
};
