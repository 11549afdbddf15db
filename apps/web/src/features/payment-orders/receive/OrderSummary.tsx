import {
  PAYMENT_ORDER_DETAIL_FIELDS,
  PAYMENT_ORDER_SUMMARY_FIELDS,
  type PaymentOrderDetail,
} from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import { FieldsSection } from '../../../components/detail/FieldsSection';
import { useLanguage } from '../../../components/money';

/** What is being received: the order's number, client, issuer, currency and what is left of it. */
export function OrderSummary({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  return (
    <FieldsSection
      id="receive-order"
      title={t('receive.summary')}
      fields={PAYMENT_ORDER_DETAIL_FIELDS}
      show={PAYMENT_ORDER_SUMMARY_FIELDS}
      record={order}
      language={useLanguage()}
    />
  );
}
