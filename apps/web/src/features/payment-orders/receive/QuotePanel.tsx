import type { FxQuote } from '@fxbo/domain';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../components/apiErrorText';
import { DetailSection } from '../../../components/DetailSection';
import { useMoney } from '../../../components/money';
import { formatPercent } from './numbers';

export interface QuotePanelProps {
  currency: string;
  quote: FxQuote | undefined;
  seconds: number;
  /** The quote's whole span in seconds, for the bar. */
  span: number;
  fetching: boolean;
  error: unknown;
  /** Absent while the quote is held (the confirmation step). */
  onRefresh?: () => void;
}

/**
 * The client's rate with its countdown (role timer) and the refresh button. A failure (503: the provider
 * cannot quote now) shows the server's sentence and a retry in place of the rate.
 */
export function QuotePanel({ currency, quote, seconds, span, fetching, error, onRefresh }: QuotePanelProps) {
  const { t } = useTranslation('paymentOrders');
  const { money, rate, language } = useMoney();
  const refresh = onRefresh ? (
    <Button variant="outlined" startIcon={<Refresh />} onClick={onRefresh} disabled={fetching}>
      {error ? t('errors.retry') : t('receive.quote.refresh')}
    </Button>
  ) : null;
  return (
    <DetailSection id="receive-quote" title={t('receive.quote.title')}>
      {error ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            {apiErrorText(error, { network: t('errors.network'), generic: t('receive.quote.unavailable') })}
          </Alert>
          {refresh}
        </Stack>
      ) : !quote ? (
        <Typography color="textSecondary">{t('receive.quote.loading')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}
            >
              {t('receive.quote.rate', { currency, rate: rate(quote.rate) })}
            </Typography>
            {refresh}
          </Stack>
          <Box>
            <Typography role="timer" aria-live="off" color={seconds <= 5 ? 'warning' : 'textSecondary'}>
              {seconds > 0 ? t('receive.quote.countdown', { seconds }) : t('receive.quote.expired')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={span > 0 ? Math.min(100, (seconds / span) * 100) : 0}
              aria-hidden
              sx={{ mt: 0.5 }}
            />
          </Box>
          <Typography variant="body2" color="textSecondary">
            {t('receive.quote.details', {
              market: rate(quote.marketRate),
              spread: formatPercent(quote.spreadPercent, language),
              fee: money(quote.operationFee, 'BRL'),
            })}
          </Typography>
        </Stack>
      )}
    </DetailSection>
  );
}
