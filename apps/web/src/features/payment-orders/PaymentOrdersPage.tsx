import {
  paymentOrdersList,
  paymentOrderSummarySchema,
  type ColumnDef,
  type Language,
  type PaymentOrderSummary,
  paymentOrderDetailPath,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import { DataList } from '../../components/DetailSection';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { pickLabel, useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { paymentOrderSpreadsPath } from './spreads/paths';
import { STATE_COLORS } from './stateColors';

/** The table's columns, in their order (the downloads have all of them, paymentOrdersList.exportColumns). */
const TABLE_COLUMNS = [
  'oprNumber',
  'client',
  'issuer',
  'state',
  'registerDate',
  'creditDate',
  'creditValue',
] as const;

/** The other columns of spec 3, shown when a row is expanded (the table keeps one line per order at 1,440). */
const DETAIL_COLUMNS = [
  'manager',
  'documentDate',
  'openDispatchBalance',
  'closedDispatchBalance',
  'reference',
] as const;

/**
 * Headers, sorts and plain cells from the resource; the OPR link, the client's name and the state badge are
 * this screen's own. The currency is written with each amount.
 */
function tableColumns(language: Language): DataTableColumn<PaymentOrderSummary>[] {
  const state = (r: PaymentOrderSummary) =>
    pickLabel(paymentOrdersList.columns.state.labels, r.state, language);
  return resourceColumns<PaymentOrderSummary, (typeof TABLE_COLUMNS)[number]>(
    paymentOrdersList,
    TABLE_COLUMNS,
    language,
    {
      oprNumber: {
        width: chars(15),
        cell: (r) => <DataTableLink to={paymentOrderDetailPath(r.id)}>{r.oprNumber}</DataTableLink>,
      },
      // A width of its own: on a phone, beside the detail toggle, a flexible column was squeezed to nothing.
      client: { rowHeader: true, width: chars(22), cell: (r) => <DataTableText text={r.client.name} /> },
      issuer: { cell: (r) => <DataTableText text={r.issuer} />, hideOnSmall: true },
      state: {
        // "Aguardando data de crédito" whole.
        width: chars(language === 'en' ? 17 : 24),
        title: state,
        cell: (r) => <DataTableBadge color={STATE_COLORS[r.state]}>{state(r)}</DataTableBadge>,
        hideOnSmall: true,
      },
      registerDate: { width: DATE_WIDTH },
      creditDate: { width: DATE_WIDTH, hideOnSmall: true },
      // Up to 99,999,999.99 with its currency.
      creditValue: { width: chars(16) },
    },
  ).concat(
    // The details' columns too, offered by the column chooser (issue 24) and shown once chosen.
    resourceColumns<PaymentOrderSummary, (typeof DETAIL_COLUMNS)[number]>(
      paymentOrdersList,
      DETAIL_COLUMNS,
      language,
    ).map((column) => ({ ...column, hiddenByDefault: true })),
  );
}

/** An expanded row: the detail columns, named by their download headers, written by their kinds. */
function OrderDetail({ order, language }: { order: PaymentOrderSummary; language: Language }) {
  const columns = resourceColumns<PaymentOrderSummary, (typeof DETAIL_COLUMNS)[number]>(
    paymentOrdersList,
    DETAIL_COLUMNS,
    language,
  );
  return (
    <DataList
      dense
      rows={columns.map((c, i) => {
        const def: ColumnDef = paymentOrdersList.columns[DETAIL_COLUMNS[i]!];
        return [(def.header ?? def.label)[language], c.cell(order)];
      })}
    />
  );
}

/**
 * /payment-order (spec 2 and 3, "Payment order"): the orders received from abroad for the user's clients,
 * filtered, sorted and paged by the server, the whole search in the address; CSV and XLSX of the result.
 */
export function PaymentOrdersPage() {
  const { t } = useTranslation('paymentOrders');
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  const canSetSpreads = holdsAny(useSession()?.roles ?? [], ['payment-orders.spreads']);
  return (
    <ResourceListPage
      resource={paymentOrdersList}
      row={paymentOrderSummarySchema}
      namespace="paymentOrders"
      columns={columns}
      header={
        canSetSpreads ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paymentOrderSpreadsPath} variant="outlined">
              {t('spreads.open')}
            </Button>
          </Stack>
        ) : undefined
      }
      // As paymentOrdersList declares them; the client picker is the screen's own.
      filters={{
        anyLabel: t('filters.anyState'),
        rangeLabels: {
          registerDateFrom: t('filters.registerPeriod'),
          documentDateFrom: t('filters.documentPeriod'),
          creditDateFrom: t('filters.creditPeriod'),
        },
        pickers: { clientId: clientPicker },
      }}
      renderDetail={(r) => <OrderDetail order={r} language={language} />}
      downloads
    />
  );
}
