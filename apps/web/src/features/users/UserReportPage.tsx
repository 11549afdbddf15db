import {
  formatCpf,
  PERMISSION_LABELS,
  userReport,
  userReportRowSchema,
  type Language,
  type UserReportRow,
  USERS_PATH,
  userDetailPath,
} from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { pickLabel, useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { CPF_WIDTH } from '../../components/useColumnWidths';
import { USER_STATUS_COLORS } from './UserStatus';
import { ReportBackLink } from '../../components/ReportBackLink';

const TABLE_COLUMNS = [
  'name',
  'email',
  'cpf',
  'kind',
  'status',
  'clients',
  'permissions',
  'lastLoginAt',
] as const;

/** Headers, sorts and plain cells from the report's declaration; the lists and badges are this screen's. */
function tableColumns(language: Language, allClients: string): DataTableColumn<UserReportRow>[] {
  const status = (r: UserReportRow) => pickLabel(userReport.columns.status.labels, r.status, language);
  const kind = (r: UserReportRow) =>
    pickLabel(userReport.columns.kind.labels, r.allClients ? 'staff_all' : r.kind, language);
  const clients = (r: UserReportRow) => (r.allClients ? allClients : r.clients.join(', ') || '—');
  const permissions = (r: UserReportRow) =>
    r.permissions.map((key) => pickLabel(PERMISSION_LABELS, key, language)).join(', ') || '—';
  return resourceColumns<UserReportRow, (typeof TABLE_COLUMNS)[number]>(userReport, TABLE_COLUMNS, language, {
    name: {
      rowHeader: true,
      width: chars(16),
      title: (r) => r.name,
      cell: (r) => <DataTableLink to={userDetailPath(r.id)}>{r.name}</DataTableLink>,
    },
    email: { width: chars(17), hideOnSmall: true },
    cpf: { width: CPF_WIDTH, cell: (r) => <DataTableText text={r.cpf ? formatCpf(r.cpf) : '—'} /> },
    kind: { width: chars(12), hideOnSmall: true, title: kind, cell: (r) => <DataTableText text={kind(r)} /> },
    status: {
      width: chars(9),
      title: status,
      cell: (r) => <DataTableBadge color={USER_STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
    },
    clients: {
      width: chars(14),
      hideOnSmall: true,
      title: clients,
      cell: (r) => <DataTableText text={clients(r)} />,
    },
    permissions: {
      width: chars(17),
      hideOnSmall: true,
      title: permissions,
      cell: (r) => <DataTableText text={permissions(r)} secondary={String(r.permissions.length)} />,
    },
    lastLoginAt: { width: chars(15), hideOnSmall: true },
  });
}

/**
 * /admin/users/report (the user report; administrators only): the users the administrator may see with their
 * status, clients and permissions, filtered as the users list, as XLSX and PDF.
 */
export function UserReportPage() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const { search } = useLocation();
  const columns = useMemo(() => tableColumns(language, t('clients.all')), [language, t]);
  return (
    <ResourceListPage
      resource={userReport}
      row={userReportRowSchema}
      title={t('report.title')}
      header={<ReportBackLink to={`${USERS_PATH}${search}`}>{t('report.back')}</ReportBackLink>}
      columns={columns}
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.anyStatus'),
        help: { cpf: t('filters.cpfHelp') },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
      downloads
    />
  );
}
