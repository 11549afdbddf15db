import {
  remittancesList,
  remittanceSummarySchema,
  type Language,
  type RemittanceSummary,
  remittanceDetailPath,
} from '@fxbo/domain';
import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DATE_WIDTH, useDateTimeWidth } from '../../components/useColumnWidths';
import { useFormatters } from '../../components/format';
import { ResourceListPage } from '../../components/ResourceListPage';
import { resourceColumns } from '../../components/resourceColumns';
import { useLanguage } from '../../components/money';
import { RemittanceRowActions } from './RemittanceActions';
import { RemittanceFilters } from './RemittanceFilters';

const STATUS_COLORS = {
  received: 'default',
  pending: 'warning',
  blocked: 'error',
  processing: 'info',
  paid: 'success',
  returned: 'warning',
  canceled: 'default',
} as const;

export function RemittanceStatusChip({ status }: { status: RemittanceSummary['status'] }) {
  const { t } = useTranslation('remittances');
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}

/**
 * The table's columns: headers, sorts and the cells of plain kinds from the resource (remittancesList);
 * widths, the beneficiary with its CPF/CNPJ, the link and the status badge are this screen's own.
 */
function tableColumns(
  t: TFunction<'remittances'>,
  format: ReturnType<typeof useFormatters>,
  language: Language,
  dateTimeWidth: string,
): DataTableColumn<RemittanceSummary>[] {
  return resourceColumns<RemittanceSummary, (typeof TABLE_COLUMNS)[number]>(
    remittancesList,
    TABLE_COLUMNS,
    language,
    {
      includeDate: { width: dateTimeWidth },
      paymentDate: { width: DATE_WIDTH },
      beneficiary: {
        rowHeader: true,
        cell: (r) => <DataTableText text={r.beneficiaryName} secondary={format.taxId(r.beneficiaryTaxId)} />,
      },
      id: {
        width: chars(7),
        cell: (r) => <DataTableLink to={remittanceDetailPath(r.id)}>{r.id}</DataTableLink>,
      },
      // Up to 999,999.99; English writes "BRL" and "USD" where Portuguese writes "R$" and "US$".
      mnValue: { width: chars(language === 'en' ? 13.5 : 12.5) },
      vetRate: { width: chars(10), hideOnSmall: true },
      meValue: { width: chars(language === 'en' ? 13.5 : 13) },
      // A reference and a status are what an operator reads out and searches by: whole (issue 24), a
      // reference up to 15 letters and digits (e.g. "AMA009-00000001"), Portuguese's "Em processamento".
      reference: { width: chars(16.5), title: (r) => r.reference },
      status: {
        width: chars(language === 'en' ? 12 : 18),
        title: (r) => t(`status.${r.status}`),
        cell: (r) => (
          <DataTableBadge color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</DataTableBadge>
        ),
        hideOnSmall: true,
      },
    },
  );
}

/**
 * /remittance (spec 2 and 3): remittances the user may see, filtered, sorted and paged by the server, the
 * whole search in the address; row actions by the server's flags; CSV and XLSX of the whole filtered result.
 */
const rowActions = (r: RemittanceSummary) => <RemittanceRowActions remittance={r} />;

/** The table's columns, in their order (the downloads have their own, remittancesList.exportColumns). */
export const TABLE_COLUMNS = [
  'includeDate',
  'paymentDate',
  'beneficiary',
  'id',
  'mnValue',
  'vetRate',
  'meValue',
  'reference',
  'status',
] as const;

export function RemittanceListPage() {
  const { t } = useTranslation('remittances');
  const format = useFormatters();
  const screenLanguage = useLanguage();
  const dateTimeWidth = useDateTimeWidth();
  // Stable between renders, so that a page turn does not render the 100 rows of the old page again.
  const columns = useMemo(
    () => tableColumns(t, format, screenLanguage, dateTimeWidth),
    [t, format, screenLanguage, dateTimeWidth],
  );
  return (
    <ResourceListPage
      resource={remittancesList}
      row={remittanceSummarySchema}
      namespace="remittances"
      columns={columns}
      filters={(form) => <RemittanceFilters {...form} />}
      downloads
      rowActions={rowActions}
      rowActionsHeader={t('list.actionsHeader')}
    />
  );
}
