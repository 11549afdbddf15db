import type { DispatchRequestStatus } from '@fxbo/domain';

/** A contract's page (the contracts area's route; features do not import each other). */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;

/** A status's colour in the list's badge. */
export const STATUS_COLORS: Record<DispatchRequestStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  registered: 'success',
  rejected: 'error',
  canceled: 'default',
};
