import { listTotalsSchema, totalCurrencyOf, type ColumnDef } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchJson } from '../http/fetchJson';
import { useFormatters } from './format';
import { formatMoney, useLanguage } from './money';
import { resourceUrl } from './resourceList';

/**
 * A list's totals per currency (issue 24, decisions §50): for each currency of the rows matching the filters,
 * the sums of the columns the resource totals and the rows' count, summed by the server over every matching
 * row (`GET /api/<path>/totals`), not only the page shown.
 */
export function ListTotals({
  resource,
  filterQuery,
  params,
}: {
  resource: {
    name: string;
    path: string;
    totals?: readonly string[] | undefined;
    columns: Readonly<Record<string, ColumnDef>>;
  };
  /** The list's filters as the API takes them. */
  filterQuery: string;
  params?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('components');
  const language = useLanguage();
  const format = useFormatters();
  const url = `${resourceUrl(`${resource.path}/totals`, params)}${filterQuery}`;
  const totals = useQuery({
    queryKey: [resource.name, 'totals', url],
    queryFn: ({ signal }) => fetchJson(url, listTotalsSchema, { signal }),
    placeholderData: keepPreviousData,
  });
  const ids = resource.totals ?? [];
  if (totals.isError) return <Alert severity="error">{t('lists.totalsFailed')}</Alert>;
  const rows = totals.data?.totals ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label={t('lists.totals')}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap' }}
    >
      {rows.map((row) => (
        <Paper
          key={row.currency}
          variant="outlined"
          // Two side by side on a phone.
          sx={{ px: 2, py: 1, minWidth: 150, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
        >
          <Typography variant="overline" component="p" color="textSecondary">
            {t('lists.totalOf', { currency: row.currency })}
          </Typography>
          {ids.map((id) => (
            <Typography
              key={id}
              variant={ids.length > 1 ? 'body1' : 'h6'}
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {ids.length > 1 ? `${resource.columns[id]?.label[language] ?? id}: ` : ''}
              {formatMoney(
                row.sums[id] ?? '0',
                totalCurrencyOf(resource.columns[id], row.currency),
                language,
              )}
            </Typography>
          ))}
          <Typography variant="body2" color="textSecondary">
            {t('lists.totalRows', { count: row.count, formatted: format.count(row.count) })}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
