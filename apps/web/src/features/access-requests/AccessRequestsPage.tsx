import { formatCpf, type AccessRequestSummary } from '@fxbo/domain';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, pageQueryProps, type DataTableColumn } from '../../components/DataTable';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { CPF_WIDTH, useDateTimeWidth } from '../../components/useColumnWidths';
import { chars } from '../../components/dataTableStyles';
import { useFormatters } from '../../components/format';
import { ListDownloads } from '../../components/ListDownloads';
import { useListState } from '../../components/useListState';
import { useAccessRequestList } from './api';
import {
  PAGE_SIZES,
  requestsApiQuery,
  requestsDownloadUrl,
  requestsListSpec,
  STATUS_OPTIONS,
  type RequestFilter,
} from './listSpec';
import { REQUEST_STATUS_COLORS } from './RequestStatus';
import { DataTableBadge } from '../../components/DataTableCells';
import { REQUESTS_PATH, RequestsTabs } from './RequestsTabs';

export const requestDetailPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;

function StatusFilter({
  filters,
  onApply,
}: {
  filters: Partial<Record<RequestFilter, string>>;
  onApply: (filters: Partial<Record<RequestFilter, string>>) => void;
}) {
  const { t } = useTranslation('users');
  const [status, setStatus] = useState(filters.status ?? 'pending');
  const active = filterChips(
    requestsListSpec,
    filters,
    {
      status: {
        label: t('fields.status'),
        value: (raw) => t(`requests.status.${raw}` as 'requests.status.pending'),
      },
    },
    onApply,
  );
  return (
    <FilterBar
      label={t('requests.filtersLabel')}
      active={active}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ status });
      }}
      onClear={() => {
        setStatus('pending');
        onApply({});
      }}
    >
      <TextField
        select
        id="requests-status"
        label={t('fields.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        fullWidth
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`requests.status.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}

/**
 * /admin/users/access-requests: the requests made at /register, pending first; each opens its detail, where
 * it is approved or rejected.
 */
export function AccessRequestsPage() {
  const { t, i18n } = useTranslation('users');
  const format = useFormatters();
  const dateTimeWidth = useDateTimeWidth();
  const { state, filtersKey, setFilters, setPage, setPageSize, setSort } = useListState(requestsListSpec);
  const requests = useAccessRequestList(requestsApiQuery(state));

  const columns: DataTableColumn<AccessRequestSummary>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortField: 'name',
      rowHeader: true,
      title: (r) => r.name,
      cell: (r) => (
        <Link component={RouterLink} to={requestDetailPath(r.id)} sx={{ fontWeight: 500 }}>
          {r.name}
        </Link>
      ),
    },
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
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('requests.title')}
          </Typography>
          <ListDownloads
            url={(kind) => requestsDownloadUrl(state, kind, i18n.resolvedLanguage ?? i18n.language)}
            total={requests.data?.total}
          />
        </Stack>
        <RequestsTabs />
        <StatusFilter key={filtersKey} filters={state.filters} onApply={setFilters} />
        <DataTable
          label={t('requests.tableLabel')}
          columns={columns}
          {...pageQueryProps(requests, {
            network: t('errors.network'),
            generic: t('errors.loadFailed'),
          })}
          rowKey={(r) => r.id}
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
