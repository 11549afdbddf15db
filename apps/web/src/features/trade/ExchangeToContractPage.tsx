import { exchangeToContractList, exchangeToContractTotalsSchema, exportInvoiceSchema } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { formatMoney, useLanguage } from '../../components/money';
import { listApiQuery, listSpecOf } from '../../components/resourceList';
import { ResourceListPage } from '../../components/ResourceListPage';
import { useListState } from '../../components/useListState';
import { fetchJson } from '../../http/fetchJson';
import { invoiceColumns, ReportLink } from './columns';
import { EXPORT_REPORT_PATH } from './paths';

const TABLE_COLUMNS = [
  'number',
  'client',
  'counterparty',
  'dueDate',
  'currency',
  'value',
  'poNumber',
] as const;

/** Every matching invoice's total per currency (summed by the server), above the table. */
function Totals() {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const { state } = useListState(listSpecOf(exchangeToContractList));
  const query = listApiQuery(exchangeToContractList, state);
  const url = `/api/exchange-to-contract/totals${query}`;
  const totals = useQuery({
    queryKey: ['exchange-to-contract', 'totals', url],
    queryFn: ({ signal }) => fetchJson(url, exchangeToContractTotalsSchema, { signal }),
  });
  if (totals.isError) return <Alert severity="error">{t('exchange.totalsFailed')}</Alert>;
  const rows = totals.data?.totals;
  return (
    <Stack
      component="section"
      aria-label={t('exchange.totals')}
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {rows?.length === 0 ? (
        <Typography color="textSecondary">{t('exchange.nothing')}</Typography>
      ) : (
        rows?.map((r) => (
          <Paper key={r.currency} variant="outlined" sx={{ px: 2, py: 1, minWidth: 180 }}>
            <Typography variant="overline" component="p" color="textSecondary">
              {t('exchange.totalOf', { currency: r.currency })}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(r.total, r.currency, language)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('exchange.invoices', { count: r.invoices })}
            </Typography>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/**
 * /import-export/export-contracts/exchange-to-contract (spec 2, Export): what can be contracted now, the export
 * invoices with an amount and no contract, soonest due first, with their total per currency above the table.
 */
export function ExchangeToContractPage() {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const columns = useMemo(() => invoiceColumns(TABLE_COLUMNS, language), [language]);
  return (
    <ResourceListPage
      resource={exchangeToContractList}
      row={exportInvoiceSchema}
      title={t('exchange.title')}
      tableLabel={t('exchange.tableLabel')}
      columns={columns}
      header={
        <Stack spacing={2}>
          <Totals />
          <ReportLink path={EXPORT_REPORT_PATH} label={t('exportPending.report')} />
        </Stack>
      }
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.any'),
        rangeLabels: { dueDateFrom: t('filters.duePeriod') },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.invoicesLoadFailed') }}
      downloads
    />
  );
}
