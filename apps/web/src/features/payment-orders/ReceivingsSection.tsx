import {
  ACCOUNT_TYPE_LABELS,
  BINDING_RELATIONSHIP_LABELS,
  countryName,
  PIX_KEY_TYPE_LABELS,
  RECEIPT_REASON_LABELS,
  RECEIVING_STATUS_LABELS,
  type PaymentOrderDetail,
  type PaymentOrderReceiving,
} from '@fxbo/domain';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { maskedTail } from './destination';
import { receiptUrl } from './receive/api';
import { SectionTable } from '../../components/SectionTable';

/** The receivings requested from the order, newest first: what was received, at which rate, paid where. */
export function ReceivingsSection({ record: order }: { record: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { money, rate, label, language } = useMoney();
  const destination = ({ destination: d }: PaymentOrderReceiving) =>
    d.kind === 'pix'
      ? t('receivings.pix', { type: label(PIX_KEY_TYPE_LABELS, d.pixKeyType), key: maskedTail(d.pixKey) })
      : t('receivings.bankAccount', {
          bank: d.bankCode,
          agency: d.agency,
          type: label(ACCOUNT_TYPE_LABELS, d.accountType).toLowerCase(),
          account: maskedTail(d.account),
        });
  return (
    <SectionTable
      id="order-receivings"
      title={t('receivings.title')}
      label={t('receivings.label')}
      empty={t('receivings.empty')}
      rows={order.receivings}
      columns={[
        { header: t('receivings.createdAt'), rowHeader: true, cell: (r) => format.dateTime(r.createdAt) },
        { header: t('receivings.status'), cell: (r) => label(RECEIVING_STATUS_LABELS, r.status) },
        {
          header: t('receivings.payer'),
          wraps: true,
          cell: (r) => `${r.payer} (${countryName(r.payerCountry, language) || r.payerCountry})`,
        },
        {
          header: t('receivings.relationship'),
          wraps: true,
          cell: (r) => label(BINDING_RELATIONSHIP_LABELS, r.bindingRelationship),
        },
        { header: t('receivings.reason'), wraps: true, cell: (r) => label(RECEIPT_REASON_LABELS, r.reason) },
        {
          header: t('receivings.receiptValue'),
          numeric: true,
          cell: (r) => money(r.receiptValue, order.currency),
        },
        { header: t('receivings.exchangeRate'), numeric: true, cell: (r) => rate(r.exchangeRate) },
        {
          header: t('receivings.valueToReceive'),
          numeric: true,
          cell: (r) => money(r.valueToReceive, 'BRL'),
        },
        { header: t('receivings.expectedPaymentDate'), cell: (r) => format.date(r.expectedPaymentDate) },
        { header: t('receivings.destination'), wraps: true, cell: destination },
        { header: t('receivings.requestedBy'), wraps: true, cell: (r) => r.requestedBy?.name ?? '—' },
        {
          header: t('receivings.receipt'),
          wraps: true,
          cell: (r) => (
            <Link href={receiptUrl(order.id, r.id)} target="_blank" rel="noopener">
              {t('receivings.receiptLink')}
            </Link>
          ),
        },
      ]}
    />
  );
}
