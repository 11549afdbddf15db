import { amountOf, REASON_MAX } from '@fxbo/domain';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { useMoney } from '../../components/money';
import { paymentOrderActions, usePaymentOrderMutation } from './api';
import { writeOffFormSchema } from './forms';
import type { OrderDialogProps } from './OrderDialogProps';
import { serverFieldError } from '../../components/forms/serverErrors';
import { useDialogTexts } from './useDialogTexts';

interface Values {
  amount: string;
  reason: string;
}

/**
 * A manual write-off: an amount in the order's currency, typed as the UI language writes it, and its reason.
 * The available balance is shown; the server refuses more than that (write_off_above_balance, under the
 * amount), as it holds the balance under a lock while other actions may change it.
 */
export function WriteOffDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('paymentOrders');
  const { money, language } = useMoney();
  const texts = useDialogTexts();
  const writeOff = usePaymentOrderMutation(order.id, ({ amount, reason }: Values, key: string) =>
    // The form's check passed, so the typed amount reads as one.
    paymentOrderActions.writeOff(order.id, { amount: amountOf(amount, language) ?? amount, reason }, key),
  );
  const resolver = useMemo(() => codeResolver<Values>(writeOffFormSchema(language)), [language]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { amount: '', reason: '' }, mode: 'onTouched' });
  const amountError = serverFieldError(writeOff.error, 'amount');
  const reasonError = serverFieldError(writeOff.error, 'reason');
  return (
    <ActionDialog
      title={t('writeOff.title', { opr: order.oprNumber })}
      message={t('writeOff.message')}
      confirmLabel={t('writeOff.submit')}
      mutation={writeOff}
      handleSubmit={handleSubmit}
      fields={['amount', 'reason']}
      done={t('writeOff.done')}
      onClose={onClose}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('writeOff.available', { amount: money(order.availableBalance, order.currency) })}
      </Typography>
      <TextInput
        id={`write-off-amount-${order.id}`}
        label={t('writeOff.amount')}
        required
        fullWidth
        autoFocus
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        startAdornment={<InputAdornment position="start">{order.currency}</InputAdornment>}
        helperText={t('writeOff.amountHelp', { currency: order.currency })}
        errorMessage={texts.fieldText(errors.amount, amountError)}
        {...register('amount')}
      />
      <TextInput
        id={`write-off-reason-${order.id}`}
        label={t('writeOff.reason')}
        multiline
        minRows={3}
        required
        fullWidth
        inputProps={{ maxLength: REASON_MAX }}
        errorMessage={texts.fieldText(errors.reason, reasonError)}
        {...register('reason')}
      />
    </ActionDialog>
  );
}
