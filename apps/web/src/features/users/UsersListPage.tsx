import { formatCpf, usersList, userSummarySchema, type UserSummary, userDetailPath } from '@fxbo/domain';
import type { TFunction } from 'i18next';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { CPF_WIDTH, DATE_WIDTH } from '../../components/useColumnWidths';
import { useFormatters } from '../../components/format';
import { ResourceListPage } from '../../components/ResourceListPage';
import { nameColumn } from '../../components/nameColumn';
import { USER_STATUS_COLORS } from './UserStatus';
import { UserAdminTabs } from '../../components/UserAdminTabs';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { NewUserButton } from './NewUserButton';

/** "Novo usuário" and the way to the user report (administrators only), carrying this search's filters. */
function ReportLink() {
  const { t } = useTranslation('users');
  const { search } = useLocation();
  if (!holdsAny(useSession()?.roles ?? [], ['users.administer'])) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <NewUserButton />
      <Button
        component={RouterLink}
        to={`/admin/users/report${search}`}
        variant="outlined"
        size="small"
        startIcon={<AssessmentOutlined />}
      >
        {t('report.link')}
      </Button>
    </Stack>
  );
}

/** The clients column: every client for staff who see them all, else the first names and how many more. */
function clientsText(user: UserSummary, t: TFunction<'users'>): string {
  if (user.allClients) return t('clients.all');
  if (user.clientCount === 0) return '—';
  const names = user.clients.map((c) => c.name).join(', ');
  const more = user.clientCount - user.clients.length;
  return more > 0 ? t('list.moreClients', { names, count: more }) : names;
}

/**
 * /admin/users (spec 3, "User admin"): users the administrator may see, filtered by name, e-mail, CPF,
 * status and client, sorted and paged by the server; the whole search lives in the address.
 */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const format = useFormatters();

  const columns: DataTableColumn<UserSummary>[] = [
    nameColumn(t('fields.name'), userDetailPath),
    {
      id: 'email',
      header: t('fields.email'),
      sortField: 'email',
      title: (user) => user.email,
      cell: (user) => user.email,
    },
    {
      id: 'cpf',
      width: CPF_WIDTH,
      header: t('fields.cpf'),
      cell: (user) => (user.cpf ? formatCpf(user.cpf) : '—'),
      hideOnSmall: true,
    },
    {
      id: 'birthDate',
      width: DATE_WIDTH,
      header: t('fields.birthDate'),
      cell: (user) => (user.birthDate ? format.date(user.birthDate) : '—'),
      hideOnSmall: true,
    },
    {
      id: 'status',
      width: chars(18),
      header: t('fields.status'),
      sortField: 'status',
      cell: (user) => (
        <>
          <DataTableBadge color={USER_STATUS_COLORS[user.status]}>
            {t(`status.${user.status}`)}
          </DataTableBadge>
          {user.blocked ? (
            <>
              {' '}
              <DataTableBadge color="error">{t('status.blocked')}</DataTableBadge>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'client',
      header: t('fields.client'),
      title: (user) => clientsText(user, t),
      cell: (user) => clientsText(user, t),
      hideOnSmall: true,
    },
  ];

  return (
    <ResourceListPage
      resource={usersList}
      row={userSummarySchema}
      namespace="users"
      header={
        <>
          <UserAdminTabs />
          <ReportLink />
        </>
      }
      columns={columns}
      // Name, e-mail, CPF, status and client, as usersList declares them; the client picker is the screen's own.
      filters={{
        anyLabel: t('filters.anyStatus'),
        help: { cpf: t('filters.cpfHelp') },
        pickers: { clientId: clientPicker },
      }}
      downloads
    />
  );
}
