import {
  bankLine,
  QUOTATION_DETAIL_FIELDS,
  QUOTATION_STATUS_LABELS,
  type QuotationDetail,
} from '@fxbo/domain';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { quotationPdfUrl, useQuotation } from './api';
import { STATUS_COLORS } from './quotationText';
import { contractNumberColumn, SectionTable } from '../../components/SectionTable';

/** The banks' quotes, the winner first and marked (a chip with its word, not colour alone). */
function QuotesSection({ record: { quotes } }: { record: QuotationDetail }) {
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
        { header: t('quotes.bank'), rowHeader: true, cell: (q) => bankLine(q.bank) },
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
function ContractsSection({ record: { contracts } }: { record: QuotationDetail }) {
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
        contractNumberColumn(t('contracts.number')),
        { header: t('contracts.date'), cell: (k) => format.date(k.contractDate) },
        { header: t('contracts.meValue'), numeric: true, cell: (k) => money(k.meValue, k.currency) },
        { header: t('contracts.rate'), numeric: true, cell: (k) => rate(k.rate) },
      ]}
    />
  );
}

function PdfLink({ record: quotation }: { record: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  return <PdfButton href={quotationPdfUrl(quotation.id, useLanguage())}>{t('detail.pdf')}</PdfButton>;
}

const QUOTATION_VIEW = detailView<QuotationDetail>()({
  ns: 'quotations',
  back: '/quotation',
  title: (q, { t, date }) => t('detail.title', { id: q.id, date: date(q.quotationDate) }),
  status: { of: (q) => q.status, labels: QUOTATION_STATUS_LABELS, colors: STATUS_COLORS },
  after: PdfLink,
  blocks: [
    { id: 'quotation-fields', title: 'detail.fields', fields: QUOTATION_DETAIL_FIELDS },
    { side: [{ component: QuotesSection }, { component: ContractsSection }], from: 'lg' },
  ],
});

/**
 * /quotation-detail/:quotationId (spec 2, "Quotation detail"): every field, the banks' quotes with the winner
 * marked, the linked contracts, and the PDF in the reader's language.
 */
export function QuotationDetailPage() {
  const { quotationId = '' } = useParams();
  return <DetailPage view={QUOTATION_VIEW} record={useQuotation(quotationId)} />;
}
