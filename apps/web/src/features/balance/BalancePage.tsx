import { useState, type ReactNode } from 'react';
import {
  balanceSchema,
  balanceShipperListSchema,
  EXTRACT_RELEASE_TYPE_LABELS,
  extractListSchema,
  PAGE_SIZE_DEFAULT,
  type ExtractEntry,
} from '@fxbo/domain';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { DataTable, pageQueryProps, type DataTableColumn } from '../../components/DataTable';
import { DateRangeFields } from '../../components/DateRangeFields';
import { periodSchema } from '../../components/dates/periodSchema';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { chars } from '../../components/dataTableStyles';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { codeResolver } from '../../components/forms/codeResolver';
import { useFormatters } from '../../components/format';
import {
  isoDateFilter,
  matching,
  NUMERIC_ID_PATTERN,
  queryString,
  sortParam,
  textFilter,
  type ListSpec,
} from '../../components/listState';
import { notify } from '../../components/notifications';
import { useListState } from '../../components/useListState';
import { useMoney } from '../../components/money';
import { fetchJson } from '../../http/fetchJson';

type BalanceFilter = 'shipperId' | 'shipper' | 'currency' | 'from' | 'to';
const PAGE_SIZES = [10, 25, 50, 100] as const;

const balanceListSpec: ListSpec<BalanceFilter> = {
  filters: {
    shipperId: { parse: matching(NUMERIC_ID_PATTERN) },
    shipper: { parse: textFilter(200) },
    currency: { parse: matching(/^[A-Z]{3}$/) },
    from: { parse: isoDateFilter },
    to: { parse: isoDateFilter },
  },
  sortable: ['releaseDate'],
  defaultSort: { field: 'releaseDate', direction: 'desc' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
};

const resolver = codeResolver<{ from: string; to: string }>(periodSchema);

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Paper>
  );
}

function PeriodFilter({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (period: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation('balance');
  const format = useFormatters();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { from, to } });
  const day = (raw: string) => format.date(raw);
  const active = filterChips(
    balanceListSpec,
    { from: from || undefined, to: to || undefined },
    { from: { label: t('extract.from'), value: day }, to: { label: t('extract.to'), value: day } },
    onApply,
  );
  return (
    <FilterBar
      label={t('extract.filters')}
      active={active}
      onSubmit={(event) =>
        void handleSubmit((v) => onApply({ from: v.from || undefined, to: v.to || undefined }))(event)
      }
      onClear={() => {
        reset({ from: '', to: '' });
        onApply({});
      }}
    >
      <DateRangeFields
        id="extract-period"
        label={t('extract.period')}
        fromLabel={t('extract.from')}
        toLabel={t('extract.to')}
        from={register('from')}
        to={register('to')}
        // A day typed incompletely is the only error of `from`: the field says so in its own words.
        fromError={errors.from?.message}
        toError={errors.to ? t('validation.date_range_invalid') : undefined}
      />
    </FilterBar>
  );
}

/**
 * /balance (spec 3, "Balance"): one remittant's figures in one currency (outstanding, locked, paid today,
 * pending wire, last closure and update, reference rate) and its extract for a period, with CSV and PDF.
 */
