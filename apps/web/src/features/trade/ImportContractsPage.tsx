import { importContractsList, tradeContractSchema, type TradeContract } from '@fxbo/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { CONTRACT_TABLE_COLUMNS, ContractDetail, contractColumns, ReportLink } from './columns';
import { IMPORT_REPORT_PATH } from './paths';

/** What the table has no room for at 1,440 px: each row's details. */
const DETAIL_COLUMNS = ['diCount', 'invoiceCount', 'knowledgeCount'] as const;

/**
 * /import-export/import-contracts (spec 2 "Import"): a client's import contracts (the client is asked for first,
 * spec 5), their documentation (DIs, invoices, knowledge) and what is still open; CSV and XLSX of the result,
 * and the import report for the same client. The documents' counts are in each row's details.
 */
export function ImportContractsPage() {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const columns = useMemo(() => contractColumns(CONTRACT_TABLE_COLUMNS, language), [language]);
  const renderDetail = useCallback(
    (r: TradeContract) => <ContractDetail contract={r} ids={DETAIL_COLUMNS} language={language} />,
    [language],
  );
  return (
    <ResourceListPage
      resource={importContractsList}
      row={tradeContractSchema}
      title={t('importContracts.title')}
      tableLabel={t('importContracts.tableLabel')}
      columns={columns}
      header={<ReportLink path={IMPORT_REPORT_PATH} label={t('importContracts.report')} />}
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
