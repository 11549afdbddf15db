import {
  BACK_TO_BACK_LEG_LABELS,
  BACK_TO_BACK_STATUS_LABELS,
  CONTRACT_DETAIL_FIELDS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  CONTRACT_LIST_PATH,
  CONTRACT_OWN_FIELDS,
  CONTRACT_REFERENCE_KINDS,
  CONTRACT_REFERENCE_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_VALUE_FIELDS,
  PAYMENT_ORDER_STATE_LABELS,
  QUOTATION_TYPE_LABELS,
  type ContractDetail,
  backToBackDetailPath,
  contractDocumentPath,
  paymentOrderDetailPath,
  quotationDetailPath,
} from '@fxbo/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataList, DetailSection } from '../../components/DetailSection';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { useSession } from '../../session/session';
import { contractPath, useContract } from './api';
import { SectionTable } from '../../components/SectionTable';

const STATUS_COLORS = { open: 'info', liquidated: 'success', canceled: 'default' } as const;

const linkTo = (to: string, text: ReactNode) => (
  <Link component={RouterLink} to={to}>
    {text}
  </Link>
);

/** Every reference number, labelled by kind in the spec's order. */
function ReferencesSection({ record: { references } }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const { label } = useMoney();
  const rows: [string, ReactNode][] = CONTRACT_REFERENCE_KINDS.flatMap((kind) => {
    const numbers = references[kind];
    return numbers?.length
      ? [[label(CONTRACT_REFERENCE_LABELS, kind), numbers.join(', ')] as [string, ReactNode]]
      : [];
  });
  return (
    <DetailSection id="contract-references" title={t('references.title')}>
      {rows.length === 0 ? (
        <Typography color="textSecondary">{t('references.empty')}</Typography>
      ) : (
        <DataList rows={rows} />
      )}
    </DetailSection>
  );
}

function DocumentsSection({ record: c }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { money, label } = useMoney();
  return (
    <SectionTable
      id="contract-documents"
      title={t('documents.title')}
      label={t('documents.label')}
      empty={t('documents.empty')}
      rows={c.documents}
      columns={[
        { header: t('documents.kind'), cell: (d) => label(CONTRACT_DOCUMENT_KIND_LABELS, d.kind) },
        {
          header: t('documents.number'),
          rowHeader: true,
          cell: (d) => linkTo(contractDocumentPath(d.id), d.number ?? t('documents.noNumber')),
        },
        { header: t('documents.date'), cell: (d) => format.date(d.documentDate) || '—' },
        { header: t('documents.dueDate'), cell: (d) => format.date(d.dueDate) || '—' },
        {
          header: t('documents.value'),
          numeric: true,
          cell: (d) => (d.value ? money(d.value, d.currency ?? c.currency) : '—'),
        },
      ]}
    />
  );
}

function QuotationsSection({ record: c }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { money, rate, label } = useMoney();
  return (
    <SectionTable
      id="contract-quotations"
      title={t('quotations.title')}
      label={t('quotations.label')}
      empty={t('quotations.empty')}
      rows={c.quotations}
      columns={[
        {
          header: t('quotations.number'),
          rowHeader: true,
          cell: (q) => linkTo(quotationDetailPath(q.id), q.id),
        },
        { header: t('quotations.date'), cell: (q) => format.date(q.quotationDate) },
        { header: t('quotations.type'), cell: (q) => label(QUOTATION_TYPE_LABELS, q.quotationType) },
        { header: t('quotations.amount'), numeric: true, cell: (q) => money(q.quotedAmount, q.currency) },
        {
          header: t('quotations.rate'),
          numeric: true,
          cell: (q) => (q.winningRate ? rate(q.winningRate) : '—'),
        },
      ]}
    />
  );
}

