import { exportReportList, importReportList, tradeContractSchema } from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { contractColumns } from './columns';

const IMPORT_COLUMNS = [
  'contractNumber',
  'contractDate',
  'counterparty',
  'currency',
  'meValue',
  'liquidatedMeValue',
  'openValue',
  'status',
  'documentationStatus',
  'diCount',
  'invoiceCount',
  'knowledgeCount',
] as const;
const EXPORT_COLUMNS = IMPORT_COLUMNS.map((c) => (c === 'diCount' ? 'reCount' : c));

/**
 * The import and export reports (spec 2; spec 5 "client required"): one client's contracts over a period of at
 * most a year, both asked for before anything is requested; XLSX and PDF of the result (and CSV).
 */
function TradeReportPage({ kind }: { kind: 'import' | 'export' }) {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const columns = useMemo(
    () => contractColumns(kind === 'import' ? IMPORT_COLUMNS : EXPORT_COLUMNS, language),
    [kind, language],
  );
  return (
    <ResourceListPage
      resource={kind === 'import' ? importReportList : exportReportList}
      row={tradeContractSchema}
      title={t(kind === 'import' ? 'report.importTitle' : 'report.exportTitle')}
      columns={columns}
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.any'),
        rangeLabels: { contractDateFrom: t('filters.contractPeriod') },
        help: { contractNumber: t('filters.contractNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.contractsLoadFailed') }}
      downloads
    />
  );
}

export function ImportReportPage() {
  return <TradeReportPage kind="import" />;
}

export function ExportReportPage() {
  return <TradeReportPage kind="export" />;
}
