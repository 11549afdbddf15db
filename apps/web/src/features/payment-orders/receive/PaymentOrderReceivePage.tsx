import { paymentOrderDetailPath } from '@fxbo/domain';
import type { PaymentOrderDetail } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Unbroken } from '../../../components/Unbroken';
import { OrderPage } from '../OrderPage';
import { useExchangeHours } from './api';
import { OrderSummary } from './OrderSummary';
import { ReceiveFlow } from './ReceiveFlow';

/** Spec 8: exchange only within the configured hours on business days; outside them, the sentence and no form. */
function WithinHours({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const hours = useExchangeHours();
  if (hours.isPending) return <Typography color="textSecondary">{t('receive.hoursLoading')}</Typography>;
  if (hours.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void hours.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('receive.hoursFailed')}
      </Alert>
    );
  if (!hours.data.isOpen) return <Alert severity="info">{hours.data.message}</Alert>;
  return <ReceiveFlow order={order} />;
}

/**
 * /payment-order-detail/:paymentId/receive (spec 3 "Receiving flow"): the order's summary, then the form and
 * its confirmation at a live quote, when the order may be received and exchange is open.
 */
export function PaymentOrderReceivePage() {
  const { t } = useTranslation('paymentOrders');
  const { paymentId = '' } = useParams();
  return (
    <OrderPage
      paymentId={paymentId}
      back={{ to: paymentOrderDetailPath(paymentId), label: t('receive.back') }}
      errorTitle={t('receive.heading')}
      maxWidth="lg"
    >
      {(o) => (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, minWidth: 0 }}>
            <Unbroken text={t('receive.title', { opr: o.oprNumber })} part={o.oprNumber} />
          </Typography>
          <OrderSummary order={o} />
          {o.actions.receive ? (
            <WithinHours order={o} />
          ) : (
            <Alert severity="info">{t('receive.notReceivable')}</Alert>
          )}
        </>
      )}
    </OrderPage>
  );
}
