import { toSaoPauloDate, type IsoDate, type PaymentOrderDetail, paymentOrderReceivePath } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CancelOrderDialog } from './CancelOrderDialog';
import { CommentDialog } from './CommentDialog';
import { ConfirmCreditDialog } from './ConfirmCreditDialog';
import { WriteOffDialog } from './WriteOffDialog';

type Open = { dialog: 'confirm'; today: IsoDate } | { dialog: 'cancel' | 'comment' | 'writeOff' } | null;

/**
 * The actions the server offers this user on the order (`actions`, computed by the domain's rule), as
 * buttons; each but Receive opens its dialog, mounted only while open so it starts empty every time.
 */
export function OrderActions({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const [open, setOpen] = useState<Open>(null);
  const { actions } = order;
  const close = () => setOpen(null);
  if (!Object.values(actions).some(Boolean)) return null;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.receive ? (
          <Button variant="contained" component={RouterLink} to={paymentOrderReceivePath(order.id)}>
            {t('actions.receive')}
          </Button>
        ) : null}
        {actions.confirm ? (
          <Button
            variant="contained"
            // Today as São Paulo counts it, when the dialog opens.
            onClick={() => setOpen({ dialog: 'confirm', today: toSaoPauloDate(new Date()) })}
          >
            {t('actions.confirm')}
          </Button>
        ) : null}
        {actions.writeOff ? (
          <Button variant="outlined" onClick={() => setOpen({ dialog: 'writeOff' })}>
            {t('actions.writeOff')}
          </Button>
        ) : null}
        {actions.comment ? (
          <Button variant="outlined" onClick={() => setOpen({ dialog: 'comment' })}>
            {t('actions.comment')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button variant="outlined" color="error" onClick={() => setOpen({ dialog: 'cancel' })}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </Stack>
      {open?.dialog === 'confirm' ? (
        <ConfirmCreditDialog order={order} today={open.today} onClose={close} />
      ) : null}
      {open?.dialog === 'writeOff' ? <WriteOffDialog order={order} onClose={close} /> : null}
      {open?.dialog === 'comment' ? <CommentDialog order={order} onClose={close} /> : null}
      {open?.dialog === 'cancel' ? <CancelOrderDialog order={order} onClose={close} /> : null}
    </>
  );
}
