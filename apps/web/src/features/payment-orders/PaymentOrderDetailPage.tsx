import {
  PAYMENT_ORDER_DETAIL_FIELDS,
  PAYMENT_ORDER_LIST_PATH,
  PAYMENT_ORDER_OWN_FIELDS,
  PAYMENT_ORDER_STATE_LABELS,
  type PaymentOrderDetail,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { Unbroken } from '../../components/Unbroken';
import { usePaymentOrder } from './api';
import { OrderActions } from './OrderActions';
import {
  AttachmentsSection,
  CommentsSection,
  ContractsSection,
  NotificationsSection,
  WriteOffsSection,
} from './OrderSections';
import { ReceivingsSection } from './ReceivingsSection';
import { STATE_COLORS } from './stateColors';

/** The staff actions the server offers on the order, and when it was canceled and why. */
function Actions({ record: order }: { record: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  return (
    <>
      <OrderActions order={order} />
      {order.state === 'canceled' ? (
        <Alert severity="warning">
          {t('detail.canceled', { at: format.dateTime(order.canceledAt), reason: order.cancelReason ?? '—' })}
        </Alert>
      ) : null}
    </>
  );
}

const ORDER_VIEW = detailView<PaymentOrderDetail>()({
  ns: 'paymentOrders',
  back: PAYMENT_ORDER_LIST_PATH,
  title: (o, { t }) => <Unbroken text={t('detail.title', { opr: o.oprNumber })} part={o.oprNumber} />,
  status: { of: (o) => o.state, labels: PAYMENT_ORDER_STATE_LABELS, colors: STATE_COLORS },
  actions: Actions,
  blocks: [
    {
      id: 'order-fields',
      title: 'detail.order',
      fields: PAYMENT_ORDER_DETAIL_FIELDS,
      show: PAYMENT_ORDER_OWN_FIELDS,
    },
    // The short sections side by side on a wide screen, stacked below 1,200 px; the tables, whose columns need
    // the width (a notification's message, a contract's amounts), each across the page.
    { side: [{ component: AttachmentsSection }, { component: CommentsSection }], from: 'lg' },
    { component: ContractsSection },
    { component: WriteOffsSection },
    { component: NotificationsSection },
    { component: ReceivingsSection },
  ],
});

/**
 * /payment-order-detail/:paymentId (spec 2, "Payment order detail"): the order's fields and sections, and the
 * staff actions the server offers on it.
 */
export function PaymentOrderDetailPage() {
  const { paymentId = '' } = useParams();
  return <DetailPage view={ORDER_VIEW} record={usePaymentOrder(paymentId)} />;
}
