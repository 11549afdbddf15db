import { remittancesList } from '@fxbo/domain';
import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterFormProps } from '../../components/listState';
import { ResourceFilters, type Picked } from '../../components/ResourceFilters';
import { useRemittanceShippers } from './api';
import { remittancesListSpec, type RemittanceFilter } from './listSpec';

/**
 * The /remittance filters (spec 3, "Remittance filters"), as remittancesList declares them, with the domain's
 * rules checked before the request (CPF/CNPJ, name length, VET rate, "date-to must be greater than
 * date-from"); the remittant picker is this screen's own. Keyed by the address, so back and forward refill
 * the fields.
 */
export function RemittanceFilters({ filters, onApply }: FilterFormProps<RemittanceFilter>) {
  const { t } = useTranslation('remittances');
  const shippers = useRemittanceShippers();
  const options = useMemo(
    (): Picked[] => shippers.data?.items.map((s) => ({ id: s.id, name: s.name })) ?? [],
    [shippers.data],
  );
  const shipperName = (id: string) => options.find((s) => s.id === id)?.name;
  return (
    <ResourceFilters
      resource={remittancesList}
      spec={remittancesListSpec}
      filters={filters}
      onApply={onApply}
      label={t('filters.label')}
      anyLabel={t('filters.anyStatus')}
      help={{ taxId: t('filters.taxIdHelp') }}
      rangeLabels={{
        paymentDateFrom: t('filters.paymentPeriod'),
        includeDateFrom: t('filters.includePeriod'),
      }}
      chipValues={{
        // A link may carry the id alone; the picker's options name it once they are loaded.
        shipperId: (id) =>
          filters.shipper ?? shipperName(id) ?? (shippers.isPending ? t('filters.loadingShippers') : '—'),
      }}
      pickers={{
        shipperId: ({ id, label, value, onChange }) => (
          <Autocomplete
            id={id}
            options={options}
            loading={shippers.isLoading}
            loadingText={t('filters.loadingShippers')}
            noOptionsText={t('filters.noShippers')}
            value={value && !value.name ? { id: value.id, name: shipperName(value.id) ?? '' } : value}
            onChange={(_event, picked) => onChange(picked)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={label} fullWidth />}
          />
        ),
      }}
    />
  );
}
