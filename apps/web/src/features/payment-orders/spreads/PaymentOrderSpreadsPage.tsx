import type { TFunction } from 'i18next';
import type { FxSpread } from '@fxbo/domain';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '../../../components/apiErrorText';
import { ClientAutocomplete, type ClientOption } from '../../../components/ClientAutocomplete';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { chars } from '../../../components/dataTableStyles';
import { DataList } from '../../../components/DetailSection';
import { formatDateTime } from '../../../components/format';
import { formatMoney } from '../../../components/money';
import { formatPercent } from '../receive/numbers';
import { useSpreads } from './api';
import { SpreadDialog } from './SpreadDialog';
import { currencyName, spreadsByCurrency, type CurrencySpreads } from './spreadTable';

type T = TFunction<'paymentOrders'>;

/** A spread's figures and its last change, in the UI language; a dash where there is none. */
function figures(t: T, language: string) {
  const dash = (s: FxSpread | null, write: (s: FxSpread) => string) => (s ? write(s) : '—');
  return {
    spread: (s: FxSpread | null) => dash(s, (x) => formatPercent(x.spreadPercent, language)),
    fee: (s: FxSpread | null) => dash(s, (x) => formatMoney(x.operationFee, 'BRL', language)),
    updated: (s: FxSpread | null) =>
      dash(s, (x) =>
        x.updatedBy
          ? t('spreads.updatedBy', { name: x.updatedBy.name, time: formatDateTime(x.updatedAt, language) })
          : formatDateTime(x.updatedAt, language),
      ),
  };
}

/**
 * The table's columns: without a client, the defaults; with one, the default beside the client's own (or
 * "uses the default"). On a phone the currency, the spread that applies and the edit button stay; the rest is
 * in each line's details.
 */
function spreadColumns(t: T, language: string, withClient: boolean): DataTableColumn<CurrencySpreads>[] {
  const f = figures(t, language);
  const currency: DataTableColumn<CurrencySpreads> = {
    id: 'currency',
    header: t('spreads.columns.currency'),
    rowHeader: true,
    width: chars(8),
    cell: (l) => l.currency,
    title: (l) => currencyName(l.currency, language),
  };
  if (!withClient)
    return [
      currency,
      {
        id: 'spread',
        header: t('spreads.columns.spread'),
        width: chars(12),
        cell: (l) => f.spread(l.standard),
      },
      { id: 'fee', header: t('spreads.columns.fee'), hideOnSmall: true, cell: (l) => f.fee(l.standard) },
      {
        id: 'updated',
        header: t('spreads.columns.updated'),
        hideOnSmall: true,
        cell: (l) => f.updated(l.standard),
        title: (l) => f.updated(l.standard),
      },
    ];
  const own = (l: CurrencySpreads, write: (s: FxSpread) => string) =>
    l.own ? (
      write(l.own)
    ) : (
      <Typography component="span" variant="body2" color="textSecondary">
        {t('spreads.usesDefault')}
      </Typography>
    );
  return [
    currency,
    {
      id: 'defaultSpread',
      header: t('spreads.columns.defaultSpread'),
      hideOnSmall: true,
      cell: (l) => f.spread(l.standard),
    },
    {
      id: 'defaultFee',
      header: t('spreads.columns.defaultFee'),
      hideOnSmall: true,
      cell: (l) => f.fee(l.standard),
    },
    {
      id: 'clientSpread',
      header: t('spreads.columns.clientSpread'),
      width: chars(16),
      cell: (l) => own(l, (s) => f.spread(s)),
    },
    {
      id: 'clientFee',
      header: t('spreads.columns.clientFee'),
      hideOnSmall: true,
      cell: (l) => own(l, (s) => f.fee(s)),
    },
    {
      id: 'updated',
      header: t('spreads.columns.updated'),
      hideOnSmall: true,
      cell: (l) => (l.own ? f.updated(l.own) : '—'),
      title: (l) => (l.own ? f.updated(l.own) : undefined),
    },
  ];
}

