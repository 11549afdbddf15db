import {
  bankLine,
  QUOTATION_DETAIL_FIELDS,
  quotationDetailSchema,
  quotationsList,
  type QuotationDetail,
} from '@fxbo/domain';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { recordDetailPage } from '../../components/detail/recordDetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { PdfButton } from '../../components/PdfButton';
import { quotationPdfUrl } from './api';
import { contractNumberColumn, SectionTable } from '../../components/SectionTable';

const STATUS = quotationsList.columns.status;

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
  status: { of: (q) => q.status, labels: STATUS.labels, colors: STATUS.colors },
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
export const QuotationDetailPage = recordDetailPage(QUOTATION_VIEW, {
  api: 'quotations',
  schema: quotationDetailSchema,
  param: 'quotationId',
});
