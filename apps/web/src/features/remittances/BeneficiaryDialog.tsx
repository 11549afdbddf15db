import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  REMITTANCE_PAYMENT_TYPE_LABELS,
  REMITTANCE_PAYMENT_TYPES,
  remittanceBeneficiaryUpdateSchema,
  type RemittanceDetail,
  formatPhone,
} from '@fxbo/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BankAutocomplete } from '../../components/BankAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { applyServerErrors, serverAlertText } from '../../components/forms/serverErrors';
import { SelectInput } from '../../components/forms/SelectInput';
import { TextInput, type TextInputProps } from '../../components/forms/TextInput';
import { notify } from '../../components/notifications';
import { remittanceActions, useRemittanceMutation } from './api';
import { useMoney } from '../../components/money';

interface Values {
  email: string;
  phone: string;
  paymentType: string;
  bankCode: string;
  agency: string;
  account: string;
  accountType: string;
  pixKeyType: string;
  pixKey: string;
  noPixKey: boolean;
  message: string;
}

// Spec 5, "Remittance form": the domain's rules and codes ('Campo obrigatório.', invalid agency, account,
// bank, PIX key type, PIX key, 'Email inválido.'), the same the server applies.
const resolver = codeResolver<Values>(remittanceBeneficiaryUpdateSchema);

const FIELDS = [
  'email',
  'phone',
  'paymentType',
  'bankCode',
  'agency',
  'account',
  'accountType',
  'pixKeyType',
  'pixKey',
  'noPixKey',
  'message',
] as const satisfies readonly (keyof Values)[];

function toValues(r: RemittanceDetail): Values {
  const p = r.payment;
  return {
    email: r.beneficiary.email ?? '',
    // As people write it (+55 (11) 98765-4321); the domain reads it back to +55… on submission.
    phone: formatPhone(r.beneficiary.phone),
    paymentType: p.type,
    bankCode: p.bank?.code ?? '',
    agency: p.agency ?? '',
    account: p.account ?? '',
    accountType: p.accountType ?? '',
    pixKeyType: p.pixKeyType ?? '',
    pixKey: p.pixKey ?? '',
    noPixKey: p.noPixKey,
    message: p.message ?? '',
  };
}

/** The beneficiary's contact and payment data of a remittance, corrected in a dialog on its detail page. */
export function BeneficiaryDialog({
  remittance,
  onClose,
}: {
  remittance: RemittanceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('remittances');
  const { field: fieldText, label } = useMoney();
  const save = useRemittanceMutation(remittance.id, (values: Values, key: string) =>
    remittanceActions.editBeneficiary(remittance.id, values, key),
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: toValues(remittance) });

  const errorText = (error: FieldError | undefined) =>
    error ? fieldText(String(error.type), error.message) : undefined;
  const errorProps = (name: keyof Values) => {
    const text = errorText(errors[name]);
    return { error: Boolean(text), helperText: text };
  };
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notify(t('beneficiaryForm.saved'), { severity: 'success' });
        onClose();
      },
      onError: (error) => applyServerErrors(error, setError, FIELDS),
    }),
  );
  /** A text field, named once: its id, its error and its registration. */
  const input = (
    name: 'email' | 'phone' | 'agency' | 'account' | 'pixKey' | 'message',
    text: string,
    extra: Pick<TextInputProps, 'inputProps' | 'multiline' | 'minRows' | 'sx'> = {},
  ) => (
    <TextInput
      id={`beneficiary-${name}`}
      label={text}
      fullWidth
      {...extra}
      {...errorProps(name)}
      {...register(name)}
    />
  );
  const select = (
    name: 'paymentType' | 'accountType' | 'pixKeyType',
    text: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectInput
      control={control}
      name={name}
      id={`beneficiary-${name}`}
      label={text}
      options={options}
      anyLabel={t('beneficiaryForm.choose')}
      error={errorText(errors[name])}
    />
  );

  return (
    <ConfirmDialog
      open
      maxWidth="md"
      title={t('beneficiaryForm.title')}
      confirmLabel={t('beneficiaryForm.save')}
      pending={save.isPending}
      error={serverAlertText(save.error, FIELDS, {
        network: t('errors.network'),
        generic: t('errors.actionFailed'),
        fieldText,
      })}
      onClose={onClose}
      onConfirm={() => void submit()}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
        {input('email', t('detail.email'))}
        {input('phone', t('detail.phone'))}
        {select(
          'paymentType',
          t('detail.paymentType'),
          REMITTANCE_PAYMENT_TYPES.map((v) => ({
            value: v,
            label: label(REMITTANCE_PAYMENT_TYPE_LABELS, v),
          })),
        )}
        <Controller
          control={control}
          name="bankCode"
          render={({ field }) => (
            <BankAutocomplete
              id="beneficiary-bankCode"
              label={t('beneficiaryForm.bankCode')}
              code={field.value}
              name={remittance.payment.bank?.name}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...errorProps('bankCode')}
            />
          )}
        />
        {input('agency', t('detail.agency'), { inputProps: { maxLength: 6 } })}
        {input('account', t('detail.account'))}
        {select(
          'accountType',
          t('detail.accountType'),
          ACCOUNT_TYPES.map((v) => ({ value: v, label: label(ACCOUNT_TYPE_LABELS, v) })),
        )}
        {select(
          'pixKeyType',
          t('detail.pixKeyType'),
          PIX_KEY_TYPES.map((v) => ({ value: v, label: label(PIX_KEY_TYPE_LABELS, v) })),
        )}
        {input('pixKey', t('detail.pixKey'))}
        <Controller
          control={control}
          name="noPixKey"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={
                errors.noPixKey
                  ? `${t('detail.noPixKey')} — ${errorText(errors.noPixKey) ?? ''}`
                  : t('detail.noPixKey')
              }
            />
          )}
        />
        {input('message', t('detail.message'), {
          multiline: true,
          minRows: 2,
          sx: { gridColumn: { sm: 'span 2' } },
          inputProps: { maxLength: 140 },
        })}
      </Box>
    </ConfirmDialog>
  );
}
