import { rdeReport, rdeSummarySchema } from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { rdeTableColumns, useRdePhoneDetail } from './columns';
import { useRdeFilterForm } from './filterForm';
import { RDE_LIST_PATH } from './paths';
import { ReportBackLink } from '../../components/ReportBackLink';

/**
 * /rde-report (spec 5: "RDE report: document type required"): the RDE list's filters with the document type
 * required (the screen asks for it and requests nothing until it is chosen), its rows as XLSX and PDF.
 */
export function RdeReportPage() {
  const { t } = useTranslation('rdes');
  const language = useLanguage();
  const { search } = useLocation();
  const columns = useMemo(() => rdeTableColumns(language), [language]);
  const renderDetail = useRdePhoneDetail(language);
  const filters = useRdeFilterForm();
  return (
    <ResourceListPage
      resource={rdeReport}
      row={rdeSummarySchema}
      title={t('report.title')}
      tableLabel={t('report.tableLabel')}
      columns={columns}
      header={<ReportBackLink to={`${RDE_LIST_PATH}${search}`}>{t('report.back')}</ReportBackLink>}
      filters={filters}
      errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
      {...(renderDetail ? { renderDetail } : {})}
      downloads
    />
  );
}
