import {
  exportLiquidationList,
  exportLiquidationSummarySchema,
  type ExportLiquidationSummary,
} from '@fxbo/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { chars } from '../../components/dataTableStyles';
import { ResourceListPage } from '../../components/ResourceListPage';
import { useSession } from '../../session/session';
import { RowActions } from './RowActions';

/**
 * The table: the resource's columns but the currency (the amounts write it; the number links to the contract,
 * declared there); a phone keeps the contract, the client, the liquidation date and the open amount.
 */
const TABLE = {
  omit: ['currency'],
  small: ['contractNumber', 'client', 'liquidationDate', 'openAmount'],
  cells: {
    contractNumber: 15,
    client: { width: chars(20), title: (r: ExportLiquidationSummary) => r.client.name },
    meValue: 14,
    liquidatedMeValue: 14,
    openAmount: 14,
    counterparty: { width: chars(18), title: (r: ExportLiquidationSummary) => r.counterparty ?? '' },
  },
} as const;

/**
 * /import-export/export-contracts/liquidate (spec 2, Imp/Exp → Export → Liquidate): the open export contracts
 * of the user's clients, due first, with what was liquidated and what is open; CSV and XLSX of the result.
 * Each row's menu leads to the contract's page and, with `trade.liquidate`, to the liquidation (partial allowed, confirmed).
 */
export function ExportLiquidationPage() {
  const { t } = useTranslation('exportLiquidation');
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
      table={TABLE}
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
