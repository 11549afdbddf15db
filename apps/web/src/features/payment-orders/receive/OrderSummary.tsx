import { countryName, type PaymentOrderDetail } from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection, Field, FieldGrid } from '../../../components/DetailSection';
import { useMoney } from '../../../components/money';

/** What is being received: the order's number, client, issuer, currency and what is left of it. */
export function OrderSummary({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const { money, language } = useMoney();
  const country = order.issuerCountry ? countryName(order.issuerCountry, language) : '';
  return (
    <DetailSection id="receive-order" title={t('receive.summary')}>
      <FieldGrid>
        <Field label={t('fields.oprNumber')}>{order.oprNumber}</Field>
        <Field label={t('fields.client')}>{order.client.name}</Field>
        <Field label={t('fields.issuer')}>{country ? `${order.issuer} (${country})` : order.issuer}</Field>
        <Field label={t('receive.currency')}>{order.currency}</Field>
        <Field label={t('fields.availableBalance')}>{money(order.availableBalance, order.currency)}</Field>
      </FieldGrid>
    </DetailSection>
  );
}
