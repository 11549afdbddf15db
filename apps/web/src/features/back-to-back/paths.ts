import type { BackToBackStatus } from '@fxbo/domain';

/** An operation's own page (/back-to-back-detail/{backId}). */
export const backToBackDetailPath = (id: string) => `/back-to-back-detail/${encodeURIComponent(id)}`;

/** A leg's contract page (the contracts area's route; features do not import each other). */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<BackToBackStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  settled: 'success',
  canceled: 'default',
};
