import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  countryName,
  humaniseDetailKey,
  orderedDetailKeys,
  RDE_DETAIL_COUNTRY_KEYS,
  RDE_DETAIL_KEY_LABELS,
  RDE_STATUS_LABELS,
  RDE_TYPE_FORMER_NAMES,
  RDE_TYPE_LABELS,
  type RdeContract,
  type RdeDetail,
  RDE_DETAIL_VALUE_WORDS,
  storedWords,
  contractDetailPath,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
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
import { SectionTable } from '../../components/SectionTable';
import { useRde } from './api';
import { RDE_LIST_PATH, STATUS_COLORS } from './paths';

/** The registration's own fields. */
function RegistrationFields({ rde: r }: { rde: RdeDetail }) {
  const { t } = useTranslation('rdes');
  const format = useFormatters();
  const { money, label, language } = useMoney();
  const former = RDE_TYPE_FORMER_NAMES[r.rdeType];
  return (
    <DetailSection id="rde-fields" title={t('detail.fields')}>
      <FieldGrid>
        <Field label={t('fields.rdeNumber')}>{r.rdeNumber}</Field>
        <Field label={t('fields.rdeType')}>{label(RDE_TYPE_LABELS, r.rdeType)}</Field>
        {former ? <Field label={t('fields.formerName')}>{former}</Field> : null}
        <Field label={t('fields.client')}>{r.client.name}</Field>
        <Field label={t('fields.counterparty')}>{r.counterparty ?? '—'}</Field>
        <Field label={t('fields.counterpartyCountry')}>
          {r.counterpartyCountry ? countryName(r.counterpartyCountry, language) : '—'}
        </Field>
        <Field label={t('fields.currency')}>{r.currency}</Field>
        <Field label={t('fields.value')}>{money(r.value, r.currency)}</Field>
        <Field label={t('fields.registrationDate')}>{format.date(r.registrationDate)}</Field>
        <Field label={t('fields.status')}>{label(RDE_STATUS_LABELS, r.status)}</Field>
        <Field label={t('fields.createdAt')}>{format.dateTime(r.createdAt)}</Field>
      </FieldGrid>
      {r.notes ? (
        <Box sx={{ mt: 2 }}>
          <Field label={t('fields.notes')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.notes}
            </Box>
          </Field>
        </Box>
      ) : null}
    </DetailSection>
  );
}

/** The module's data (`details`): the known keys labelled, the others humanised, each value written for people. */
function ModuleData({ details }: { details: RdeDetail['details'] }) {
  const { t } = useTranslation('rdes');
  const { label, language } = useMoney();
  const lang = useLanguage();
  const numbers = new Intl.NumberFormat(language);
  const text = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('detail.yes') : t('detail.no');
    if (typeof value === 'number') return numbers.format(value);
    if (typeof value === 'string')
      return RDE_DETAIL_COUNTRY_KEYS.has(key)
        ? countryName(value, language)
        : storedWords(RDE_DETAIL_VALUE_WORDS, value, lang);
    return JSON.stringify(value);
  };
  const keys = orderedDetailKeys(details);
  return (
    <DetailSection id="rde-module" title={t('detail.module')}>
      {keys.length === 0 ? (
        <Typography color="textSecondary">{t('detail.moduleEmpty')}</Typography>
      ) : (
        <DataList
          rows={keys.map((key): [string, string] => [
            RDE_DETAIL_KEY_LABELS[key] ? label(RDE_DETAIL_KEY_LABELS, key) : humaniseDetailKey(key),
            text(key, details[key]),
          ])}
        />
      )}
    </DetailSection>
  );
}

/** The contracts registered under the RDE's number, each a link to its page. */
function LinkedContracts({ contracts }: { contracts: RdeContract[] }) {
  const { t } = useTranslation('rdes');
  const format = useFormatters();
  const { money, label } = useMoney();
  return (
    <SectionTable
      id="rde-contracts"
      title={t('detail.contracts')}
      label={t('detail.contracts')}
      empty={t('detail.contractsEmpty')}
      rows={contracts}
      columns={[
        {
          header: t('contracts.contract'),
          rowHeader: true,
          cell: (k) => (
            <Link component={RouterLink} to={contractDetailPath(k.id)}>
              {k.contractNumber}
            </Link>
          ),
        },
        { header: t('contracts.date'), cell: (k) => format.date(k.contractDate) },
        { header: t('contracts.type'), cell: (k) => label(CONTRACT_TYPE_LABELS, k.type) },
        { header: t('contracts.status'), cell: (k) => label(CONTRACT_STATUS_LABELS, k.status) },
        { header: t('contracts.value'), numeric: true, cell: (k) => money(k.meValue, k.currency) },
      ]}
    />
  );
}

function Detail({ rde }: { rde: RdeDetail }) {
  const { t } = useTranslation('rdes');
  const { label } = useMoney();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {t('detail.title', { number: rde.rdeNumber })}
        </Typography>
        <Chip label={label(RDE_TYPE_LABELS, rde.rdeType)} variant="outlined" />
        <Chip
          label={label(RDE_STATUS_LABELS, rde.status)}
          color={STATUS_COLORS[rde.status]}
          variant={rde.status === 'canceled' ? 'outlined' : 'filled'}
        />
      </Stack>
      <RegistrationFields rde={rde} />
      <ModuleData details={rde.details} />
      <LinkedContracts contracts={rde.contracts} />
    </Stack>
  );
}

/**
 * /rde-detail/:rdeId (spec 2, Document "RDE"): every field of the registration (its module named as the
 * Central Bank does today, with the former name), the module's data labelled, and the contracts registered
 * under its number.
 */
export function RdeDetailPage() {
  const { t } = useTranslation('rdes');
  const { rdeId = '' } = useParams();
  return (
    <RecordPage
      record={useRde(rdeId)}
      back={{ to: RDE_LIST_PATH, label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      texts={recordTexts(t)}
      maxWidth="xl"
    >
      {(rde) => <Detail rde={rde} />}
    </RecordPage>
  );
}
