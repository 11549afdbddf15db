import {
  countryName,
  PAYMENT_ORDER_STATE_LABELS,
  type PaymentOrderDetail,
  PAYMENT_ORDER_LIST_PATH,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailSection, Field, FieldGrid } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { Unbroken } from '../../components/Unbroken';
import { OrderActions } from './OrderActions';
import { OrderPage } from './OrderPage';
import {
  AttachmentsSection,
  CommentsSection,
  ContractsSection,
  NotificationsSection,
  WriteOffsSection,
} from './OrderSections';
import { ReceivingsSection } from './ReceivingsSection';
import { STATE_COLORS } from './stateColors';

/** Spec 2's fields of the order: who sent what, where it was credited, what is left, who confirmed it. */
function OrderFields({ order: o }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { money, label, language } = useMoney();
  const issuerCountry = o.issuerCountry ? countryName(o.issuerCountry, language) || o.issuerCountry : null;
  return (
    <DetailSection id="order-fields" title={t('detail.order')}>
      <FieldGrid>
        <Field label={t('fields.oprNumber')}>{o.oprNumber}</Field>
        <Field label={t('fields.client')}>{o.client.name}</Field>
        <Field label={t('fields.issuer')}>
          {issuerCountry ? `${o.issuer} (${issuerCountry})` : o.issuer}
        </Field>
        <Field label={t('fields.foreignAccount')}>{o.foreignAccount}</Field>
        <Field label={t('fields.creditValue')}>{money(o.creditValue, o.currency)}</Field>
        <Field label={t('fields.availableBalance')}>{money(o.availableBalance, o.currency)}</Field>
        <Field label={t('fields.bankerExpenses')}>{money(o.bankerExpenses, o.currency)}</Field>
        <Field label={t('fields.operationDate')}>{format.date(o.operationDate)}</Field>
        <Field label={t('fields.creditDate')}>{format.date(o.creditDate)}</Field>
        <Field label={t('fields.state')}>{label(PAYMENT_ORDER_STATE_LABELS, o.state)}</Field>
        <Field label={t('fields.registerDate')}>{format.date(o.registerDate)}</Field>
        <Field label={t('fields.confirmedBy')}>{o.confirmedBy?.name}</Field>
        <Field label={t('fields.confirmedAt')}>{format.dateTime(o.confirmedAt)}</Field>
      </FieldGrid>
    </DetailSection>
  );
}

function Detail({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { label } = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          <Unbroken text={t('detail.title', { opr: order.oprNumber })} part={order.oprNumber} />
        </Typography>
        <Chip
          label={label(PAYMENT_ORDER_STATE_LABELS, order.state)}
          color={STATE_COLORS[order.state]}
          variant={order.state === 'canceled' ? 'outlined' : 'filled'}
        />
      </Stack>
      <OrderActions order={order} />
      {order.state === 'canceled' ? (
        <Alert severity="warning">
          {t('detail.canceled', { at: format.dateTime(order.canceledAt), reason: order.cancelReason ?? '—' })}
        </Alert>
      ) : null}
      <OrderFields order={order} />
      {/* The short sections side by side on a wide screen, stacked below 1,200 px; the tables, whose columns
          need the width (a notification's message, a contract's amounts), each across the page. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <AttachmentsSection order={order} />
        <CommentsSection order={order} />
      </Box>
      <ContractsSection order={order} />
      <WriteOffsSection order={order} />
      <NotificationsSection order={order} />
      <ReceivingsSection order={order} />
    </Stack>
  );
}

/**
 * /payment-order-detail/:paymentId (spec 2, "Payment order detail"): the order's fields and sections, and the
 * staff actions the server offers on it.
 */
export function PaymentOrderDetailPage() {
  const { t } = useTranslation('paymentOrders');
  const { paymentId = '' } = useParams();
  return (
    <OrderPage
      paymentId={paymentId}
      back={{ to: PAYMENT_ORDER_LIST_PATH, label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      maxWidth="xl"
    >
      {(order) => <Detail order={order} />}
    </OrderPage>
  );
}
