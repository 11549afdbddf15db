import {
  CONTRACT_DETAIL_FIELDS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  CONTRACT_DOCUMENT_KINDS,
  type ContractDocumentEntry,
  type ContractDocumentKind,
  type ContractDocumentsPage as Page,
  contractDetailPath,
  CONTRACT_LIST_PATH,
} from '@fxbo/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { RecordPage } from '../../components/RecordPage';
import { DetailSection, Field, FieldGrid } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { SectionTable } from '../../components/SectionTable';
import { contractDocumentFileUrl, useContractDocuments } from './contractDocumentsApi';

/** The contract the documents belong to: its number (a link to its detail) and its client. */
function ContractHeader({ page }: { page: Page }) {
  const { t } = useTranslation('contracts');
  const language = useLanguage();
  return (
    <DetailSection id="document-contract" title={t('documentPage.contract')}>
      <FieldGrid>
        <Field label={t('documentPage.contractNumber')}>
          <Link component={RouterLink} to={contractDetailPath(page.contract.id)}>
            {page.contract.contractNumber}
          </Link>
        </Field>
        <Field label={CONTRACT_DETAIL_FIELDS.client.label[language]}>{page.contract.client.name}</Field>
      </FieldGrid>
    </DetailSection>
  );
}

/** One kind's documents (or its own empty sentence); the document the address names is highlighted. */
function KindSection({
  kind,
  rows,
  chosen,
  currency,
}: {
  kind: ContractDocumentKind;
  currency: string;
  rows: readonly ContractDocumentEntry[];
  chosen: string;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormatters();
  const { money, label } = useMoney();
  const language = useLanguage();
  const name = label(CONTRACT_DOCUMENT_KIND_LABELS, kind);
  return (
    <SectionTable
      id={`documents-${kind}`}
      title={name}
      label={t('documentPage.tableLabel', { kind: name })}
      empty={t(`documentPage.empty.${kind}`)}
      rows={rows}
      highlighted={(d) => d.id === chosen}
      columns={[
        {
          header: t('documents.number'),
          rowHeader: true,
          cell: (d) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{d.number ?? t('documents.noNumber')}</span>
              {d.id === chosen ? (
                <Chip size="small" color="primary" label={t('documentPage.chosen')} />
              ) : null}
            </Stack>
          ),
        },
        { header: t('documents.date'), cell: (d) => format.date(d.documentDate) || '—' },
        { header: t('documents.dueDate'), cell: (d) => format.date(d.dueDate) || '—' },
        {
          header: t('documents.value'),
          numeric: true,
          // A value recorded without a currency is in the contract's.
          cell: (d) => (d.value ? money(d.value, d.currency ?? currency) : '—'),
        },
        { header: CONTRACT_DETAIL_FIELDS.notes.label[language], wide: true, cell: (d) => d.notes ?? '—' },
        {
          header: t('documentPage.file'),
          cell: (d) =>
            d.file ? (
              <Link
                href={contractDocumentFileUrl(d.id)}
                download={d.file.name}
                aria-label={t('documentPage.download', { file: d.file.name })}
              >
                {d.file.name}
              </Link>
            ) : (
              t('documentPage.noFile')
            ),
        },
      ]}
    />
  );
}

function Documents({ page }: { page: Page }) {
  const { t } = useTranslation('contracts');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('documentPage.title', { number: page.contract.contractNumber })}
      </Typography>
      <ContractHeader page={page} />
      {CONTRACT_DOCUMENT_KINDS.map((kind) => (
        <KindSection
          key={kind}
          kind={kind}
          rows={page.documents.filter((d) => d.kind === kind)}
          chosen={page.documentId}
          currency={page.contract.currency}
        />
      ))}
    </Stack>
  );
}

/**
 * /contract-document/:documentId (spec 2): the id names one document; the page shows its contract and every
 * document of that contract, one section per kind (each with its own empty sentence), the named one
 * highlighted, each stored file downloadable.
 */
export function ContractDocumentsPage() {
  const { t } = useTranslation('contracts');
  const { documentId = '' } = useParams();
  return (
    <RecordPage
      record={useContractDocuments(documentId)}
      back={{ to: CONTRACT_LIST_PATH, label: t('detail.back') }}
      backOf={(page) => ({ to: contractDetailPath(page.contract.id), label: t('documentPage.back') })}
      errorTitle={t('documentPage.heading')}
      texts={{
        notFound: t('errors.documentNotFound'),
        network: t('errors.network'),
        failed: t('errors.documentsLoadFailed'),
        retry: t('errors.retry'),
      }}
      maxWidth="xl"
    >
      {(page) => <Documents page={page} />}
    </RecordPage>
  );
}
