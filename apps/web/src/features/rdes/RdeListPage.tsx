import { rdesList, rdeSummarySchema } from '@fxbo/domain';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { rdeTableColumns, useRdePhoneDetail } from './columns';
import { RDE_REPORT_PATH } from './paths';
import { useRdeFilterForm } from './filterForm';

/** The way to the report, carrying this search's filters (the report takes them by the same names). */
function ReportLink() {
  const { t } = useTranslation('rdes');
  const { search } = useLocation();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        component={RouterLink}
        to={`${RDE_REPORT_PATH}${search}`}
        variant="outlined"
        size="small"
        startIcon={<AssessmentOutlined />}
        title={t('list.reportHint')}
      >
        {t('list.report')}
      </Button>
    </Stack>
  );
}

/**
 * /rde (spec 2, Document "RDE"): the Central Bank registrations of the user's clients (SCE-Crédito, SCE-IED,
 * portfolio), filtered, sorted and paged by the server, the whole search in the address; CSV and XLSX of the
 * result, and the way to the RDE report.
 */
export function RdeListPage() {
  const language = useLanguage();
  const columns = useMemo(() => rdeTableColumns(language), [language]);
  const renderDetail = useRdePhoneDetail(language);
  const filters = useRdeFilterForm();
  return (
    <ResourceListPage
      resource={rdesList}
      row={rdeSummarySchema}
      namespace="rdes"
      columns={columns}
      header={<ReportLink />}
      filters={filters}
      {...(renderDetail ? { renderDetail } : {})}
      downloads
    />
  );
}
