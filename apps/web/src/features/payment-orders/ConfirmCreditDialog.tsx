import type { IsoDate } from '@fxbo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { DateInput } from '../../components/dates/DateInput';
import { codeResolver } from '../../components/forms/codeResolver';
import { paymentOrderActions, usePaymentOrderMutation } from './api';
import { confirmCreditFormSchema } from './forms';
import type { OrderDialogProps } from './OrderDialogProps';
import { serverFieldError } from '../../components/forms/serverErrors';
import { useDialogTexts } from './useDialogTexts';

interface Values {
  creditDate: string;
}

/** Confirms the credit abroad on the day it arrived: today (São Paulo) unless changed, never in the future. */
export function ConfirmCreditDialog({ order, today, onClose }: OrderDialogProps & { today: IsoDate }) {
  const { t } = useTranslation('paymentOrders');
  const texts = useDialogTexts();
  const confirm = usePaymentOrderMutation(order.id, (values: Values, key: string) =>
    paymentOrderActions.confirm(order.id, values, key),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: codeResolver<Values>(confirmCreditFormSchema(today, order.registerDate)),
    defaultValues: { creditDate: today },
  });
  const server = serverFieldError(confirm.error, 'creditDate');
  return (
    <ActionDialog
      title={t('confirm.title', { opr: order.oprNumber })}
      message={t('confirm.message')}
      confirmLabel={t('confirm.submit')}
      mutation={confirm}
      handleSubmit={handleSubmit}
      fields={['creditDate']}
      done={t('confirm.done')}
      onClose={onClose}
    >
      <DateInput
        id={`confirm-credit-date-${order.id}`}
        label={t('confirm.creditDate')}
        required
        registration={register('creditDate')}
        error={texts.fieldText(errors.creditDate, server)}
      />
    </ActionDialog>
  );
}
