import {
  exportLiquidationList,
  exportLiquidationSummarySchema,
  type ExportLiquidationSummary,
  type Language,
  contractDetailPath,
} from '@fxbo/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableLink } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { useSession } from '../../session/session';
import { RowActions } from './RowActions';

const TABLE_COLUMNS = [
  'contractNumber',
  'client',
  'contractDate',
  'liquidationDate',
  'meValue',
  'liquidatedMeValue',
  'openAmount',
  'counterparty',
] as const;

/** Headers, sorts and plain cells from the resource; the contract's link is this screen's. */
function tableColumns(language: Language): DataTableColumn<ExportLiquidationSummary>[] {
  return resourceColumns<ExportLiquidationSummary, (typeof TABLE_COLUMNS)[number]>(
    exportLiquidationList,
    TABLE_COLUMNS,
    language,
    {
      contractNumber: {
        rowHeader: true,
        width: chars(15),
        cell: (r) => <DataTableLink to={contractDetailPath(r.id)}>{r.contractNumber}</DataTableLink>,
      },
      client: { width: chars(20), title: (r) => r.client.name },
      contractDate: { width: DATE_WIDTH, hideOnSmall: true },
      liquidationDate: { width: DATE_WIDTH },
      meValue: { width: chars(14), hideOnSmall: true },
      liquidatedMeValue: { width: chars(14), hideOnSmall: true },
      openAmount: { width: chars(14) },
      counterparty: { width: chars(18), title: (r) => r.counterparty ?? '', hideOnSmall: true },
    },
  );
}

/**
 * /import-export/export-contracts/liquidate (spec 2, Imp/Exp → Export → Liquidate): the open export contracts
 * of the user's clients, due first, with what was liquidated and what is open; CSV and XLSX of the result.
 * Each row's menu leads to the contract's page and, with `trade.liquidate`, to the liquidation (partial allowed, confirmed).
 */
export function ExportLiquidationPage() {
  const { t } = useTranslation('exportLiquidation');
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  const canLiquidate = useSession()?.permissions.includes('trade.liquidate') ?? false;
  const rowActions = useCallback(
    (r: ExportLiquidationSummary) => <RowActions contract={r} canLiquidate={canLiquidate} />,
    [canLiquidate],
  );
  return (
    <ResourceListPage
      resource={exportLiquidationList}
      row={exportLiquidationSummarySchema}
      namespace="exportLiquidation"
      columns={columns}
      filters={{
        rangeLabels: { liquidationDateFrom: t('filters.period') },
        help: { contractNumber: t('filters.contractNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      downloads
      rowActions={rowActions}
      rowActionsHeader={t('list.actionsHeader')}
    />
  );
}
