import { exportInvoiceSchema, exportPendingList } from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { invoiceColumns, ReportLink } from './columns';
import { EXPORT_REPORT_PATH } from './paths';

const TABLE_COLUMNS = [
  'number',
  'client',
  'counterparty',
  'issueDate',
  'dueDate',
  'currency',
  'value',
  'poNumber',
] as const;

/**
 * /import-export/export-contracts/export-pending (spec 2, Export): the export invoices not yet contracted,
 * soonest due first; CSV and XLSX of the result, and the export report.
 */
export function ExportPendingPage() {
  const { t } = useTranslation('trade');
  const language = useLanguage();
  const columns = useMemo(() => invoiceColumns(TABLE_COLUMNS, language), [language]);
  return (
    <ResourceListPage
      resource={exportPendingList}
      row={exportInvoiceSchema}
      title={t('exportPending.title')}
      tableLabel={t('exportPending.tableLabel')}
      columns={columns}
      header={<ReportLink path={EXPORT_REPORT_PATH} label={t('exportPending.report')} />}
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.any'),
        rangeLabels: { dueDateFrom: t('filters.duePeriod'), valueFrom: t('filters.valueRange') },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.invoicesLoadFailed') }}
      downloads
    />
  );
}
