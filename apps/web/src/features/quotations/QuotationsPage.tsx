import {
  quotationsList,
  quotationSummarySchema,
  type Language,
  type QuotationSummary,
  quotationDetailPath,
} from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { pickLabel, useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { CURRENCY_WIDTH, DATE_WIDTH } from '../../components/useColumnWidths';
import { partyName, STATUS_COLORS } from './quotationText';

const TABLE_COLUMNS = [
  'quotationDate',
  'party',
  'quotationType',
  'currency',
  'winningRate',
  'quotedAmount',
  'bank',
  'status',
] as const;

/** Headers, sorts and plain cells from the resource; the party's link, the bank and the status are this screen's. */
function tableColumns(language: Language, groupWord: string): DataTableColumn<QuotationSummary>[] {
  const status = (r: QuotationSummary) => pickLabel(quotationsList.columns.status.labels, r.status, language);
  return resourceColumns<QuotationSummary, (typeof TABLE_COLUMNS)[number]>(
    quotationsList,
    TABLE_COLUMNS,
    language,
    {
      quotationDate: { width: DATE_WIDTH },
      // The way into the quotation: its client's (or group's) name.
      party: {
        rowHeader: true,
        width: chars(26),
        cell: (r) => <DataTableLink to={quotationDetailPath(r.id)}>{partyName(r, groupWord)}</DataTableLink>,
      },
      quotationType: { width: chars(8) },
      currency: { width: CURRENCY_WIDTH, hideOnSmall: true },
      winningRate: { width: chars(12), hideOnSmall: true },
      quotedAmount: { width: chars(16) },
      bank: {
        cell: (r) => <DataTableText text={r.bank ? r.bank.name : '—'} />,
        hideOnSmall: true,
      },
      status: {
        width: chars(10),
        title: status,
        cell: (r) => <DataTableBadge color={STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
        hideOnSmall: true,
      },
    },
  );
}

/**
 * /quotation (spec 2 and 3, "Quotation"): the quotations of the user's clients and of their groups, filtered,
 * sorted and paged by the server, the whole search in the address; CSV and XLSX of the result.
 */
export function QuotationsPage() {
  const { t } = useTranslation('quotations');
  const language = useLanguage();
  const groupWord = t('fields.groupSuffix');
  const columns = useMemo(() => tableColumns(language, groupWord), [language, groupWord]);
  return (
    <ResourceListPage
      resource={quotationsList}
      row={quotationSummarySchema}
      namespace="quotations"
      columns={columns}
      filters={{
        rangeLabels: { quotationDateFrom: t('filters.period') },
        pickers: { clientId: clientPicker },
      }}
      downloads
    />
  );
}
