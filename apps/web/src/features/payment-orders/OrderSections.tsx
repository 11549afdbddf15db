import { NOTIFICATION_CHANNEL_LABELS, type PaymentOrderDetail } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { attachmentUrl } from './api';
import { contractNumberColumn, SectionTable } from '../../components/SectionTable';

type Order = PaymentOrderDetail;

/** The order's files, each downloaded as the server stored it. */
export function AttachmentsSection({ record: order }: { record: Order }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  return (
    <SectionTable
      id="order-attachments"
      title={t('attachments.title')}
      label={t('attachments.label')}
      empty={t('attachments.empty')}
      rows={order.attachments}
      columns={[
        {
          header: t('attachments.file'),
          rowHeader: true,
          cell: (a) => (
            <Link
              href={attachmentUrl(order.id, a.id)}
              download={a.fileName}
              aria-label={t('attachments.download', { file: a.fileName })}
            >
              {a.fileName}
            </Link>
          ),
        },
        {
          header: t('attachments.size'),
          numeric: true,
          cell: (a) =>
            t('attachments.kb', { size: format.count(Math.max(1, Math.round(a.sizeBytes / 1024))) }),
        },
        { header: t('attachments.uploadedBy'), cell: (a) => a.uploadedBy?.name ?? '—' },
        { header: t('attachments.uploadedAt'), cell: (a) => format.dateTime(a.uploadedAt) },
      ]}
    />
  );
}

/** The purchase contracts that settle the order, each linked to its own page. */
export function ContractsSection({ record: order }: { record: Order }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { money, rate } = useMoney();
  return (
    <SectionTable
      id="order-contracts"
      title={t('contracts.title')}
      label={t('contracts.label')}
      empty={t('contracts.empty')}
      rows={order.purchaseContracts.map((c) => ({ ...c, id: c.contractId }))}
      columns={[
        contractNumberColumn(t('contracts.number')),
        { header: t('contracts.date'), cell: (c) => format.date(c.contractDate) },
        { header: t('contracts.amount'), numeric: true, cell: (c) => money(c.amount, c.currency) },
        { header: t('contracts.rate'), numeric: true, cell: (c) => rate(c.rate) },
      ]}
    />
  );
}

/** Amounts taken off the available balance by hand, with who did it and why. */
export function WriteOffsSection({ record: order }: { record: Order }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { money } = useMoney();
  return (
    <SectionTable
      id="order-write-offs"
      title={t('writeOffs.title')}
      label={t('writeOffs.label')}
      empty={t('writeOffs.empty')}
      rows={order.writeOffs}
      columns={[
        { header: t('writeOffs.date'), rowHeader: true, cell: (w) => format.date(w.date) },
        { header: t('writeOffs.amount'), numeric: true, cell: (w) => money(w.amount, order.currency) },
        { header: t('writeOffs.user'), cell: (w) => w.user.name },
        { header: t('writeOffs.reason'), wide: true, cell: (w) => w.reason },
      ]}
    />
  );
}

/** The staff's comments, oldest first, each with its author and time. */
export function CommentsSection({ record: order }: { record: Order }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  return (
    <DetailSection id="order-comments" title={t('comments.title')}>
      {order.comments.length === 0 ? (
        <Typography color="textSecondary">{t('comments.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {order.comments.map((c) => (
            <Box component="li" key={c.id} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="textSecondary" component="p">
                {t('comments.by', { name: c.user.name, at: format.dateTime(c.createdAt) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}

/** The messages that confirmed the credit abroad (SWIFT, e-mail, an integration). */
export function NotificationsSection({ record: order }: { record: Order }) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { label } = useMoney();
  return (
    <SectionTable
      id="order-notifications"
      title={t('notifications.title')}
      label={t('notifications.label')}
      empty={t('notifications.empty')}
      rows={order.notifications}
      columns={[
        {
          header: t('notifications.receivedAt'),
          rowHeader: true,
          cell: (n) => format.dateTime(n.receivedAt),
        },
        { header: t('notifications.channel'), cell: (n) => label(NOTIFICATION_CHANNEL_LABELS, n.channel) },
        { header: t('notifications.sender'), cell: (n) => n.sender ?? '—' },
        { header: t('notifications.messageType'), cell: (n) => n.messageType ?? '—' },
        { header: t('notifications.content'), wide: true, cell: (n) => n.content ?? '—' },
      ]}
    />
  );
}
