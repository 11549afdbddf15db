import type { PaymentOrderDetail } from '@fxbo/domain';

/** What every action dialog of the order's page takes: the order, and how to close it. */
export interface OrderDialogProps {
  order: PaymentOrderDetail;
  onClose: () => void;
}
