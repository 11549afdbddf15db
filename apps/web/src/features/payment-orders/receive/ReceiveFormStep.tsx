import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  BINDING_RELATIONSHIP_LABELS,
  BINDING_RELATIONSHIPS,
  BRAZILIAN_BANKS,
  PAYER_MAX,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  RECEIPT_REASON_LABELS,
  RECEIPT_REASONS,
  type PaymentOrderDetail,
} from '@fxbo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/forms/SelectInput';
import { TextInput } from '../../../components/forms/TextInput';
import { useMoney } from '../../../components/money';
import { countryOptions } from './countries';
import { DocumentInput } from './DocumentInput';
import type { ReceiveValues } from './receiveForm';

type SelectName = 'bindingRelationship' | 'reason' | 'bankCode' | 'accountType' | 'pixKeyType';
type TextName = 'payer' | 'receiptValue' | 'agency' | 'account' | 'pixKey';

export interface ReceiveFormStepProps {
  order: PaymentOrderDetail;
  form: UseFormReturn<ReceiveValues>;
  /** The last preview said a document is needed (above USD 3,000.00). */
  documentRequired: boolean;
  pending: boolean;
  /** Disabled without a valid quote to price at. */
  canContinue: boolean;
  onContinue: () => void;
}

/**
 * Spec 3 "Receiving flow", the form: payer, payer's country, binding relationship, reason, value, where the
 * reais go (a bank account or a PIX key, one of the two) and the document. Every coded value by its label.
 */
export function ReceiveFormStep({
  order,
  form,
  documentRequired,
  pending,
  canContinue,
  onContinue,
}: ReceiveFormStepProps) {
  const { t } = useTranslation('paymentOrders');
  const { money, label, field: fieldText, language } = useMoney();
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const destination = watch('destination');
  const errorText = (error: FieldError | undefined) =>
    error ? fieldText(String(error.type), error.message) : undefined;

  const text = (name: TextName, caption: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={`receive-${name}`}
      label={caption}
      required
      fullWidth
      errorMessage={errorText(errors[name])}
      {...extra}
      {...register(name)}
    />
  );
  const select = (
    name: SelectName,
    caption: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectInput
      control={control}
      name={name}
      id={`receive-${name}`}
      label={caption}
      options={options}
      anyLabel={t('receive.form.choose')}
      error={errorText(errors[name])}
      required
    />
  );
  const countries = countryOptions(language);
  const destinationError = errorText(errors.destination);
  const grid = {
    display: 'grid',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: 2,
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('receive.steps.form')}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Stack spacing={3}>
        <Box sx={grid}>
          {text('payer', t('receive.form.payer'), {
            inputProps: { maxLength: PAYER_MAX, autoComplete: 'off' },
          })}
          <Controller
            control={control}
            name="payerCountry"
            render={({ field }) => {
              const error = errorText(errors.payerCountry);
              return (
                <Autocomplete
                  id="receive-payerCountry"
                  options={countries}
                  value={countries.find((c) => c.code === field.value) ?? null}
                  onChange={(_event, option) => field.onChange(option?.code ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(a, b) => a.code === b.code}
                  autoHighlight
                  noOptionsText={t('receive.form.noCountry')}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('receive.form.payerCountry')}
                      required
                      error={Boolean(error)}
                      helperText={error}
                    />
                  )}
                />
              );
            }}
          />
          {select(
            'bindingRelationship',
            t('receive.form.bindingRelationship'),
            BINDING_RELATIONSHIPS.map((v) => ({ value: v, label: label(BINDING_RELATIONSHIP_LABELS, v) })),
          )}
          {select(
            'reason',
            t('receive.form.reason'),
            RECEIPT_REASONS.map((v) => ({ value: v, label: label(RECEIPT_REASON_LABELS, v) })),
          )}
          {text('receiptValue', t('receive.form.receiptValue'), {
            inputProps: { inputMode: 'decimal', autoComplete: 'off' },
            startAdornment: <InputAdornment position="start">{order.currency}</InputAdornment>,
            helperText: t('receive.form.receiptValueHelp', {
              currency: order.currency,
              balance: money(order.availableBalance, order.currency),
            }),
          })}
        </Box>

        <FormControl error={Boolean(destinationError)} required component="fieldset">
          <FormLabel component="legend">{t('receive.form.destination')}</FormLabel>
          <Controller
            control={control}
            name="destination"
            render={({ field }) => (
              <RadioGroup
                row
                name="receive-destination"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                aria-describedby={destinationError ? 'receive-destination-error' : undefined}
              >
                <FormControlLabel value="account" control={<Radio />} label={t('receive.form.account')} />
                <FormControlLabel value="pix" control={<Radio />} label={t('receive.form.pix')} />
              </RadioGroup>
            )}
          />
          {destinationError ? (
            <FormHelperText id="receive-destination-error">{destinationError}</FormHelperText>
          ) : null}
        </FormControl>

        {destination === 'account' ? (
          <Box sx={grid}>
            {select(
              'bankCode',
              t('receive.form.bank'),
              BRAZILIAN_BANKS.map((b) => ({ value: b.code, label: `${b.code} – ${b.shortName}` })),
            )}
            {select(
              'accountType',
              t('receive.form.accountType'),
              ACCOUNT_TYPES.map((v) => ({ value: v, label: label(ACCOUNT_TYPE_LABELS, v) })),
            )}
            {text('agency', t('receive.form.agency'), {
              helperText: t('receive.form.agencyHelp'),
              inputProps: { autoComplete: 'off', maxLength: 6 },
            })}
            {text('account', t('receive.form.accountNumber'), {
              helperText: t('receive.form.accountHelp'),
              inputProps: { autoComplete: 'off', maxLength: 22 },
            })}
          </Box>
        ) : null}
        {destination === 'pix' ? (
          <Box sx={grid}>
            {select(
              'pixKeyType',
              t('receive.form.pixKeyType'),
              PIX_KEY_TYPES.map((v) => ({ value: v, label: label(PIX_KEY_TYPE_LABELS, v) })),
            )}
            {text('pixKey', t('receive.form.pixKey'), { inputProps: { autoComplete: 'off', maxLength: 77 } })}
          </Box>
        ) : null}

        <Controller
          control={control}
          name="document"
          render={({ field }) => (
            <DocumentInput
              id="receive-document"
              file={field.value}
              onChange={field.onChange}
              required={documentRequired}
              errorMessage={errorText(errors.document)}
            />
          )}
        />

        <Box>
          <Button type="submit" variant="contained" disabled={!canContinue || pending}>
            {t('receive.form.continue')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
