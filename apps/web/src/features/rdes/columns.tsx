import { countryName, rdesList, type Language, type RdeSummary } from '@fxbo/domain';
import { useMemo, type ReactNode } from 'react';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DataList } from '../../components/DetailSection';
import { resourceColumns } from '../../components/resourceColumns';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { useTableHidesColumns } from '../../components/listLayout';

const TABLE_COLUMNS = [
  'rdeNumber',
  'rdeType',
  'client',
  'counterparty',
  'value',
  'registrationDate',
  'status',
] as const;

/** The creditor or investor with its country's name in the reader's language (`Yoshida Corp (Japão)`). */
export function counterpartyText(
  row: Pick<RdeSummary, 'counterparty' | 'counterpartyCountry'>,
  language: Language,
) {
  const country = row.counterpartyCountry ? countryName(row.counterpartyCountry, language) : '';
  if (!row.counterparty) return country || '—';
  return country ? `${row.counterparty} (${country})` : row.counterparty;
}

/**
 * The list's and the report's table: headers, sorts, plain cells, the number's link to the detail and the status
 * badge from the resource; the counterparty with its country is this screen's. The value column
 * writes the currency beside the amount.
 */
export function rdeTableColumns(language: Language): DataTableColumn<RdeSummary>[] {
  return resourceColumns<RdeSummary, (typeof TABLE_COLUMNS)[number]>(rdesList, TABLE_COLUMNS, language, {
    rdeNumber: { width: chars(12) },
    rdeType: { width: chars(23), hideOnSmall: true },
    client: { width: chars(20), hideOnSmall: true },
    counterparty: {
      width: chars(24),
      hideOnSmall: true,
      title: (r) => counterpartyText(r, language),
      cell: (r) => (
        <DataTableText
          text={r.counterparty ?? '—'}
          secondary={r.counterpartyCountry ? countryName(r.counterpartyCountry, language) : undefined}
          secondaryIsIdentifier={false}
        />
      ),
    },
    value: { width: chars(18) },
    registrationDate: { width: DATE_WIDTH, hideOnSmall: true },
    status: { width: chars(11), hideOnSmall: true },
  });
}

/** What a phone's table leaves out (it keeps the number and the value): each row's details there. */
const PHONE_DETAIL_COLUMNS = ['rdeType', 'client', 'counterparty', 'registrationDate', 'status'] as const;

/**
 * The rows' details of the list and the report on a phone (below the `md` breakpoint, where the table shows
 * the number and the value): the other columns by their labels, written as in the table. None on wider
 * screens, where every column is in the table.
 */
export function useRdePhoneDetail(language: Language): ((row: RdeSummary) => ReactNode) | undefined {
  // Where the table leaves some columns out (600 to 899 px); a phone's cards show them all (listLayout).
  const phone = useTableHidesColumns();
  return useMemo(() => {
    if (!phone) return undefined;
    const columns = rdeTableColumns(language);
    const shown = PHONE_DETAIL_COLUMNS.map((id) => ({
      label: rdesList.columns[id].label[language],
      column: columns.find((c) => c.id === id),
    }));
    const RdePhoneDetail = (row: RdeSummary) => (
      <DataList
        dense
        rows={shown.map(({ label, column }, i): [string, ReactNode] => [
          label,
          PHONE_DETAIL_COLUMNS[i] === 'counterparty' ? counterpartyText(row, language) : column?.cell(row),
        ])}
      />
    );
    return RdePhoneDetail;
  }, [phone, language]);
}
