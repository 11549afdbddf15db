import type { PaymentOrderState } from '@fxbo/domain';

/** A state's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATE_COLORS: Record<PaymentOrderState, 'warning' | 'success' | 'default'> = {
  waiting_credit_date: 'warning',
  confirmed: 'success',
  canceled: 'default',
};
