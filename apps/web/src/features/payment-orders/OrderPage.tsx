import type { PaymentOrderDetail } from '@fxbo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPage, recordTexts, type BackLink } from '../../components/RecordPage';
import { usePaymentOrder } from './api';

export interface OrderPageProps {
  paymentId: string;
  /** Where the page's way back leads, and its text. */
  back: BackLink;
  /** The page's heading when the order did not load. */
  errorTitle: string;
  maxWidth: 'lg' | 'xl';
  /** The page once the order has loaded, under the way back. */
  children: (order: PaymentOrderDetail) => ReactNode;
}

/** A page about one payment order (its detail, its receiving), with the area's sentences for a failed load. */
export function OrderPage({ paymentId, ...page }: OrderPageProps) {
  const { t } = useTranslation('paymentOrders');
  return <RecordPage record={usePaymentOrder(paymentId)} texts={recordTexts(t)} {...page} />;
}
