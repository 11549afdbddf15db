import {
  backToBackList,
  backToBackSummarySchema,
  type BackToBackContractRef,
  type BackToBackSummary,
  type Language,
  backToBackDetailPath,
  contractDetailPath,
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
import { STATUS_COLORS } from './paths';

const TABLE_COLUMNS = [
  'operationNumber',
  'operationDate',
  'client',
  'currency',
  'value',
  'importContract',
  'exportContract',
  'status',
  'settlementDate',
] as const;

/** A leg's contract number, a link to its page; a dash while the leg is missing. */
const leg = (contract: BackToBackContractRef | null) =>
  contract ? (
    <DataTableLink to={contractDetailPath(contract.id)}>{contract.contractNumber}</DataTableLink>
  ) : (
    <DataTableText text="—" />
  );

/** Headers, sorts and plain cells from the resource; the links and the status badge are this screen's. */
function tableColumns(language: Language): DataTableColumn<BackToBackSummary>[] {
  const status = (r: BackToBackSummary) =>
    pickLabel(backToBackList.columns.status.labels, r.status, language);
  return resourceColumns<BackToBackSummary, (typeof TABLE_COLUMNS)[number]>(
    backToBackList,
    TABLE_COLUMNS,
    language,
    {
      // The way into the operation: its number.
      operationNumber: {
        rowHeader: true,
        width: chars(14),
        cell: (r) => <DataTableLink to={backToBackDetailPath(r.id)}>{r.operationNumber}</DataTableLink>,
      },
      operationDate: { width: DATE_WIDTH },
      client: { width: chars(24) },
      currency: { width: CURRENCY_WIDTH, hideOnSmall: true },
      value: { width: chars(16) },
      importContract: { width: chars(14), cell: (r) => leg(r.importContract), hideOnSmall: true },
      exportContract: { width: chars(14), cell: (r) => leg(r.exportContract), hideOnSmall: true },
      status: {
        width: chars(10),
        title: status,
        cell: (r) => <DataTableBadge color={STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
        hideOnSmall: true,
      },
      settlementDate: { width: DATE_WIDTH, hideOnSmall: true },
    },
  );
}

/**
 * /pending (spec 2, Treasury "Back to Back with Pending"): the back-to-back operations of the user's clients,
 * pending ones first by default, filtered, sorted and paged by the server, the whole search in the address;
 * CSV and XLSX of the result.
 */
export function BackToBackPendingPage() {
  const { t } = useTranslation('backToBack');
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  return (
    <ResourceListPage
      resource={backToBackList}
      row={backToBackSummarySchema}
      namespace="backToBack"
      columns={columns}
      filters={{
        rangeLabels: { operationDateFrom: t('filters.period') },
        help: { operationNumber: t('filters.operationNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      downloads
    />
  );
}
