import {
  documentReport,
  documentSummarySchema,
  type DocumentSummary,
  DOCUMENT_LIST_PATH,
} from '@fxbo/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { DocumentRowDetail, documentTableColumns } from './DocumentsPage';
import { ReportBackLink } from '../../components/ReportBackLink';

/**
 * /document-report (spec 2 "document report"): the documents issued in a period of at most a year (required
 * before anything is asked), with the list's filters, as a table, XLSX and PDF.
 */
export function DocumentReportPage() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const columns = useMemo(() => documentTableColumns(documentReport, language), [language]);
  const renderDetail = useCallback(
    (r: DocumentSummary) => <DocumentRowDetail document={r} language={language} />,
    [language],
  );
  return (
    <ResourceListPage
      resource={documentReport}
      row={documentSummarySchema}
      title={t('report.title')}
      tableLabel={t('report.tableLabel')}
      columns={columns}
      header={
        // The way back as on the other reports (RDE, users): a link under the title.
        <ReportBackLink to={DOCUMENT_LIST_PATH}>{t('report.back')}</ReportBackLink>
      }
      filters={{
        label: t('filters.label'),
        anyLabel: t('filters.any'),
        rangeLabels: {
          issueDateFrom: t('filters.issuePeriod'),
          dueDateFrom: t('filters.duePeriod'),
        },
        pickers: { clientId: clientPicker },
      }}
      errors={{ network: t('errors.network'), generic: t('errors.reportFailed') }}
      renderDetail={renderDetail}
      downloads
    />
  );
}
