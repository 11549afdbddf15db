import { formatCpf, usersList, type UserSummary } from '@fxbo/domain';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, pageQueryProps, type DataTableColumn } from '../../components/DataTable';
import { DataTableBadge } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { CPF_WIDTH, DATE_WIDTH } from '../../components/useColumnWidths';
import { useFormatters } from '../../components/format';
import { ListDownloads } from '../../components/ListDownloads';
import { listDownloadUrl } from '../../components/resourceList';
import { useListState } from '../../components/useListState';
import { useUserList } from './api';
import { PAGE_SIZES, usersApiQuery, usersListSpec } from './listSpec';
import { UsersFilters } from './UsersFilters';
import { USER_STATUS_COLORS } from './UserStatus';
import { UsersTabs } from './UsersTabs';

export const userDetailPath = (id: string) => `/admin/users/${encodeURIComponent(id)}/detail`;

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
  const { t, i18n } = useTranslation('users');
  const format = useFormatters();
  const { state, filtersKey, setFilters, setPage, setPageSize, setSort } = useListState(usersListSpec);
  const users = useUserList(usersApiQuery(state));

  const columns: DataTableColumn<UserSummary>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortField: 'name',
      rowHeader: true,
      title: (user) => user.name,
      cell: (user) => (
        <Link component={RouterLink} to={userDetailPath(user.id)} sx={{ fontWeight: 500 }}>
          {user.name}
        </Link>
      ),
    },
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
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('list.title')}
          </Typography>
          <ListDownloads
            url={(kind) => listDownloadUrl(usersList, state, kind, i18n.resolvedLanguage ?? i18n.language)}
            total={users.data?.total}
          />
        </Stack>
        <UsersTabs />
        <UsersFilters key={filtersKey} filters={state.filters} onApply={setFilters} />
        <DataTable
          label={t('list.tableLabel')}
          columns={columns}
          {...pageQueryProps(users, { network: t('errors.network'), generic: t('errors.loadFailed') })}
          rowKey={(user) => user.id}
          sort={state.sort}
          onSortChange={setSort}
          pagination={{
            page: state.page,
            pageSize: state.pageSize,
            pageSizes: PAGE_SIZES,
            onPageChange: setPage,
            onPageSizeChange: setPageSize,
          }}
        />
      </Stack>
    </Container>
  );
}
