import {
  CONTRACT_DELIVERY_METHOD_WORDS,
  CONTRACT_PAYMENT_METHOD_WORDS,
  natureOfOperationText,
  storedWords,
  BACK_TO_BACK_LEG_LABELS,
  BACK_TO_BACK_STATUS_LABELS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  CONTRACT_REFERENCE_KINDS,
  CONTRACT_REFERENCE_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  PAYMENT_ORDER_STATE_LABELS,
  QUOTATION_TYPE_LABELS,
  type ContractDetail,
  backToBackDetailPath,
  contractDocumentPath,
  paymentOrderDetailPath,
  quotationDetailPath,
  CONTRACT_LIST_PATH,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { RecordPage, recordTexts } from '../../components/RecordPage';
import { DataList, DetailSection, Field, FieldGrid } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { useSession } from '../../session/session';
import { contractPath, useContract } from './api';
import { addressText, bankText } from './contractText';
import { SectionTable } from '../../components/SectionTable';

const STATUS_COLORS = { open: 'info', liquidated: 'success', canceled: 'default' } as const;

const linkTo = (to: string, text: ReactNode) => (
  <Link component={RouterLink} to={to}>
    {text}
  </Link>
);

/** Spec 2's fields: who, with which bank and counterparty, how much at which rate, when and how it settles. */
function ContractFields({ contract: c }: { contract: ContractDetail }) {
  const language = useLanguage();
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { label } = useMoney();
  return (
    <DetailSection id="contract-fields" title={t('detail.fields')}>
      <FieldGrid>
        <Field label={t('fields.date')}>{format.date(c.contractDate)}</Field>
        <Field label={t('fields.bacenNumber')}>{c.bacenNumber}</Field>
        <Field label={t('fields.operator')}>{c.operator?.name}</Field>
        <Field label={t('fields.type')}>{label(CONTRACT_TYPE_LABELS, c.type)}</Field>
        <Field label={t('fields.client')}>{c.client.name}</Field>
        <Field label={t('fields.taxId')}>{format.taxId(c.client.taxId)}</Field>
        <Field label={t('fields.address')}>{addressText(c.client.address, t('fields.postalCode'))}</Field>
        <Field label={t('fields.bank')}>{c.bank ? bankText(c.bank) : null}</Field>
        <Field label={t('fields.counterparty')}>
          {c.counterparty ? [c.counterparty, c.counterpartyCountry].filter(Boolean).join(' - ') : null}
        </Field>
        <Field label={t('fields.nature')}>
          {natureOfOperationText(c.natureCode, c.natureDescription, language)}
        </Field>
        <Field label={t('fields.createdAt')}>{format.dateTime(c.createdAt)}</Field>
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <Field label={t('fields.notes')}>
          {c.notes ? (
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {c.notes}
            </Box>
          ) : null}
        </Field>
      </Box>
    </DetailSection>
  );
}

/** The figures and the settlement's dates and methods. */
function ContractValues({ contract: c }: { contract: ContractDetail }) {
  const language = useLanguage();
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { money, rate } = useMoney();
  return (
    <DetailSection id="contract-values" title={t('detail.values')}>
      <FieldGrid>
        <Field label={t('fields.meValue')}>{money(c.meValue, c.currency)}</Field>
        <Field label={t('fields.rate')}>{rate(c.rate)}</Field>
        <Field label={t('fields.mnValue')}>{money(c.mnValue, 'BRL')}</Field>
        <Field label={t('fields.expense')}>{money(c.expense, 'BRL')}</Field>
        <Field label={t('fields.liquidatedMeValue')}>{money(c.liquidatedMeValue, c.currency)}</Field>
        <Field label={t('fields.liquidationDate')}>{format.date(c.liquidationDate)}</Field>
        <Field label={t('fields.paymentDate')}>{format.date(c.paymentDate)}</Field>
        <Field label={t('fields.paymentMethod')}>
          {storedWords(CONTRACT_PAYMENT_METHOD_WORDS, c.paymentMethod, language)}
        </Field>
        <Field label={t('fields.deliveryDate')}>{format.date(c.deliveryDate)}</Field>
        <Field label={t('fields.deliveryMethod')}>
          {storedWords(CONTRACT_DELIVERY_METHOD_WORDS, c.deliveryMethod, language)}
        </Field>
      </FieldGrid>
    </DetailSection>
  );
}

/** Every reference number, labelled by kind in the spec's order. */
function ReferencesSection({ references }: { references: ContractDetail['references'] }) {
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

function DocumentsSection({ contract: c }: { contract: ContractDetail }) {
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

function QuotationsSection({ contract: c }: { contract: ContractDetail }) {
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

function PaymentOrdersSection({ contract: c }: { contract: ContractDetail }) {
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

function BackToBackSection({ contract: c }: { contract: ContractDetail }) {
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
function PrintButtons({ contract }: { contract: ContractDetail }) {
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

function Detail({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const { label } = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {t('detail.title', { number: contract.contractNumber })}
        </Typography>
        <Chip
          label={label(CONTRACT_STATUS_LABELS, contract.status)}
          color={STATUS_COLORS[contract.status]}
          variant={contract.status === 'canceled' ? 'outlined' : 'filled'}
        />
      </Stack>
      <PrintButtons contract={contract} />
      <ContractFields contract={contract} />
      <ContractValues contract={contract} />
      <ReferencesSection references={contract.references} />
      <DocumentsSection contract={contract} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <QuotationsSection contract={contract} />
        <BackToBackSection contract={contract} />
      </Box>
      <PaymentOrdersSection contract={contract} />
    </Stack>
  );
}

/**
 * /contract-detail/:contractId (spec 2, "Contract detail"): every field, the reference numbers, the documents
 * and the linked quotations, payment orders and back-to-back operations, each a link to its own page.
 */
export function ContractDetailPage() {
  const { t } = useTranslation('contracts');
  const { contractId = '' } = useParams();
  return (
    <RecordPage
      record={useContract(contractId)}
      back={{ to: CONTRACT_LIST_PATH, label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      texts={recordTexts(t)}
      maxWidth="xl"
    >
      {(contract) => <Detail contract={contract} />}
    </RecordPage>
  );
}