function PaymentOrdersSection({ record: c }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const { money, label } = useMoney();
  return (
    <SectionTable
      id="contract-payment-orders"
      title={t('paymentOrders.title')}
      label={t('paymentOrders.label')}
      empty={t('paymentOrders.empty')}
      rows={c.paymentOrders}
      columns={[
        {
          header: t('paymentOrders.number'),
          rowHeader: true,
          cell: (po) => linkTo(paymentOrderDetailPath(po.id), po.oprNumber),
        },
        { header: t('paymentOrders.issuer'), wide: true, cell: (po) => po.issuerName },
        {
          header: t('paymentOrders.credit'),
          numeric: true,
          cell: (po) => money(po.creditValue, po.currency),
        },
        {
          header: t('paymentOrders.amount'),
          numeric: true,
          cell: (po) => (po.amount ? money(po.amount, po.currency) : '—'),
        },
        { header: t('paymentOrders.state'), cell: (po) => label(PAYMENT_ORDER_STATE_LABELS, po.state) },
      ]}
    />
  );
}

function BackToBackSection({ record: c }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { money, label } = useMoney();
  return (
    <SectionTable
      id="contract-back-to-back"
      title={t('backToBack.title')}
      label={t('backToBack.label')}
      empty={t('backToBack.empty')}
      rows={c.backToBack}
      columns={[
        {
          header: t('backToBack.number'),
          rowHeader: true,
          cell: (op) => linkTo(backToBackDetailPath(op.id), op.operationNumber),
        },
        { header: t('backToBack.leg'), cell: (op) => label(BACK_TO_BACK_LEG_LABELS, op.leg) },
        { header: t('backToBack.date'), cell: (op) => format.date(op.operationDate) },
        { header: t('backToBack.settlement'), cell: (op) => format.date(op.settlementDate) || '—' },
        { header: t('backToBack.value'), numeric: true, cell: (op) => money(op.value, op.currency) },
        { header: t('backToBack.status'), cell: (op) => label(BACK_TO_BACK_STATUS_LABELS, op.status) },
      ]}
    />
  );
}

const PDF_KINDS = ['summary', 'full', 'service-order'] as const;

/** The contract's three printed documents (server: modules/contracts/pdf.ts), in the reader's language. */
function PrintButtons({ record: contract }: { record: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const { language } = useMoney();
  const canPrint = useSession()?.permissions.includes('contracts.print') ?? false;
  if (!canPrint) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('print.label')} role="group">
      {PDF_KINDS.map((kind) => (
        <PdfButton
          key={kind}
          href={`${contractPath(contract.id, '/pdf')}?kind=${kind}&lang=${encodeURIComponent(language)}`}
        >
          {t(`print.${kind}`)}
        </PdfButton>
      ))}
    </Stack>
  );
}

const CONTRACT_VIEW = detailView<ContractDetail>()({
  ns: 'contracts',
  back: CONTRACT_LIST_PATH,
  title: (c, { t }) => t('detail.title', { number: c.contractNumber }),
  status: { of: (c) => c.status, labels: CONTRACT_STATUS_LABELS, colors: STATUS_COLORS },
  actions: PrintButtons,
  blocks: [
    {
      id: 'contract-fields',
      title: 'detail.fields',
      fields: CONTRACT_DETAIL_FIELDS,
      show: CONTRACT_OWN_FIELDS,
    },
    {
      id: 'contract-values',
      title: 'detail.values',
      fields: CONTRACT_DETAIL_FIELDS,
      show: CONTRACT_VALUE_FIELDS,
    },
    { component: ReferencesSection },
    { component: DocumentsSection },
    { side: [{ component: QuotationsSection }, { component: BackToBackSection }], from: 'lg' },
    { component: PaymentOrdersSection },
  ],
});

/**
 * /contract-detail/:contractId (spec 2, "Contract detail"): every field, the reference numbers, the documents
 * and the linked quotations, payment orders and back-to-back operations, each a link to its own page.
 */
export function ContractDetailPage() {
  const { contractId = '' } = useParams();
  return <DetailPage view={CONTRACT_VIEW} record={useContract(contractId)} />;
}
