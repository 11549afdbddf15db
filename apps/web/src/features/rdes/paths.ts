import type { RdeStatus } from '@fxbo/domain';

/** The list and the report: the report takes the list's filters by the same names. */
export const RDE_LIST_PATH = '/rde';
export const RDE_REPORT_PATH = '/rde-report';

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<RdeStatus, 'warning' | 'info' | 'success' | 'default'> = {
  pending: 'warning',
  registered: 'info',
  settled: 'success',
  canceled: 'default',
};
