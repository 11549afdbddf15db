import { documentReport, documentSummarySchema } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import { useLanguage } from '../../components/money';
import { ResourceListPage } from '../../components/ResourceListPage';
import { documentTableColumns } from './DocumentsPage';

/**
 * /document-report (spec 2 "document report"): the documents issued in a period of at most a year (required
 * before anything is asked), with the list's filters, as a table, XLSX and PDF.
 */
export function DocumentReportPage() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const columns = useMemo(() => documentTableColumns(documentReport, language), [language]);
  return (
    <ResourceListPage
      resource={documentReport}
      row={documentSummarySchema}
      title={t('report.title')}
      tableLabel={t('report.tableLabel')}
      columns={columns}
      header={
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>
          <Button component={RouterLink} to="/document" size="small">
            {t('report.back')}
          </Button>
        </Stack>
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
      downloads
    />
  );
}
