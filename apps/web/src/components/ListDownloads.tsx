import { PDF_MAX_ROWS, XLSX_MAX_DATA_ROWS } from '@fxbo/domain';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './format';
import { notify } from './notifications';

type Format = 'csv' | 'xlsx' | 'pdf';

/**
 * The CSV and XLSX buttons of a list, and its PDF where it declares a printed report: links to its downloads
 * (every row matching its filters, in its sort, in the screen's language; see resourceList.ts
 * `listDownloadUrl`). The server refuses a workbook larger than a sheet and a PDF above PDF_MAX_ROWS (422):
 * above those totals the button says so when clicked instead of starting a download. `compactOnPhone`: on a
 * phone the buttons show the format alone (named in full for assistive technology), so the three fit one line.
 */
export function ListDownloads({
  url,
  total,
  pdf = false,
  compactOnPhone = false,
}: {
  url: (format: Format) => string;
  total?: number | undefined;
  pdf?: boolean;
  /** On a phone, the format alone on each button (the list screens' title row). */
  compactOnPhone?: boolean;
}) {
  const { t } = useTranslation('components');
  const format = useFormatters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const compact = compactOnPhone && phone;
  const label = (kind: Format) =>
    compact
      ? { children: kind.toUpperCase(), 'aria-label': t(`downloads.${kind}`) }
      : { children: t(`downloads.${kind}`) };
  const link = (kind: Format) => (
    <Button
      component="a"
      href={url(kind)}
      download
      variant="outlined"
      startIcon={<Download />}
      onClick={() => notify(t('downloads.started'), { severity: 'info' })}
      {...label(kind)}
    />
  );
  const refused = (kind: 'xlsx' | 'pdf', max: number) => (
    <Button
      variant="outlined"
      startIcon={<Download />}
      {...label(kind)}
      onClick={() =>
        notify(
          t(kind === 'xlsx' ? 'downloads.xlsxTooMany' : 'downloads.pdfTooMany', { max: format.count(max) }),
          {
            severity: 'warning',
          },
        )
      }
    />
  );
  return (
    <>
      {link('csv')}
      {(total ?? 0) > XLSX_MAX_DATA_ROWS ? refused('xlsx', XLSX_MAX_DATA_ROWS) : link('xlsx')}
      {pdf ? ((total ?? 0) > PDF_MAX_ROWS ? refused('pdf', PDF_MAX_ROWS) : link('pdf')) : null}
    </>
  );
}
