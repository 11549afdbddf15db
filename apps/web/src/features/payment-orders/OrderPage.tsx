import type { PaymentOrderDetail } from '@fxbo/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailLoadError } from '../../components/DetailLoadError';
import { PageLoader } from '../../components/PageLoader';
import { usePaymentOrder } from './api';

export interface OrderPageProps {
  paymentId: string;
  /** Where the page's way back leads, and its text. */
  back: { to: string; label: string };
  /** The page's heading when the order did not load. */
  errorTitle: string;
  maxWidth: 'lg' | 'xl';
  /** The page once the order has loaded, under the way back. */
  children: (order: PaymentOrderDetail) => ReactNode;
}

/**
 * A page about one payment order (its detail, its receiving): the way back, the loader while the order
 * loads, why it did not (missing, or the load failed, with a retry), then the page itself.
 */
export function OrderPage({ paymentId, back, errorTitle, maxWidth, children }: OrderPageProps) {
  const { t } = useTranslation('paymentOrders');
  const order = usePaymentOrder(paymentId);
  const backLink = (
    <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {back.label}
    </Button>
  );

  if (order.isPending) return <PageLoader />;
  if (order.isError)
    return (
      <DetailLoadError
        back={backLink}
        title={errorTitle}
        error={order.error}
        notFound={t('errors.notFound')}
        errors={{ network: t('errors.network'), generic: t('errors.detailLoadFailed') }}
        retry={{ label: t('errors.retry'), onClick: () => void order.refetch() }}
      />
    );
  return (
    <Container maxWidth={maxWidth} sx={{ py: 3 }}>
      <Stack spacing={2}>
        {backLink}
        {children(order.data)}
      </Stack>
    </Container>
  );
}
