import {
  contractDetailPath,
  TREASURY_BILL_STATUS_LABELS,
  TREASURY_CATEGORY_LABELS,
  type TreasuryReportId,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { useDayBills } from './api';
import { reportSearch, type ReportAddress } from './reportAddress';

/**
 * The bills of an opened day: each with its category, payer or receiver, amount (and in reais), state and
 * contract. A bill to pay links to its contract's bills by day (/bills-to-pay-day/{contractId}).
 */
export function DayBillsDialog({
  report,
  address,
  day,
  currency,
  contractId,
  onClose,
}: {
  report: TreasuryReportId;
  address: ReportAddress;
  day: string | null;
  currency: string | null;
  contractId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('treasury');
  const format = useFormatters();
  const { money, label } = useMoney();
  const bills = useDayBills(report, address, day, currency, contractId);
  // On a phone the bills' seven columns need the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const contractLink = (id: string) =>
    report.startsWith('bills-to-pay')
      ? `/bills-to-pay-day/${encodeURIComponent(id)}${reportSearch(address)}`
      : contractDetailPath(id);
  return (
    <Dialog
      open={day !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="day-bills-title"
    >
      <DialogTitle id="day-bills-title">
        {t('bills.title', { day: day ? format.date(day) : '', currency: currency ?? '' })}
      </DialogTitle>
      <DialogContent sx={{ overflowX: 'auto' }}>
        {bills.isLoading ? <Skeleton variant="rounded" height={120} /> : null}
        {bills.isError ? (
          <Alert severity="error">
            {apiErrorText(bills.error, { network: t('errors.network'), generic: t('errors.loadFailed') })}
          </Alert>
        ) : null}
        {bills.data ? (
          <Table size="small" aria-label={t('bills.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('bills.category')}</TableCell>
                <TableCell>{t('bills.counterparty')}</TableCell>
                <TableCell>{t('bills.description')}</TableCell>
                <TableCell align="right">{t('bills.amount')}</TableCell>
                <TableCell align="right">{t('table.reais')}</TableCell>
                <TableCell>{t('bills.status')}</TableCell>
                <TableCell>{t('bills.contract')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bills.data.items.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{label(TREASURY_CATEGORY_LABELS, b.category)}</TableCell>
                  <TableCell>{b.counterparty ?? '—'}</TableCell>
                  <TableCell>{b.description ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(b.amount, b.currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {b.reais ? money(b.reais, 'BRL') : '—'}
                  </TableCell>
                  <TableCell>{label(TREASURY_BILL_STATUS_LABELS, b.status)}</TableCell>
                  <TableCell>
                    {b.contract ? (
                      <Link component={RouterLink} to={contractLink(b.contract.id)}>
                        {b.contract.contractNumber}
                      </Link>
                    ) : (
                      t('bills.noContract')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {bills.data?.truncated ? <Alert severity="info">{t('bills.truncated')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bills.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
