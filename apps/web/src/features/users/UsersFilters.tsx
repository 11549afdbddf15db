import { usersList } from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import { ClientAutocomplete } from '../../components/ClientAutocomplete';
import type { FilterFormProps } from '../../components/listState';
import { ResourceFilters } from '../../components/ResourceFilters';
import { usersListSpec, type UserFilter } from './listSpec';

/**
 * The /admin/users filters (spec 3, "User admin": name, e-mail, CPF, status, client), as usersList declares
 * them; the client picker is this screen's own. Keyed by the address, so back and forward refill the fields.
 */
export function UsersFilters({ filters, onApply }: FilterFormProps<UserFilter>) {
  const { t } = useTranslation('users');
  return (
    <ResourceFilters
      resource={usersList}
      spec={usersListSpec}
      filters={filters}
      onApply={onApply}
      label={t('filters.label')}
      anyLabel={t('filters.anyStatus')}
      help={{ cpf: t('filters.cpfHelp') }}
      pickers={{
        clientId: ({ id, label, value, onChange }) => (
          <ClientAutocomplete id={id} label={label} value={value} onChange={onChange} />
        ),
      }}
    />
  );
}
