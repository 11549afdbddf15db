import type { BackToBackStatus } from '@fxbo/domain';

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<BackToBackStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  settled: 'success',
  canceled: 'default',
};
