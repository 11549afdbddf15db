import { useState, type ReactNode } from 'react';
import {
  ACCOUNT_TYPE_LABELS,
  countryName,
  formatPhone,
  PERSON_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  REMITTANCE_HISTORY_ACTION_LABELS,
  remittanceHistoryNote,
  REMITTANCE_RETURN_REASON_WORDS,
  storedWords,
  REMITTANCE_PAYMENT_TYPE_LABELS,
  REMITTANCE_PURPOSE_LABELS,
  type RemittanceDetail,
  remittanceDetailPath,
  REMITTANCE_LIST_PATH,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}

type Open = 'cancel' | 'unblock' | 'blocks' | 'beneficiary' | null;

function Detail({ remittance: r }: { remittance: RemittanceDetail }) {
  const { t, i18n } = useTranslation('remittances');
  const format = useFormatters();
  const { money, rate, label } = useMoney();
  const [open, setOpen] = useState<Open>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const lang = useLanguage();
  const p = r.payment;
  const bank = p.bank ? [p.bank.code, p.bank.name].filter(Boolean).join(' - ') : null;

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

      <Section title={t('detail.remittance')}>
        <Field label={t('fields.reference')}>{r.reference}</Field>
        <Field label={t('fields.id')}>{r.id}</Field>
        <Field label={t('detail.includeDate')}>{format.dateTime(r.includeDate)}</Field>
        <Field label={t('detail.origin')}>{r.origin}</Field>
        <Field label={t('detail.purpose')}>
          {r.purpose ? label(REMITTANCE_PURPOSE_LABELS, r.purpose) : null}
        </Field>
        <Field label={t('detail.typeDescription')}>{r.remittanceTypeDescription}</Field>
        <Field label={t('fields.shipper')}>{r.shipper.name}</Field>
        <Field label={t('fields.client')}>{r.client.name}</Field>
        <Field label={t('fields.vetRate')}>{rate(r.vetRate)}</Field>
        <Field label={t('detail.exchangeRate')}>{rate(r.exchangeRate)}</Field>
      </Section>

      <Section title={t('detail.sender')}>
        <Field label={t('fields.name')}>{r.sender.name}</Field>
        <Field label={t('detail.country')}>{countryName(r.sender.country, language)}</Field>
        <Field label={t('detail.personType')}>{label(PERSON_TYPE_LABELS, r.sender.personType)}</Field>
      </Section>

      <Section title={t('detail.beneficiary')}>
        <Field label={t('fields.name')}>{r.beneficiary.name}</Field>
        <Field label={t('fields.taxId')}>{format.taxId(r.beneficiary.taxId)}</Field>
        <Field label={t('detail.birthDate')}>{format.date(r.beneficiary.birthDate)}</Field>
        <Field label={t('detail.phone')}>{formatPhone(r.beneficiary.phone)}</Field>
        <Field label={t('detail.email')}>{r.beneficiary.email}</Field>
        <Field label={t('detail.country')}>{countryName(r.beneficiary.country, language)}</Field>
      </Section>

      <Section title={t('detail.payment')}>
        <Field label={t('fields.status')}>{t(`status.${p.status}`)}</Field>
        <Field label={t('fields.meValue')}>{money(p.meValue, p.currency)}</Field>
        <Field label={t('fields.mnValue')}>{money(p.mnValue, 'BRL')}</Field>
        <Field label={t('detail.date')}>{format.date(p.date)}</Field>
        <Field label={t('detail.paidAt')}>{format.dateTime(r.paidAt)}</Field>
        <Field label={t('detail.paymentType')}>{label(REMITTANCE_PAYMENT_TYPE_LABELS, p.type)}</Field>
        <Field label={t('detail.bank')}>{bank}</Field>
        <Field label={t('detail.agency')}>{p.agency}</Field>
        <Field label={t('detail.account')}>{p.account}</Field>
        <Field label={t('detail.accountType')}>
          {p.accountType ? label(ACCOUNT_TYPE_LABELS, p.accountType) : null}
        </Field>
        <Field label={t('detail.pixKeyType')}>
          {p.pixKeyType ? label(PIX_KEY_TYPE_LABELS, p.pixKeyType) : null}
        </Field>
        <Field label={t('detail.pixKey')}>{p.pixKey}</Field>
        <Field label={t('detail.noPixKey')}>{p.noPixKey ? t('detail.yes') : t('detail.no')}</Field>
        <Field label={t('detail.message')}>{p.message}</Field>
      </Section>

      <Paper variant="outlined" component="section" aria-labelledby="section-history" sx={{ p: 2 }}>
        <Typography id="section-history" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('detail.history')}
        </Typography>
        {r.history.length === 0 ? (
          <Typography color="textSecondary">{t('detail.noHistory')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('detail.historyLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('detail.at')}</TableCell>
                  <TableCell>{t('detail.user')}</TableCell>
                  <TableCell>{t('detail.action')}</TableCell>
                  <TableCell>{t('detail.note')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.history.map((h) => (
                  <TableRow key={h.id}>
                    <TableCell>{format.dateTime(h.at)}</TableCell>
                    <TableCell>{h.user?.name ?? t('detail.system')}</TableCell>
                    <TableCell>{label(REMITTANCE_HISTORY_ACTION_LABELS, h.action)}</TableCell>
                    <TableCell>{remittanceHistoryNote(h, lang) ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>

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
