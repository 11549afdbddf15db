import type { DispatchRequestStatus } from '@fxbo/domain';

/** A status's colour in the list's badge. */
export const STATUS_COLORS: Record<DispatchRequestStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  registered: 'success',
  rejected: 'error',
  canceled: 'default',
};
