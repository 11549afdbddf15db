import { useState } from 'react';
import { TREASURY_REPORT_IDS, TREASURY_REPORTS, type TreasuryReportId } from '@fxbo/domain';
import TableChart from '@mui/icons-material/TableChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { EmptyState } from '../../components/EmptyState';
import { useFormatters } from '../../components/format';
import { useLanguage } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { RouteTabs } from '../../components/RouteTabs';
import { reportApiPath, useTreasuryReport } from './api';
import { DayBillsDialog } from './DayBillsDialog';
import { ReportChart } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { parseReportAddress, periodIssues, reportApiQuery, reportSearch } from './reportAddress';

/** The reports a report's tabs lead to: those of its menu entry (same permission), not the one-contract one. */
function siblings(id: TreasuryReportId): TreasuryReportId[] {
  const { permission } = TREASURY_REPORTS[id];
  return TREASURY_REPORT_IDS.filter(
    (other) =>
      TREASURY_REPORTS[other].permission === permission && !('byContract' in TREASURY_REPORTS[other]),
  );
}

/**
 * One treasury report (domain TREASURY_REPORTS): the client, the period and the currency in the address; per
 * currency a chart and the table with its total row; XLSX and PDF of the same figures. A day row of the "by
 * day" reports opens its bills.
 */
export function TreasuryReportPage({ id }: { id: TreasuryReportId }) {
  const { t } = useTranslation('treasury');
  const language = useLanguage();
  const format = useFormatters();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { contractId } = useParams();
  const report = TREASURY_REPORTS[id];
  const address = parseReportAddress(params);
  // A period the rules refuse is told in the form (as a submit would), and no report is asked for.
  const periodAllowed = periodIssues(address).length === 0;
  const answer = useTreasuryReport(id, address, contractId, periodAllowed);
  const [opened, setOpened] = useState<{ day: string; currency: string } | null>(null);
  const search = reportSearch(address);
  // The downloads are written in the screen's language (the browser's own may differ).
  const downloadQuery = reportApiQuery(address, { ...(contractId ? { contractId } : {}), lang: language });
  const data = answer.data;

  return (
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {report.title[language]}
          </Typography>
          <Typography color="textSecondary">{report.description[language]}</Typography>
        </Box>
        <RouteTabs
          label={t('tabs.label')}
          tabs={siblings(id).map((other) => ({
            label: t(`tabs.${other}`),
            to: TREASURY_REPORTS[other].path,
            search,
            permissions: [TREASURY_REPORTS[other].permission],
          }))}
        />
        <ReportFilters
          key={search}
          address={address}
          checkOnOpen={!periodAllowed}
          onApply={(next) => void navigate({ search: reportSearch(next) })}
        />
        {!address.clientId ? <Alert severity="info">{t('chooseClient')}</Alert> : null}
        {answer.isLoading ? <Skeleton variant="rounded" height={320} /> : null}
        {answer.isError ? (
          <Alert severity="error" role="alert">
            {apiErrorText(answer.error, { network: t('errors.network'), generic: t('errors.loadFailed') })}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="p" sx={{ flexGrow: 1 }}>
                {data.contract
                  ? t('summaryContract', {
                      client: data.client.name,
                      contract: data.contract.contractNumber,
                      from: format.date(data.from),
                      to: format.date(data.to),
                    })
                  : t('summary', {
                      client: data.client.name,
                      from: format.date(data.from),
                      to: format.date(data.to),
                    })}
              </Typography>
              <Button
                component="a"
                href={`${reportApiPath(id)}/export.xlsx${downloadQuery}`}
                download
                variant="outlined"
                startIcon={<TableChart />}
              >
                {t('export.xlsx')}
              </Button>
              <PdfButton
                href={`${reportApiPath(id)}/pdf${reportApiQuery(address, { ...(contractId ? { contractId } : {}), lang: language })}`}
              >
                {t('export.pdf')}
              </PdfButton>
            </Stack>
            {data.blocks.length === 0 ? <EmptyState message={t('empty')} /> : null}
            {data.blocks.map((block) => (
              <Paper
                key={block.currency}
                component="section"
                variant="outlined"
                aria-labelledby={`block-${block.currency}`}
                sx={{ p: 2 }}
              >
                <Typography id={`block-${block.currency}`} variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('block', { currency: block.currency })}
                </Typography>
                <ReportChart report={report} block={block} />
                <ReportTable
                  report={report}
                  block={block}
                  {...('drill' in report
                    ? { onOpenDay: (day: string) => setOpened({ day, currency: block.currency }) }
                    : {})}
                />
              </Paper>
            ))}
          </>
        ) : null}
        {'drill' in report ? (
          <DayBillsDialog
            report={id}
            address={address}
            day={opened?.day ?? null}
            currency={opened?.currency ?? null}
            {...(contractId ? { contractId } : {})}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
