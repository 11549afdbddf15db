import {
  accessRequestsList,
  accessRequestSummarySchema,
  formatCpf,
  type AccessRequestSummary,
  accessRequestDetailPath,
} from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { CPF_WIDTH, useDateTimeWidth } from '../../components/useColumnWidths';
import { chars } from '../../components/dataTableStyles';
import { useFormatters } from '../../components/format';
import { ResourceListPage } from '../../components/ResourceListPage';
import { nameColumn } from '../../components/nameColumn';
import { REQUEST_STATUS_COLORS } from './RequestStatus';
import { DataTableBadge } from '../../components/DataTableCells';
import { UserAdminTabs } from '../../components/UserAdminTabs';

/**
 * /admin/users/access-requests: the requests made at /register, pending first; each opens its detail, where
 * it is approved or rejected.
 */
export function AccessRequestsPage() {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const dateTimeWidth = useDateTimeWidth();

  const columns: DataTableColumn<AccessRequestSummary>[] = [
    nameColumn(t('fields.name'), accessRequestDetailPath),
    { id: 'email', header: t('fields.email'), title: (r) => r.email, cell: (r) => r.email },
    {
      id: 'cpf',
      width: CPF_WIDTH,
      header: t('fields.cpf'),
      cell: (r) => formatCpf(r.cpf),
      hideOnSmall: true,
    },
    {
      id: 'company',
      header: t('fields.company'),
      title: (r) => r.company,
      cell: (r) => r.company,
      hideOnSmall: true,
    },
    {
      id: 'clients',
      header: t('requests.requestedClients'),
      title: (r) => r.clientTaxIds.map(format.taxId).join(', '),
      cell: (r) => r.clientTaxIds.map(format.taxId).join(', '),
      hideOnSmall: true,
    },
    {
      id: 'createdAt',
      width: dateTimeWidth,
      header: t('requests.createdAt'),
      sortField: 'createdAt',
      cell: (r) => format.dateTime(r.createdAt),
    },
    {
      id: 'status',
      width: chars(11),
      header: t('fields.status'),
      cell: (r) => (
        <DataTableBadge color={REQUEST_STATUS_COLORS[r.status]}>
          {t(`requests.status.${r.status}`)}
        </DataTableBadge>
      ),
    },
  ];

  return (
    <ResourceListPage
      resource={accessRequestsList}
      row={accessRequestSummarySchema}
      title={t('requests.title')}
      header={<UserAdminTabs />}
      columns={columns}
      filters={{ label: t('requests.filtersLabel') }}
      errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
      downloads
    />
  );
}
