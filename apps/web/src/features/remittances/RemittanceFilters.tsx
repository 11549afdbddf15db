import {
  REMITTANCE_STATUSES,
  REMITTANCE_TYPE_FILTERS,
  remittanceListQuerySchema,
  type RemittanceTypeFilter,
} from '@fxbo/domain';
import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { useFormatters } from '../../components/format';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { cleanFilters } from '../../components/listState';
import { useRemittanceShippers } from './api';
import { useMoney } from '../../components/money';
import { remittancesListSpec, type RemittanceFilter } from './listSpec';
import { SelectInput } from '../../components/forms/SelectInput';

interface ShipperOption {
  id: string;
  name: string;
}

interface Values {
  taxId: string;
  reference: string;
  shipper: ShipperOption | null;
  status: string;
  name: string;
  paymentDateFrom: string;
  paymentDateTo: string;
  vetRate: string;
  type: RemittanceTypeFilter;
  includeDateFrom: string;
  includeDateTo: string;
}

type Filters = Partial<Record<RemittanceFilter, string>>;

function toValues(f: Filters): Values {
  return {
    taxId: f.taxId ?? '',
    reference: f.reference ?? '',
    // A link or a reload may carry the id alone: the name comes from the picker's options (never the id).
    shipper: f.shipperId ? { id: f.shipperId, name: f.shipper ?? '' } : null,
    status: f.status ?? '',
    name: f.name ?? '',
    paymentDateFrom: f.paymentDateFrom ?? '',
    paymentDateTo: f.paymentDateTo ?? '',
    vetRate: f.vetRate ?? '',
    type: (f.type as RemittanceTypeFilter | undefined) ?? 'all',
    includeDateFrom: f.includeDateFrom ?? '',
    includeDateTo: f.includeDateTo ?? '',
  };
}

function toFilters({ shipper, type, ...values }: Values): Filters {
  return cleanFilters<RemittanceFilter>({
    ...values,
    type: type === 'all' ? undefined : type,
    shipperId: shipper?.id,
    shipper: shipper?.name,
  });
}

// The server's own rules, checked before the request: CPF/CNPJ, name length, VET rate, and spec 5's
// "date-to must be greater than date-from" for both periods.
const resolver = codeResolver<Values>(remittanceListQuerySchema, {
  toInput: ({ shipper, status, ...values }) => ({
    ...values,
    ...(shipper ? { shipperId: shipper.id } : {}),
    ...(status ? { status } : {}),
  }),
});

/** The /remittance filters (spec 3, "Remittance filters"); keyed by the address, so back and forward refill them. */
export function RemittanceFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation('remittances');
  const { field: fieldText } = useMoney();
  const format = useFormatters();
  const shippers = useRemittanceShippers();
  const shipperOptions = useMemo(
    () => shippers.data?.items.map((s) => ({ id: s.id, name: s.name })) ?? [],
    [shippers.data],
  );
  const shipperName = (id: string) => shipperOptions.find((s) => s.id === id)?.name;
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: toValues(filters) });

  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'date_range_invalid') return t('validation.date_range_invalid');
    return fieldText(String(error.type), error.message);
  };
  const textProps = (name: keyof Values) => {
    const error = errorText(errors[name] as FieldError | undefined);
    return { error: Boolean(error), helperText: error };
  };

  const day = (raw: string) => format.date(raw);
  const active = filterChips(
    remittancesListSpec,
    filters,
    {
      taxId: { label: t('fields.taxId') },
      reference: { label: t('fields.reference') },
      shipperId: {
        label: t('fields.shipper'),
        // A link may carry the id alone; the picker's options name it once they are loaded.
        value: (id) =>
          filters.shipper ?? shipperName(id) ?? (shippers.isPending ? t('filters.loadingShippers') : '—'),
        with: ['shipper'],
      },
      status: { label: t('fields.status'), value: (raw) => t(`status.${raw}` as 'status.paid') },
      name: { label: t('fields.name') },
      paymentDateFrom: { label: t('fields.paymentDateFrom'), value: day },
      paymentDateTo: { label: t('fields.paymentDateTo'), value: day },
      vetRate: { label: t('fields.vetRate') },
      type: { label: t('fields.type'), value: (raw) => t(`type.${raw}` as 'type.all') },
      includeDateFrom: { label: t('fields.includeDateFrom'), value: day },
      includeDateTo: { label: t('fields.includeDateTo'), value: day },
    },
    onApply,
  );

  return (
    <FilterBar
      label={t('filters.label')}
      active={active}
      onSubmit={(event) => void handleSubmit((values) => onApply(toFilters(values)))(event)}
      onClear={() => {
        reset(toValues({}));
        onApply({});
      }}
    >
      <TextInput
        id="filter-taxId"
        label={t('fields.taxId')}
        fullWidth
        autoComplete="off"
        {...textProps('taxId')}
        helperText={textProps('taxId').helperText ?? t('filters.taxIdHelp')}
        {...register('taxId')}
      />
      <TextInput
        id="filter-reference"
        label={t('fields.reference')}
        fullWidth
        autoComplete="off"
        {...textProps('reference')}
        {...register('reference')}
      />
      <Controller
        control={control}
        name="shipper"
        render={({ field }) => (
          <Autocomplete
            id="filter-shipper"
            options={shipperOptions}
            loading={shippers.isLoading}
            loadingText={t('filters.loadingShippers')}
            noOptionsText={t('filters.noShippers')}
            value={
              field.value && !field.value.name
                ? { id: field.value.id, name: shipperName(field.value.id) ?? '' }
                : field.value
            }
            onChange={(_event, value) => field.onChange(value)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.shipper')} fullWidth />}
          />
        )}
      />
      <SelectInput
        control={control}
        name="status"
        id="filter-status"
        label={t('fields.status')}
        anyLabel={t('filters.anyStatus')}
        options={REMITTANCE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <TextInput
        id="filter-name"
        label={t('fields.name')}
        fullWidth
        autoComplete="off"
        {...textProps('name')}
        {...register('name')}
      />
      <DateRangeFields
        id="filter-paymentDate"
        label={t('filters.paymentPeriod')}
        fromLabel={t('fields.paymentDateFrom')}
        toLabel={t('fields.paymentDateTo')}
        from={register('paymentDateFrom')}
        to={register('paymentDateTo')}
        fromError={errorText(errors.paymentDateFrom)}
        toError={errorText(errors.paymentDateTo)}
      />
      <TextInput
        id="filter-vetRate"
        label={t('fields.vetRate')}
        fullWidth
        autoComplete="off"
        inputProps={{ inputMode: 'decimal' }}
        {...textProps('vetRate')}
        {...register('vetRate')}
      />
      <SelectInput
        control={control}
        name="type"
        id="filter-type"
        label={t('fields.type')}
        options={REMITTANCE_TYPE_FILTERS.map((type) => ({ value: type, label: t(`type.${type}`) }))}
      />
      <DateRangeFields
        id="filter-includeDate"
        label={t('filters.includePeriod')}
        fromLabel={t('fields.includeDateFrom')}
        toLabel={t('fields.includeDateTo')}
        from={register('includeDateFrom')}
        to={register('includeDateTo')}
        fromError={errorText(errors.includeDateFrom)}
        toError={errorText(errors.includeDateTo)}
      />
    </FilterBar>
  );
}
