import { useMemo, useState, type ReactNode } from 'react';
import {
  balanceSchema,
  balanceShipperListSchema,
  extractEntrySchema,
  extractList,
  type ExtractEntry,
  type Language,
  type ScreenFilterName,
  remittanceDetailPath,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { DataTable, pageQueryProps, type DataTableColumn } from '../../components/DataTable';
import { ListDownloads } from '../../components/ListDownloads';
import { PdfButton } from '../../components/PdfButton';
import { DateRangeFields } from '../../components/DateRangeFields';
import { periodSchema } from '../../components/dates/periodSchema';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { chars } from '../../components/dataTableStyles';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { codeResolver } from '../../components/forms/codeResolver';
import { useFormatters } from '../../components/format';
import {
  matching,
  NUMERIC_ID_PATTERN,
  queryString,
  textFilter,
  type ListSpec,
} from '../../components/listState';
import { useResourceRows } from '../../components/ResourceListPage';
import { resourceColumns } from '../../components/resourceColumns';
import { listApiQuery, listDownloadUrl, listSpecOf } from '../../components/resourceList';
import { useListState } from '../../components/useListState';
import { useLanguage, useMoney } from '../../components/money';
import { fetchJson } from '../../http/fetchJson';

const extractSpec = listSpecOf(extractList);
/** The extract's address (extractList), and the shipper it is nested under, with its name for the picker. */
const balanceListSpec: ListSpec<'shipperId' | 'shipper' | ScreenFilterName<typeof extractList.filters>> = {
  ...extractSpec,
  filters: {
    shipperId: { parse: matching(NUMERIC_ID_PATTERN) },
    shipper: { parse: textFilter(200) },
    ...extractSpec.filters,
  },
};
const TABLE_COLUMNS = [
  'releaseDate',
  'releaseType',
  'meValue',
  'meOpenBalance',
  'description',
  'remittance',
] as const;

/** The extract's columns (extractList); widths, the row header and the remittance's link are the screen's. */
function extractColumns(language: Language): DataTableColumn<ExtractEntry>[] {
  return resourceColumns<ExtractEntry, (typeof TABLE_COLUMNS)[number]>(extractList, TABLE_COLUMNS, language, {
    releaseDate: { width: DATE_WIDTH },
    releaseType: { rowHeader: true },
    meValue: { width: chars(16) },
    meOpenBalance: { width: chars(16) },
    description: { title: (e) => e.description ?? undefined, hideOnSmall: true },
    remittance: {
      cell: (e) =>
        e.remittance ? (
          <Link component={RouterLink} to={remittanceDetailPath(e.remittance.id)}>
            {e.remittance.reference}
          </Link>
        ) : (
          '—'
        ),
    },
  });
}

const resolver = codeResolver<{ from: string; to: string }>(periodSchema);

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="caption" color="textSecondary">
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
  const { money, rate } = useMoney();
  const language = useLanguage();
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
  // The list's state as the API takes it: the shipper in the path, its balance's currency by default.
  const extractState = { ...state, filters: { ...state.filters, currency: effectiveCurrency } };
  const parent = { shipperId: shipperId ?? '' };
  const extract = useResourceRows(extractList, extractEntrySchema, listApiQuery(extractList, extractState), {
    params: parent,
    enabled: Boolean(shipperId) && Boolean(effectiveCurrency),
  });
  const reportQuery = queryString({ from, to, currency: effectiveCurrency, lang: language });

  const options = shippers.data?.items ?? [];
  const selected = options.find((s) => s.id === shipperId) ?? null;
  const errors = { network: t('errors.network'), generic: t('errors.loadFailed') };

  const columns = useMemo(() => extractColumns(language), [language]);

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
              <ListDownloads
                url={(kind) => listDownloadUrl(extractList, extractState, kind, language, parent)}
                total={extract.data?.total}
              />
              <PdfButton href={`${base}/report.pdf${reportQuery}`}>{t('export.pdf')}</PdfButton>
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
                pageSizes: extractList.pageSizes,
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