/** A line opened: every figure, named, with who changed it and when. */
function LineDetail({
  line,
  withClient,
  t,
  language,
}: {
  line: CurrencySpreads;
  withClient: boolean;
  t: T;
  language: string;
}) {
  const f = figures(t, language);
  const rows: [string, string][] = [
    [t('spreads.columns.currency'), `${line.currency} — ${currencyName(line.currency, language)}`],
    [t('spreads.columns.defaultSpread'), f.spread(line.standard)],
    [t('spreads.columns.defaultFee'), f.fee(line.standard)],
    [t('spreads.detail.defaultUpdated'), f.updated(line.standard)],
  ];
  if (withClient)
    rows.push(
      [t('spreads.columns.clientSpread'), line.own ? f.spread(line.own) : t('spreads.usesDefault')],
      [t('spreads.columns.clientFee'), line.own ? f.fee(line.own) : t('spreads.usesDefault')],
      [t('spreads.detail.clientUpdated'), f.updated(line.own)],
    );
  return <DataList dense rows={rows} />;
}

/** The chosen client lives in the address (its id and, for the picker, its name), so a reload keeps it. */
function useChosenClient(): [ClientOption | null, (client: ClientOption | null) => void] {
  const [search, setSearch] = useSearchParams();
  const id = search.get('clientId');
  const client = id && /^\d+$/.test(id) ? { id, name: search.get('client') ?? '' } : null;
  const choose = (next: ClientOption | null) =>
    setSearch(next ? { clientId: next.id, client: next.name } : {}, { replace: true });
  return [client, choose];
}

/**
 * /payment-order-spreads (issue 12, spec 3 "Receiving flow"): staff set, per currency, the spread below the
 * market's buy rate at which the brokerage buys the client's currency, and the operation fee in reais of each
 * receiving: the brokerage's default, or a client's own, which replaces the default for that client.
 */
export function PaymentOrderSpreadsPage() {
  const { t, i18n } = useTranslation('paymentOrders');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [client, setClient] = useChosenClient();
  const [editing, setEditing] = useState<CurrencySpreads | null>(null);
  const spreads = useSpreads(client?.id ?? null);
  const withClient = client !== null;
  const columns = useMemo(() => spreadColumns(t, language, withClient), [t, language, withClient]);
  const lines = useMemo(
    () => (spreads.data ? spreadsByCurrency(spreads.data.items) : undefined),
    [spreads.data],
  );
  const label = client ? t('spreads.tableLabelClient', { client: client.name }) : t('spreads.tableLabel');
  return (
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('spreads.title')}
        </Typography>
        <Typography color="textSecondary">{t('spreads.intro')}</Typography>
        <Box sx={{ maxWidth: 520 }}>
          <ClientAutocomplete
            id="spreads-client"
            label={t('spreads.client')}
            helperText={client ? t('spreads.clientHelpChosen') : t('spreads.clientHelp')}
            value={client}
            onChange={setClient}
          />
        </Box>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <DataTable
          label={label}
          columns={columns}
          rows={lines}
          rowKey={(l) => l.currency}
          hideTotal
          loading={spreads.isFetching}
          error={
            spreads.isError
              ? apiErrorText(spreads.error, {
                  network: t('errors.network'),
                  generic: t('spreads.loadFailed'),
                })
              : undefined
          }
          onRetry={() => void spreads.refetch()}
          empty={<Typography sx={{ p: 2 }}>{t('spreads.empty')}</Typography>}
          renderDetail={(l) => <LineDetail line={l} withClient={withClient} t={t} language={language} />}
          rowActionsHeader={t('spreads.actions')}
          rowActions={(l) => (
            <IconButton
              size="small"
              aria-label={t('spreads.editLabel', { currency: l.currency })}
              title={t('spreads.edit')}
              onClick={() => setEditing(l)}
            >
              <Edit fontSize="small" />
            </IconButton>
          )}
        />
      </Stack>
      {editing ? <SpreadDialog line={editing} client={client} onClose={() => setEditing(null)} /> : null}
    </Container>
  );
}