export function BalancePage() {
  const { t } = useTranslation('balance');
  const format = useFormatters();
  const { money, rate, label, language } = useMoney();
  const { state, filtersKey, setFilters, setPage, setPageSize, setSort } = useListState(balanceListSpec);
  const { shipperId, currency, from, to } = state.filters;
  const [shipperQuery, setShipperQuery] = useState('');

  const shippers = useQuery({
    queryKey: ['balance', 'shippers'],
    queryFn: ({ signal }) => fetchJson('/api/balance/shippers', balanceShipperListSchema, { signal }),
    staleTime: 5 * 60_000,
  });
  const base = shipperId ? `/api/balance/${encodeURIComponent(shipperId)}` : '';
  const balance = useQuery({
    queryKey: ['balance', 'figures', shipperId, currency],
    queryFn: ({ signal }) => fetchJson(`${base}${queryString({ currency })}`, balanceSchema, { signal }),
    enabled: Boolean(shipperId),
  });
  const effectiveCurrency = currency ?? balance.data?.currency;
  const extractQuery = queryString({
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? sortParam(state.sort) : undefined,
    from,
    to,
    currency: effectiveCurrency,
  });
  const extract = useQuery({
    queryKey: ['balance', 'extract', shipperId, extractQuery],
    queryFn: ({ signal }) => fetchJson(`${base}/extract${extractQuery}`, extractListSchema, { signal }),
    enabled: Boolean(shipperId) && Boolean(effectiveCurrency),
    placeholderData: keepPreviousData,
  });
  const downloadQuery = queryString({ from, to, currency: effectiveCurrency, lang: language });

  const options = shippers.data?.items ?? [];
  const selected = options.find((s) => s.id === shipperId) ?? null;
  const errors = { network: t('errors.network'), generic: t('errors.loadFailed') };

  const columns: DataTableColumn<ExtractEntry>[] = [
    {
      id: 'releaseDate',
      width: DATE_WIDTH,
      header: t('extract.releaseDate'),
      sortField: 'releaseDate',
      cell: (e) => format.date(e.releaseDate),
    },
    {
      id: 'releaseType',
      header: t('extract.releaseType'),
      rowHeader: true,
      cell: (e) => label(EXTRACT_RELEASE_TYPE_LABELS, e.releaseType),
    },
    {
      id: 'meValue',
      width: chars(16),
      header: t('extract.meValue'),
      align: 'right',
      cell: (e) => money(e.meValue, e.currency),
    },
    {
      id: 'balance',
      width: chars(16),
      header: t('extract.balance'),
      align: 'right',
      cell: (e) => money(e.meOpenBalance, e.currency),
    },
    {
      id: 'description',
      header: t('extract.description'),
      title: (e) => e.description ?? undefined,
      cell: (e) => e.description ?? '—',
      hideOnSmall: true,
    },
    {
      id: 'remittance',
      header: t('extract.remittance'),
      cell: (e) =>
        e.remittance ? (
          <Link component={RouterLink} to={`/remittance-detail/${encodeURIComponent(e.remittance.id)}`}>
            {e.remittance.reference}
          </Link>
        ) : (
          '—'
        ),
    },
  ];

  const b = balance.data;
  return (
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Autocomplete
            id="balance-shipper"
            sx={{ minWidth: 320 }}
            options={options}
            loading={shippers.isLoading}
            loadingText={t('loading')}
            noOptionsText={t('noShippers')}
            value={selected}
            inputValue={selected && !shipperQuery ? selected.name : shipperQuery}
            onInputChange={(_e, value, reason) => setShipperQuery(reason === 'input' ? value : '')}
            onChange={(_e, value) =>
              setFilters({ ...(value ? { shipperId: value.id, shipper: value.name } : {}), from, to })
            }
            getOptionLabel={(o) => (o.code ? `${o.name} (${o.code})` : o.name)}
            isOptionEqualToValue={(a, c) => a.id === c.id}
            renderInput={(params) => <TextField {...params} label={t('shipper')} />}
          />
          {b && b.currencies.length > 1 ? (
            <TextField
              select
              id="balance-currency"
              label={t('currency')}
              sx={{ minWidth: 140 }}
              value={b.currency}
              onChange={(e) => setFilters({ ...state.filters, currency: e.target.value })}
            >
              {b.currencies.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
        {shippers.isError ? <Alert severity="error">{apiErrorText(shippers.error, errors)}</Alert> : null}
        {!shipperId ? <Alert severity="info">{t('chooseShipper')}</Alert> : null}
        {shipperId && balance.isError ? (
          <Alert severity="error" role="alert">
            {apiErrorText(balance.error, errors)}
          </Alert>
        ) : null}
        {shipperId && balance.isLoading ? <Skeleton variant="rounded" height={120} /> : null}
        {b ? (
          <>
            <Box
              component="dl"
              aria-label={t('figures.label')}
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                gap: 2,
              }}
            >
              <Figure label={t('figures.outstanding')}>{money(b.outstandingBalance, b.currency)}</Figure>
              <Figure label={t('figures.locked')}>{money(b.lockedBalance, b.currency)}</Figure>
              <Figure label={t('figures.paidToday', { day: format.date(b.paidOnDay) })}>
                {money(b.totalPaidOnDay, b.currency)}
              </Figure>
              <Figure label={t('figures.pendingWire')}>{money(b.pendingWire, b.currency)}</Figure>
              <Figure label={t('figures.lastClosure')}>{format.dateTime(b.lastClosureAt) || '—'}</Figure>
              <Figure label={t('figures.lastUpdate')}>{format.dateTime(b.lastUpdateAt) || '—'}</Figure>
              <Figure label={t('figures.referenceRate')}>{rate(b.referenceRate)}</Figure>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
                {t('extract.title')}
              </Typography>
              <Button
                component="a"
                href={`${base}/extract.csv${downloadQuery}`}
                download
                variant="outlined"
                startIcon={<Download />}
                onClick={() => notify(t('export.started'), { severity: 'info' })}
              >
                {t('export.csv')}
              </Button>
              <Button
                component="a"
                href={`${base}/report.pdf${downloadQuery}`}
                target="_blank"
                rel="noopener"
                variant="outlined"
                startIcon={<PictureAsPdf />}
              >
                {t('export.pdf')}
              </Button>
            </Stack>
            <PeriodFilter
              key={filtersKey}
              from={from ?? ''}
              to={to ?? ''}
              onApply={(period) =>
                setFilters({ shipperId, shipper: state.filters.shipper, currency, ...period })
              }
            />
            <DataTable
              label={t('extract.tableLabel')}
              columns={columns}
              {...pageQueryProps(extract, errors)}
              rowKey={(e) => e.id}
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
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
