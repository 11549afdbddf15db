import { USER_STATUSES } from '@fxbo/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClientAutocomplete, type ClientOption } from '../../components/ClientAutocomplete';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { TextInput } from '../../components/forms/TextInput';
import { cleanFilters } from '../../components/listState';
import { usersListSpec, type UserFilter } from './listSpec';
import { SelectInput } from '../../components/forms/SelectInput';

interface Values {
  name: string;
  email: string;
  cpf: string;
  status: string;
  client: ClientOption | null;
}

type Filters = Partial<Record<UserFilter, string>>;

function toValues(filters: Filters): Values {
  return {
    name: filters.name ?? '',
    email: filters.email ?? '',
    cpf: filters.cpf ?? '',
    status: filters.status ?? '',
    client: filters.clientId ? { id: filters.clientId, name: filters.client ?? filters.clientId } : null,
  };
}

function toFilters({ client, ...values }: Values): Filters {
  return cleanFilters<UserFilter>({ ...values, clientId: client?.id, client: client?.name });
}

/**
 * The /admin/users filters (spec 3, "User admin": name, e-mail, CPF, status, client). The form shows what the
 * address says; keyed by it, so back and forward refill the fields.
 */
export function UsersFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation('users');
  const { control, register, handleSubmit, reset } = useForm<Values>({ defaultValues: toValues(filters) });
  const active = filterChips(
    usersListSpec,
    filters,
    {
      name: { label: t('fields.name') },
      email: { label: t('fields.email') },
      cpf: { label: t('fields.cpf') },
      status: { label: t('fields.status'), value: (raw) => t(`status.${raw}` as 'status.active') },
      clientId: { label: t('fields.client'), value: (id) => filters.client ?? id, with: ['client'] },
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
        id="filter-name"
        label={t('fields.name')}
        fullWidth
        autoComplete="off"
        {...register('name')}
      />
      <TextInput
        id="filter-email"
        label={t('fields.email')}
        fullWidth
        autoComplete="off"
        inputProps={{ inputMode: 'email' }}
        {...register('email')}
      />
      <TextInput
        id="filter-cpf"
        label={t('fields.cpf')}
        fullWidth
        autoComplete="off"
        inputProps={{ inputMode: 'numeric' }}
        helperText={t('filters.cpfHelp')}
        {...register('cpf')}
      />
      <SelectInput
        control={control}
        name="status"
        id="filter-status"
        label={t('fields.status')}
        anyLabel={t('filters.anyStatus')}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <Controller
        control={control}
        name="client"
        render={({ field }) => (
          <ClientAutocomplete
            id="filter-client"
            label={t('fields.client')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FilterBar>
  );
}
