import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_DETAIL_FIELDS,
  DOCUMENT_LIST_PATH,
  documentsList,
  type DocumentDetail,
  PENDENCY_WORDS,
  storedWords,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataList, DetailSection } from '../../components/DetailSection';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { pickLabel, useLanguage } from '../../components/money';
import { documentFileUrl, useDocument } from './api';

/** The stored file: its name, type and size, and its download; or the sentence saying there is none. */
function FileSection({ record: d }: { record: DocumentDetail }) {
  const { t, i18n } = useTranslation('documents');
  const file = d.file;
  const fileType = (mimeType: string) =>
    mimeType === 'application/pdf'
      ? t('file.types.pdf')
      : mimeType === 'image/jpeg'
        ? t('file.types.jpeg')
        : mimeType === 'image/png'
          ? t('file.types.png')
          : mimeType;
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'pt-BR', {
      maximumFractionDigits: 1,
    }).format(bytes / 1024);
  return (
    <DetailSection id="document-file" title={t('file.title')}>
      {file ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <DataList
            labelMinWidth={120}
            rows={[
              [
                t('file.name'),
                <Box key="name" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Box>,
              ],
              [t('file.type'), fileType(file.mimeType)],
              [
                t('file.size'),
                file.sizeBytes < 1024
                  ? t('file.bytes', { count: file.sizeBytes })
                  : t('file.kilobytes', { size: size(file.sizeBytes) }),
              ],
            ]}
          />
          <Button
            variant="contained"
            href={documentFileUrl(d.id)}
            download={file.name}
            aria-label={t('file.download', { file: file.name })}
          >
            {t('file.downloadButton')}
          </Button>
        </Stack>
      ) : (
        <Typography color="textSecondary">{t('file.none')}</Typography>
      )}
    </DetailSection>
  );
}

/** The document's pendencies, open or resolved. */
function PendenciesSection({ record: { pendencies } }: { record: DocumentDetail }) {
  const { t } = useTranslation('documents');
  const format = useFormatters();
  const language = useLanguage();
  return (
    <DetailSection id="document-pendencies" title={t('pendencies.title')}>
      {pendencies.length === 0 ? (
        <Typography color="textSecondary">{t('pendencies.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pendencies.map((p) => (
            <Box
              component="li"
              key={p.id}
              sx={{ borderLeft: 3, borderColor: p.resolvedAt ? 'success.main' : 'warning.main', pl: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {storedWords(PENDENCY_WORDS, p.summary, language)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={p.resolvedAt ? 'success' : 'warning'}
                  label={p.resolvedAt ? t('pendencies.resolved') : t('pendencies.open')}
                />
              </Stack>
              {p.description ? (
                <Typography variant="body2">
                  {storedWords(PENDENCY_WORDS, p.description, language)}
                </Typography>
              ) : null}
              <Typography variant="body2" color="textSecondary">
                {p.resolvedAt
                  ? t('pendencies.createdResolved', {
                      created: format.dateTime(p.createdAt),
                      resolved: format.dateTime(p.resolvedAt),
                    })
                  : t('pendencies.created', { created: format.dateTime(p.createdAt) })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

const DOCUMENT_VIEW = detailView<DocumentDetail>()({
  ns: 'documents',
  back: DOCUMENT_LIST_PATH,
  title: (d, { t, language, date }) =>
    t('detail.title', {
      type: pickLabel(DOCUMENT_TYPE_LABELS, d.type, language),
      number: d.number,
      date: date(d.issueDate),
    }),
  status: {
    of: (d) => d.status,
    labels: DOCUMENT_STATUS_LABELS,
    colors: documentsList.columns.status.colors,
  },
  blocks: [
    { id: 'document-fields', title: 'detail.fields', fields: DOCUMENT_DETAIL_FIELDS },
    { side: [{ component: PendenciesSection }, { component: FileSection }], from: 'md' },
  ],
});

/**
 * /document-detail/:documentId (spec 2, Document "Queries"): every field of the document, its contract (a
 * link to its page), its pendencies and its stored file to download.
 */
export function DocumentDetailPage() {
  const { documentId = '' } = useParams();
  return <DetailPage view={DOCUMENT_VIEW} record={useDocument(documentId)} />;
}
