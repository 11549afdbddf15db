import {
  QUOTATION_STATUS_LABELS,
  QUOTATION_TYPE_LABELS,
  type QuotationBankQuote,
  type QuotationContract,
  type QuotationDetail,
  contractDetailPath,
} from '@fxbo/domain';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { RecordPage, recordTexts } from '../../components/RecordPage';
import { DetailSection, Field, FieldGrid } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useMoney } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { quotationPdfUrl, useQuotation } from './api';
import { STATUS_COLORS } from './quotationText';
import { SectionTable } from '../../components/SectionTable';

const bankText = (b: { code: string | null; name: string }) => [b.code, b.name].filter(Boolean).join(' - ');

/** Spec 2's fields: for whom, what, at which rate with which bank, when it settles, who quoted it. */
function QuotationFields({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const { money, rate, label } = useMoney();
  return (
    <DetailSection id="quotation-fields" title={t('detail.fields')}>
      <FieldGrid>
        <Field label={t('fields.date')}>{format.date(q.quotationDate)}</Field>
        <Field label={t('fields.client')}>{q.client?.name}</Field>
        <Field label={t('fields.group')}>
          {q.group ? (q.byGroup ? `${q.group.name} (${t('fields.groupSuffix')})` : q.group.name) : null}
        </Field>
        <Field label={t('fields.type')}>{label(QUOTATION_TYPE_LABELS, q.quotationType)}</Field>
        <Field label={t('fields.currency')}>{q.currency}</Field>
        <Field label={t('fields.quotedAmount')}>{money(q.quotedAmount, q.currency)}</Field>
        <Field label={t('fields.mnAmount')}>{q.mnAmount ? money(q.mnAmount, 'BRL') : null}</Field>
        <Field label={t('fields.meLiquidation')}>{format.date(q.meLiquidationDate)}</Field>
        <Field label={t('fields.mnLiquidation')}>{format.date(q.mnLiquidationDate)}</Field>
        <Field label={t('fields.winningRate')}>{q.winningRate ? rate(q.winningRate) : null}</Field>
        <Field label={t('fields.bank')}>{q.bank ? bankText(q.bank) : null}</Field>
        <Field label={t('fields.square')}>{q.square}</Field>
        <Field label={t('fields.operator')}>{q.operator?.name}</Field>
        <Field label={t('fields.irValue')}>{q.irValue ? money(q.irValue, 'BRL') : null}</Field>
        <Field label={t('fields.createdAt')}>{format.dateTime(q.createdAt)}</Field>
      </FieldGrid>
      {q.notes ? (
        <Box sx={{ mt: 2 }}>
          <Field label={t('fields.notes')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {q.notes}
            </Box>
          </Field>
        </Box>
      ) : null}
    </DetailSection>
  );
}

/** The banks' quotes, the winner first and marked (a chip with its word, not colour alone). */
function QuotesSection({ quotes }: { quotes: readonly QuotationBankQuote[] }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const { rate } = useMoney();
  return (
    <SectionTable
      id="quotation-quotes"
      title={t('quotes.title')}
      label={t('quotes.label')}
      empty={t('quotes.empty')}
      rows={quotes}
      highlighted={(q) => q.winner}
      columns={[
        { header: t('quotes.bank'), rowHeader: true, cell: (q) => bankText(q.bank) },
        { header: t('quotes.rate'), numeric: true, cell: (q) => rate(q.rate) },
        { header: t('quotes.quotedAt'), cell: (q) => format.dateTime(q.quotedAt) },
        {
          header: t('quotes.result'),
          cell: (q) =>
            q.winner ? (
              <Chip size="small" color="success" icon={<EmojiEvents />} label={t('quotes.winner')} />
            ) : null,
        },
      ]}
    />
  );
}

/** The contracts closed from the quotation, each a link to its page. */
function ContractsSection({ contracts }: { contracts: readonly QuotationContract[] }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const { money, rate } = useMoney();
  return (
    <SectionTable
      id="quotation-contracts"
      title={t('contracts.title')}
      label={t('contracts.label')}
      empty={t('contracts.empty')}
      rows={contracts}
      columns={[
        {
          header: t('contracts.number'),
          rowHeader: true,
          cell: (k) => (
            <Link component={RouterLink} to={contractDetailPath(k.id)}>
              {k.contractNumber}
            </Link>
          ),
        },
        { header: t('contracts.date'), cell: (k) => format.date(k.contractDate) },
        { header: t('contracts.meValue'), numeric: true, cell: (k) => money(k.meValue, k.currency) },
        { header: t('contracts.rate'), numeric: true, cell: (k) => rate(k.rate) },
      ]}
    />
  );
}

function Detail({ quotation }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const { label, language } = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {t('detail.title', { id: quotation.id, date: format.date(quotation.quotationDate) })}
        </Typography>
        <Chip
          label={label(QUOTATION_STATUS_LABELS, quotation.status)}
          color={STATUS_COLORS[quotation.status]}
          variant={quotation.status === 'canceled' ? 'outlined' : 'filled'}
        />
        <PdfButton href={quotationPdfUrl(quotation.id, language)}>{t('detail.pdf')}</PdfButton>
      </Stack>
      <QuotationFields quotation={quotation} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <QuotesSection quotes={quotation.quotes} />
        <ContractsSection contracts={quotation.contracts} />
      </Box>
    </Stack>
  );
}

/**
 * /quotation-detail/:quotationId (spec 2, "Quotation detail"): every field, the banks' quotes with the winner
 * marked, the linked contracts, and the PDF in the reader's language.
 */
export function QuotationDetailPage() {
  const { t } = useTranslation('quotations');
  const { quotationId = '' } = useParams();
  return (
    <RecordPage
      record={useQuotation(quotationId)}
      back={{ to: '/quotation', label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      texts={recordTexts(t)}
      maxWidth="xl"
    >
      {(quotation) => <Detail quotation={quotation} />}
    </RecordPage>
  );
}
