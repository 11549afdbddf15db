import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  type DocumentDetail,
  type DocumentPendency,
  PENDENCY_WORDS,
  storedWords,
  contractDetailPath,
  DOCUMENT_LIST_PATH,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataList, DetailSection, Field, FieldGrid } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { RecordPage, recordTexts } from '../../components/RecordPage';
import { documentFileUrl, useDocument } from './api';
import { STATUS_COLORS } from './paths';

const dash = (text: string | null) => text ?? '—';

/** The document's own fields, every one, each coded value by its label. */
function DocumentFields({ document: d }: { document: DocumentDetail }) {
  const { t } = useTranslation('documents');
  const format = useFormatters();
  const { money, label } = useMoney();
  return (
    <DetailSection id="document-fields" title={t('detail.fields')}>
      <FieldGrid>
        <Field label={t('fields.type')}>{label(DOCUMENT_TYPE_LABELS, d.type)}</Field>
        <Field label={t('fields.number')}>{d.number}</Field>
        <Field label={t('fields.client')}>{d.client.name}</Field>
        <Field label={t('fields.status')}>{label(DOCUMENT_STATUS_LABELS, d.status)}</Field>
        <Field label={t('fields.issueDate')}>{format.date(d.issueDate)}</Field>
        <Field label={t('fields.dueDate')}>{format.date(d.dueDate)}</Field>
        <Field label={t('fields.currency')}>{dash(d.currency)}</Field>
        <Field label={t('fields.value')}>
          {d.value !== null && d.currency !== null ? money(d.value, d.currency) : '—'}
        </Field>
        <Field label={t('fields.poNumber')}>{dash(d.poNumber)}</Field>
        <Field label={t('fields.reference')}>{dash(d.reference)}</Field>
        <Field label={t('fields.process')}>{dash(d.process)}</Field>
        <Field label={t('fields.counterparty')}>{dash(d.counterparty)}</Field>
        <Field label={t('fields.merchandise')}>{dash(d.merchandise)}</Field>
        <Field label={t('fields.shippingCompany')}>{dash(d.shippingCompany)}</Field>
        <Field label={t('fields.contract')}>
          {d.contract ? (
            <Link component={RouterLink} to={contractDetailPath(d.contract.id)}>
              {d.contract.contractNumber}
            </Link>
          ) : (
            t('detail.noContract')
          )}
        </Field>
        <Field label={t('fields.createdBy')}>{dash(d.createdBy)}</Field>
        <Field label={t('fields.createdAt')}>{format.dateTime(d.createdAt)}</Field>
        <Field label={t('fields.updatedAt')}>{format.dateTime(d.updatedAt)}</Field>
      </FieldGrid>
      {d.notes ? (
        <Box sx={{ mt: 2 }}>
          <Field label={t('fields.notes')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {d.notes}
            </Box>
          </Field>
        </Box>
      ) : null}
    </DetailSection>
  );
}

/** The stored file: its name, type and size, and its download; or the sentence saying there is none. */
function FileSection({ document: d }: { document: DocumentDetail }) {
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
function PendenciesSection({ pendencies }: { pendencies: DocumentPendency[] }) {
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

function Detail({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('documents');
  const format = useFormatters();
  const { label } = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {t('detail.title', {
            type: label(DOCUMENT_TYPE_LABELS, document.type),
            number: document.number,
            date: format.date(document.issueDate),
          })}
        </Typography>
        <Chip
          label={label(DOCUMENT_STATUS_LABELS, document.status)}
          color={STATUS_COLORS[document.status]}
          variant={document.status === 'canceled' ? 'outlined' : 'filled'}
        />
      </Stack>
      <DocumentFields document={document} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <PendenciesSection pendencies={document.pendencies} />
        <FileSection document={document} />
      </Box>
    </Stack>
  );
}

/**
 * /document-detail/:documentId (spec 2, Document "Queries"): every field of the document, its contract (a
 * link to its page), its pendencies and its stored file to download.
 */
export function DocumentDetailPage() {
  const { t } = useTranslation('documents');
  const { documentId = '' } = useParams();
  return (
    <RecordPage
      record={useDocument(documentId)}
      back={{ to: DOCUMENT_LIST_PATH, label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      texts={recordTexts(t)}
      maxWidth="xl"
    >
      {(document) => <Detail document={document} />}
    </RecordPage>
  );
}
