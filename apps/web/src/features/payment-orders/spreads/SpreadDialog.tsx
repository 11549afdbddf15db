import InputAdornment from '@mui/material/InputAdornment';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientOption } from '../../../components/ClientAutocomplete';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { useMoney } from '../../../components/money';
import { ActionDialog } from '../ActionDialog';
import { formatPercent } from '../receive/numbers';
import { serverFieldError } from '../../../components/forms/serverErrors';
import { useDialogTexts } from '../useDialogTexts';
import { useSetSpread } from './api';
import { spreadFormSchema, spreadRequestFigures, typedDecimal, type SpreadValues } from './spreadForm';
import { appliedSpread, type CurrencySpreads } from './spreadTable';

interface SpreadDialogProps {
  line: CurrencySpreads;
  /** The client whose own spread is set; null sets the brokerage's default. */
  client: ClientOption | null;
  onClose: () => void;
}

/**
 * Sets one currency's spread and operation fee, for the chosen client or as the default. The fields start
 * with what applies now (a client without its own starts from the default), typed as the UI language writes
 * numbers; the server's field errors (the spread's range above all) are shown under their fields.
 */
export function SpreadDialog({ line, client, onClose }: SpreadDialogProps) {
  const { t } = useTranslation('paymentOrders');
  const { money, language } = useMoney();
  const texts = useDialogTexts();
  const save = useSetSpread((values: SpreadValues) => ({
    clientId: client?.id ?? null,
    currency: line.currency,
    ...spreadRequestFigures(values, language),
  }));
  const current = client ? appliedSpread(line) : line.standard;
  const resolver = useMemo(() => codeResolver<SpreadValues>(spreadFormSchema(language)), [language]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpreadValues>({
    resolver,
    defaultValues: {
      spreadPercent: current ? typedDecimal(current.spreadPercent, language, 2, 4) : '',
      operationFee: current ? typedDecimal(current.operationFee, language, 2, 2) : '',
    },
    mode: 'onTouched',
  });
  const spreadError = serverFieldError(save.error, 'spreadPercent');
  const feeError = serverFieldError(save.error, 'operationFee');
  const standard = line.standard;
  const message = !client
    ? t('spreads.dialog.messageDefault')
    : standard
      ? t('spreads.dialog.messageClient', {
          spread: formatPercent(standard.spreadPercent, language),
          fee: money(standard.operationFee, 'BRL'),
        })
      : t('spreads.dialog.messageClientNoDefault');
  const id = `spread-${line.currency}`;
  return (
    <ActionDialog
      title={
        client
          ? t('spreads.dialog.titleClient', { currency: line.currency, client: client.name })
          : t('spreads.dialog.titleDefault', { currency: line.currency })
      }
      message={message}
      confirmLabel={t('spreads.dialog.submit')}
      mutation={save}
      handleSubmit={handleSubmit}
      fields={['spreadPercent', 'operationFee']}
      done={t('spreads.dialog.done')}
      onClose={onClose}
    >
      <TextInput
        id={`${id}-percent`}
        label={t('spreads.dialog.spreadPercent')}
        required
        fullWidth
        autoFocus
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        endAdornment={<InputAdornment position="end">%</InputAdornment>}
        helperText={t('spreads.dialog.spreadHelp')}
        errorMessage={texts.fieldText(errors.spreadPercent, spreadError)}
        {...register('spreadPercent')}
      />
      <TextInput
        id={`${id}-fee`}
        label={t('spreads.dialog.operationFee')}
        required
        fullWidth
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        startAdornment={<InputAdornment position="start">BRL</InputAdornment>}
        helperText={t('spreads.dialog.feeHelp')}
        errorMessage={texts.fieldText(errors.operationFee, feeError)}
        {...register('operationFee')}
      />
    </ActionDialog>
  );
}
