import { useEffect } from 'react';
import { treasuryQuerySchema } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClientAutocomplete, type ClientOption } from '../../components/ClientAutocomplete';
import { DateRangeFields } from '../../components/DateRangeFields';
import { codeResolver } from '../../components/forms/codeResolver';
import { useMoney } from '../../components/money';
import type { ReportAddress } from './reportAddress';

interface FormValues {
  client: ClientOption | null;
  from: string;
  to: string;
  currency: string;
}

// The domain's own rules (spec 5): the client required, a period of at most one year, to not before from.
const resolver = codeResolver<FormValues>(treasuryQuerySchema, {
  toInput: (v) => ({
    clientId: v.client?.id,
    from: v.from,
    to: v.to,
    currency: v.currency.trim() || undefined,
  }),
  fieldName: (path) => (path === 'clientId' ? 'client' : path),
});

/**
 * The report's client, period and currency; applying them writes the address. `checkOnOpen`: the address's
 * period breaks the rules, and its fields show their messages at once.
 */
export function ReportFilters({
  address,
  checkOnOpen = false,
  onApply,
}: {
  address: ReportAddress;
  checkOnOpen?: boolean;
  onApply: (address: ReportAddress) => void;
}) {
  const { t } = useTranslation('treasury');
  const { field: message } = useMoney();
  const {
    control,
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: {
      client: address.clientId ? { id: address.clientId, name: address.client ?? address.clientId } : null,
      from: address.from,
      to: address.to,
      currency: address.currency ?? '',
    },
  });
  useEffect(() => {
    if (checkOnOpen) void trigger(['from', 'to']);
  }, [checkOnOpen, trigger]);
  const text = (e: { type?: unknown; message?: string } | undefined) =>
    e ? message(String(e.type), e.message) : undefined;
  const submit = handleSubmit((v) =>
    onApply({
      ...(v.client ? { clientId: v.client.id, client: v.client.name } : {}),
      from: v.from,
      to: v.to,
      ...(v.currency.trim() ? { currency: v.currency.trim().toUpperCase() } : {}),
    }),
  );
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: { md: 280 } }}>
          <Controller
            control={control}
            name="client"
            render={({ field }) => (
              <ClientAutocomplete
                id="treasury-client"
                label={t('filters.client')}
                required
                value={field.value}
                onChange={field.onChange}
                error={Boolean(errors.client)}
                helperText={text(errors.client)}
              />
            )}
          />
        </Box>
        <DateRangeFields
          id="treasury-period"
          label={t('filters.period')}
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          from={register('from')}
          to={register('to')}
          fromError={text(errors.from)}
          toError={text(errors.to)}
        />
        <TextField
          id="treasury-currency"
          label={t('filters.currency')}
          {...register('currency')}
          error={Boolean(errors.currency)}
          helperText={text(errors.currency) ?? t('filters.currencyHint')}
          slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
          sx={{ width: { md: 160 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: { md: 1 }, flexShrink: 0 }}>
          {t('filters.apply')}
        </Button>
      </Stack>
    </Paper>
  );
}
