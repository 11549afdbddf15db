import { paymentOrderCancelRequestSchema, REASON_MAX } from '@fxbo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { paymentOrderActions, usePaymentOrderMutation } from './api';
import type { OrderDialogProps } from './OrderDialogProps';
import { serverFieldError } from '../../components/forms/serverErrors';
import { useDialogTexts } from './useDialogTexts';

interface Values {
  reason: string;
}
const resolver = codeResolver<Values>(paymentOrderCancelRequestSchema);

/** Cancels an order nothing was received from, with the reason (required); it cannot be undone. */
export function CancelOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('paymentOrders');
  const texts = useDialogTexts();
  const cancel = usePaymentOrderMutation(order.id, (values: Values, key: string) =>
    paymentOrderActions.cancel(order.id, values, key),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { reason: '' }, mode: 'onTouched' });
  const server = serverFieldError(cancel.error, 'reason');
  return (
    <ActionDialog
      destructive
      title={t('cancel.title', { opr: order.oprNumber })}
      message={t('cancel.message')}
      confirmLabel={t('cancel.submit')}
      cancelLabel={t('cancel.keep')}
      mutation={cancel}
      handleSubmit={handleSubmit}
      fields={['reason']}
      done={t('cancel.done')}
      onClose={onClose}
    >
      <TextInput
        id={`cancel-reason-${order.id}`}
        label={t('cancel.reason')}
        multiline
        minRows={3}
        required
        fullWidth
        autoFocus
        inputProps={{ maxLength: REASON_MAX }}
        errorMessage={texts.fieldText(errors.reason, server)}
        {...register('reason')}
      />
    </ActionDialog>
  );
}
