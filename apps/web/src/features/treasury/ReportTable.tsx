import Box from '@mui/material/Box';
import {
  TREASURY_COLUMN_LABELS,
  treasuryRowLabel,
  treasuryValueText,
  type TreasuryBlock,
  type TreasuryReport,
  type TreasuryRow,
} from '@fxbo/domain';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';

/**
 * A block's rows and its total row; a day row of a report that drills opens its bills. Under the table, how an
 * exchange-to-hire report values its reais, and what a partial figure means when the block has one.
 */
export function ReportTable({
  report,
  block,
  onOpenDay,
}: {
  report: TreasuryReport;
  block: TreasuryBlock;
  onOpenDay?: (day: string) => void;
}) {
  const { t } = useTranslation('treasury');
  const language = useLanguage();
  const format = useFormatters();
  const { money } = useMoney();
  const byDay = report.rowsBy === 'day';
  const figures = (f: Pick<TreasuryRow, 'values' | 'reais' | 'reaisComplete'>) => (
    <>
      {report.columns.map((c) => (
        <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {treasuryValueText(c, f.values[c] ?? null, block.currency, language)}
        </TableCell>
      ))}
      {report.reais ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {f.reais === null ? '—' : money(f.reais, 'BRL')}
          {/* The marker says why on hover; the sentence under the table says it for every reader. */}
          {f.reaisComplete ? null : (
            <Box component="span" title={t('table.partialHint')}>{` (${t('table.partial')})`}</Box>
          )}
        </TableCell>
      ) : null}
    </>
  );
  // The total is partial when any row is.
  const notes = [
    ...(report.reais && report.columns.includes('hired') ? [t('table.reaisHiring')] : []),
    ...(report.reais && !block.total.reaisComplete ? [t('table.partialHint')] : []),
  ];
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('table.label', { currency: block.currency })}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`table.rowsBy.${report.rowsBy}`)}</TableCell>
              {byDay ? <TableCell>{t('table.settlesOn')}</TableCell> : null}
              {report.columns.map((c) => (
                <TableCell key={c} align="right">
                  {TREASURY_COLUMN_LABELS[c][language]}
                </TableCell>
              ))}
              {report.reais ? <TableCell align="right">{t('table.reais')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {block.rows.map((r) => {
              const label = treasuryRowLabel(r.key, report.rowsBy, language);
              return (
                <TableRow key={r.key} hover>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {onOpenDay ? (
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpenDay(r.key)}
                        aria-label={t('table.openDay', { day: label })}
                      >
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </TableCell>
                  {byDay ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {r.settlesOn ? format.date(r.settlesOn) : t('table.sameDay')}
                    </TableCell>
                  ) : null}
                  {figures(r)}
                </TableRow>
              );
            })}
            <TableRow sx={{ '& > *': { fontWeight: 700 }, bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                {t('table.total')}
              </TableCell>
              {byDay ? <TableCell /> : null}
              {figures(block.total)}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {notes.length ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {notes.join(' ')}
        </Typography>
      ) : null}
    </>
  );
}
