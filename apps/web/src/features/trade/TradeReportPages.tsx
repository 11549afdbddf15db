import {
  exportReportList,
  importReportList,
  tradeContractSchema,
  type TradeContract,
  clientListPath,
} from '@fxbo/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { CONTRACT_TABLE_COLUMNS, ContractDetail, contractColumns } from './columns';
import { EXPORT_PENDING_PATH, IMPORT_CONTRACTS_PATH } from './paths';
import { ReportBackLink } from '../../components/ReportBackLink';

/** What the table has no room for at 1,440 px (the amounts carry their currency): each row's details. */
const IMPORT_DETAIL_COLUMNS = ['liquidatedMeValue', 'diCount', 'invoiceCount', 'knowledgeCount'] as const;
const EXPORT_DETAIL_COLUMNS = IMPORT_DETAIL_COLUMNS.map((c) => (c === 'diCount' ? 'reCount' : c));

/**
 * The import and export reports (spec 2; spec 5 "client required"): one client's contracts over a period of at
 * most a year, both asked for before anything is requested; XLSX and PDF of the result (and CSV).
 */
function TradeReportPage({ kind }: { kind: 'import' | 'export' }) {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const [params] = useSearchParams();
  const clientId = params.get('clientId');
  const client = clientId ? { id: clientId, name: params.get('client') ?? '' } : undefined;
  const columns = useMemo(() => contractColumns(CONTRACT_TABLE_COLUMNS, language), [language]);
  const renderDetail = useCallback(
    (r: TradeContract) => (
      <ContractDetail
        contract={r}
        ids={kind === 'import' ? IMPORT_DETAIL_COLUMNS : EXPORT_DETAIL_COLUMNS}
        language={language}
      />
    ),
    [kind, language],
  );
  return (
    <ResourceListPage
      resource={kind === 'import' ? importReportList : exportReportList}
      row={tradeContractSchema}
      title={t(kind === 'import' ? 'report.importTitle' : 'report.exportTitle')}
      columns={columns}
      header={
        // The way back as on the other reports: to the screen the report is opened from, for the same client.
        <ReportBackLink
          to={clientListPath(kind === 'import' ? IMPORT_CONTRACTS_PATH : EXPORT_PENDING_PATH, client)}
        >
          {t(kind === 'import' ? 'report.backImport' : 'report.backExport')}
        </ReportBackLink>
      }
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.any'),
        rangeLabels: { contractDateFrom: t('filters.contractPeriod') },
        help: { contractNumber: t('filters.contractNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.contractsLoadFailed') }}
      renderDetail={renderDetail}
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
