import { useState, type ReactNode } from 'react';
import {
  REMITTANCE_BENEFICIARY_FIELDS,
  REMITTANCE_DETAIL_FIELDS,
  REMITTANCE_HISTORY_ACTION_LABELS,
  REMITTANCE_PAYMENT_FIELDS,
  REMITTANCE_SENDER_FIELDS,
  remittanceHistoryNote,
  REMITTANCE_RETURN_REASON_WORDS,
  storedWords,
  type RemittanceDetail,
  remittanceDetailPath,
  REMITTANCE_LIST_PATH,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { FieldsSection } from '../../components/detail/FieldsSection';
import { SectionTable } from '../../components/SectionTable';
import { listReturnPath } from '../../components/listReturn';
import { apiErrorText } from '../../components/apiErrorText';
import { useFormatters } from '../../components/format';
import { NUMERIC_ID_PATTERN } from '../../components/listState';
import { ApiError } from '../../http/fetchJson';
import { useRemittance } from './api';
import { BeneficiaryDialog } from './BeneficiaryDialog';
import { Unbroken } from '../../components/Unbroken';
import { PdfButton } from '../../components/PdfButton';
import { useLanguage, useMoney } from '../../components/money';
import { RemittanceDialogs, remittancePdfUrl } from './RemittanceActions';
import { RemittanceStatusChip } from './RemittanceListPage';

type Open = 'cancel' | 'unblock' | 'blocks' | 'beneficiary' | null;

function Detail({ remittance: r }: { remittance: RemittanceDetail }) {
  const { t, i18n } = useTranslation('remittances');
  const format = useFormatters();
  const { label } = useMoney();
  const [open, setOpen] = useState<Open>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lang = useLanguage();

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          <Unbroken text={t('detail.title', { reference: r.reference })} part={r.reference} />
        </Typography>
        <RemittanceStatusChip status={r.status} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {r.actions.pdf ? (
          <PdfButton href={remittancePdfUrl(r.id, language)}>{t('actions.pdf')}</PdfButton>
        ) : null}
        {r.actions.editBeneficiary ? (
          <Button variant="outlined" onClick={() => setOpen('beneficiary')}>
            {t('actions.editBeneficiary')}
          </Button>
        ) : null}
        {r.actions.viewBlockingReasons ? (
          <Button variant="outlined" onClick={() => setOpen('blocks')}>
            {t('actions.blocks')}
          </Button>
        ) : null}
        {r.actions.unblock ? (
          <Button variant="outlined" onClick={() => setOpen('unblock')}>
            {t('actions.unblock')}
          </Button>
        ) : null}
        {r.actions.cancel ? (
          <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </Stack>
      {r.canceled ? (
        <Alert severity="warning">
          {t('detail.canceled', { at: format.dateTime(r.canceled.at), reason: r.canceled.reason })}
        </Alert>
      ) : null}
      {r.returned ? (
        <Alert severity="warning">
          {t('detail.returned', {
            at: format.dateTime(r.returned.at),
            reason: storedWords(REMITTANCE_RETURN_REASON_WORDS, r.returned.reason, lang) ?? '—',
          })}
        </Alert>
      ) : null}
      {r.duplicateOf ? (
        <Alert severity="info">
          {r.duplicateOf.id ? (
            <Link component={RouterLink} to={remittanceDetailPath(r.duplicateOf.id)}>
              {t('detail.duplicateOf', { reference: r.duplicateOf.reference ?? r.duplicateOf.id })}
            </Link>
          ) : (
            t('detail.duplicateOf', { reference: '—' })
          )}
        </Alert>
      ) : null}

      {(
        [
          ['remittance-data', t('detail.remittance'), REMITTANCE_DETAIL_FIELDS, r],
          ['remittance-sender', t('detail.sender'), REMITTANCE_SENDER_FIELDS, r.sender],
          ['remittance-beneficiary', t('detail.beneficiary'), REMITTANCE_BENEFICIARY_FIELDS, r.beneficiary],
          [
            'remittance-payment',
            t('detail.payment'),
            REMITTANCE_PAYMENT_FIELDS,
            { ...r.payment, paidAt: r.paidAt },
          ],
        ] as const
      ).map(([id, title, fields, record]) => (
        <FieldsSection key={id} id={id} title={title} fields={fields} record={record} language={lang} />
      ))}
      <SectionTable
        id="section-history"
        title={t('detail.history')}
        label={t('detail.historyLabel')}
        empty={t('detail.noHistory')}
        rows={r.history}
        columns={[
          { header: t('detail.at'), cell: (h) => format.dateTime(h.at) },
          { header: t('detail.user'), cell: (h) => h.user?.name ?? t('detail.system') },
          { header: t('detail.action'), cell: (h) => label(REMITTANCE_HISTORY_ACTION_LABELS, h.action) },
          { header: t('detail.note'), cell: (h) => remittanceHistoryNote(h, lang) ?? '—' },
        ]}
      />

      {open && open !== 'beneficiary' ? (
        <RemittanceDialogs remittance={r} open={open} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'beneficiary' ? <BeneficiaryDialog remittance={r} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}

/** /remittance-detail/:id and /remittance-detail?id=… (spec 2, "Remittance detail"). */
export function RemittanceDetailPage() {
  const { t } = useTranslation('remittances');
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id') ?? '';
  const id = NUMERIC_ID_PATTERN.test(raw) ? raw : '';
  const remittance = useRemittance(id);

  let body: ReactNode;
  if (!id) body = <Alert severity="info">{t('detail.missingId')}</Alert>;
  else if (remittance.data) body = <Detail remittance={remittance.data} />;
  else if (remittance.isError)
    body = (
      <Alert severity="error" role="alert">
        {remittance.error instanceof ApiError && remittance.error.status === 404
          ? t('errors.notFound')
          : apiErrorText(remittance.error, { network: t('errors.network'), generic: t('errors.loadFailed') })}
      </Alert>
    );
  else body = <Skeleton variant="rounded" height={320} aria-busy="true" />;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Link component={RouterLink} to={listReturnPath(REMITTANCE_LIST_PATH)}>
          {t('detail.back')}
        </Link>
        {body}
      </Stack>
    </Container>
  );
}
