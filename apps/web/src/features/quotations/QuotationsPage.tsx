import {
  quotationsList,
  quotationSummarySchema,
  type QuotationSummary,
  quotationDetailPath,
} from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { ResourceListPage } from '../../components/ResourceListPage';
import { partyName } from './quotationText';

/**
 * The table: the resource's columns (the status badge declared there); the way into the quotation is its
 * client's (or group's) name, `groupWord` marking a group's; a phone keeps the date, the party, the type and the
 * amount.
 */
const table = (groupWord: string) =>
  ({
    small: ['quotationDate', 'party', 'quotationType', 'quotedAmount'],
    cells: {
      party: {
        rowHeader: true,
        width: chars(26),
        cell: (r: QuotationSummary) => (
          <DataTableLink to={quotationDetailPath(r.id)}>{partyName(r, groupWord)}</DataTableLink>
        ),
      },
      quotationType: 8,
      winningRate: 12,
      quotedAmount: 16,
      bank: { cell: (r: QuotationSummary) => <DataTableText text={r.bank ? r.bank.name : '—'} /> },
      status: 10,
    },
  }) as const;

/**
 * /quotation (spec 2 and 3, "Quotation"): the quotations of the user's clients and of their groups, filtered,
 * sorted and paged by the server, the whole search in the address; CSV and XLSX of the result.
 */
export function QuotationsPage() {
  const { t } = useTranslation('quotations');
  const groupWord = t('fields.groupSuffix');
  return (
    <ResourceListPage
      resource={quotationsList}
      row={quotationSummarySchema}
      namespace="quotations"
      table={useMemo(() => table(groupWord), [groupWord])}
      filters={{
        rangeLabels: { quotationDateFrom: t('filters.period') },
        pickers: { clientId: clientPicker },
      }}
      downloads
    />
  );
}
