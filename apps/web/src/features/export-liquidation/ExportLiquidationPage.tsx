import {
  exportLiquidationList,
  exportLiquidationSummarySchema,
  type ExportLiquidationSummary,
  type Language,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
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
import { LiquidateDialog } from './LiquidateDialog';
import { contractDetailPath } from './paths';

const TABLE_COLUMNS = [
  'contractNumber',
  'client',
  'contractDate',
  'liquidationDate',
  'currency',
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
      client: { width: chars(22) },
      contractDate: { width: DATE_WIDTH, hideOnSmall: true },
      liquidationDate: { width: DATE_WIDTH },
      currency: { width: chars(6), hideOnSmall: true },
      meValue: { width: chars(15), hideOnSmall: true },
      liquidatedMeValue: { width: chars(15), hideOnSmall: true },
      openAmount: { width: chars(15) },
      counterparty: { width: chars(20), title: (r) => r.counterparty ?? '', hideOnSmall: true },
    },
  );
}

/**
 * /import-export/export-contracts/liquidate (spec 2, Imp/Exp → Export → Liquidate): the open export contracts
 * of the user's clients, due first, with what was liquidated and what is open; CSV and XLSX of the result.
 * With `trade.liquidate`, each row's Liquidate button opens the liquidation (partial allowed, confirmed).
 */
export function ExportLiquidationPage() {
  const { t } = useTranslation('exportLiquidation');
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  const canLiquidate = useSession()?.permissions.includes('trade.liquidate') ?? false;
  const [chosen, setChosen] = useState<ExportLiquidationSummary | null>(null);
  return (
    <>
      <ResourceListPage
        resource={exportLiquidationList}
        row={exportLiquidationSummarySchema}
        title={t('list.title')}
        tableLabel={t('list.tableLabel')}
        columns={columns}
        filters={{
          label: t('filters.label'),
          anyLabel: t('filters.any'),
          rangeLabels: { liquidationDateFrom: t('filters.period') },
          help: { contractNumber: t('filters.contractNumberHelp') },
          pickers: { clientId: clientPicker },
        }}
        errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
        downloads
        {...(canLiquidate && {
          rowActionsHeader: t('list.actionsHeader'),
          rowActions: (r: ExportLiquidationSummary) => (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setChosen(r)}
              aria-label={t('liquidate.buttonLabel', { number: r.contractNumber })}
            >
              {t('liquidate.button')}
            </Button>
          ),
        })}
      />
      {chosen ? <LiquidateDialog key={chosen.id} contract={chosen} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
