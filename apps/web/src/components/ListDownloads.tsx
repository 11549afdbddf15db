import { XLSX_MAX_DATA_ROWS } from '@fxbo/domain';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './format';
import { notify } from './notifications';

/**
 * The CSV and XLSX buttons of a list: links to its downloads (every row matching its filters, in its sort,
 * in the screen's language; see resourceList.ts `listDownloadUrl`). The server refuses a workbook larger than
 * a sheet (422): above that total the XLSX button says so when clicked instead of starting a download.
 */
export function ListDownloads({ url, total }: { url: (format: 'csv' | 'xlsx') => string; total?: number }) {
  const { t } = useTranslation('components');
  const format = useFormatters();
  const link = (kind: 'csv' | 'xlsx') => (
    <Button
      component="a"
      href={url(kind)}
      download
      variant="outlined"
      startIcon={<Download />}
      onClick={() => notify(t('downloads.started'), { severity: 'info' })}
    >
      {t(kind === 'csv' ? 'downloads.csv' : 'downloads.xlsx')}
    </Button>
  );
  const xlsxRefused = (
    <Button
      variant="outlined"
      startIcon={<Download />}
      onClick={() =>
        notify(t('downloads.xlsxTooMany', { max: format.count(XLSX_MAX_DATA_ROWS) }), { severity: 'warning' })
      }
    >
      {t('downloads.xlsx')}
    </Button>
  );
  return (
    <>
      {link('csv')}
      {(total ?? 0) > XLSX_MAX_DATA_ROWS ? xlsxRefused : link('xlsx')}
    </>
  );
}
