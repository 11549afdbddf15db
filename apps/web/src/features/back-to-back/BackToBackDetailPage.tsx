import {
  BACK_TO_BACK_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  type BackToBackDetail,
  type BackToBackLegContract,
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
import { useMoney } from '../../components/money';
import { RecordPage, recordTexts } from '../../components/RecordPage';
import { useBackToBack } from './api';
import { STATUS_COLORS } from './paths';

/** The operation's own fields. */
function OperationFields({ operation: o }: { operation: BackToBackDetail }) {
  const { t } = useTranslation('backToBack');
  const format = useFormatters();
  const { money, label } = useMoney();
  return (
    <DetailSection id="back-to-back-fields" title={t('detail.fields')}>
      <FieldGrid>
        <Field label={t('fields.operationNumber')}>{o.operationNumber}</Field>
        <Field label={t('fields.operationDate')}>{format.date(o.operationDate)}</Field>
        <Field label={t('fields.client')}>{o.client.name}</Field>
        <Field label={t('fields.currency')}>{o.currency}</Field>
        <Field label={t('fields.value')}>{money(o.value, o.currency)}</Field>
        <Field label={t('fields.status')}>{label(BACK_TO_BACK_STATUS_LABELS, o.status)}</Field>
        <Field label={t('fields.settlementDate')}>{format.date(o.settlementDate)}</Field>
        <Field label={t('fields.createdAt')}>{format.dateTime(o.createdAt)}</Field>
      </FieldGrid>
      {o.notes ? (
        <Box sx={{ mt: 2 }}>
          <Field label={t('fields.notes')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {o.notes}
            </Box>
          </Field>
        </Box>
      ) : null}
    </DetailSection>
  );
}

/** One leg: its contract (a link to its page) and its figures, or the sentence saying it is not recorded. */
function LegSection({
  id,
  title,
  empty,
  leg,
}: {
  id: string;
  title: string;
  empty: string;
  leg: BackToBackLegContract | null;
}) {
  const { t } = useTranslation('backToBack');
  const format = useFormatters();
  const { money, rate, label } = useMoney();
  return (
    <DetailSection id={id} title={title}>
      {leg ? (
        <DataList
          labelMinWidth={150}
          rows={[
            [
              t('leg.contract'),
              <Link key="contract" component={RouterLink} to={contractDetailPath(leg.id)}>
                {leg.contractNumber}
              </Link>,
            ],
            [t('leg.date'), format.date(leg.contractDate)],
            [t('leg.type'), label(CONTRACT_TYPE_LABELS, leg.type)],
            [t('leg.currency'), leg.currency],
            [t('leg.meValue'), money(leg.meValue, leg.currency)],
            [t('leg.rate'), rate(leg.rate)],
            [t('leg.mnValue'), money(leg.mnValue, 'BRL')],
            [t('leg.bank'), leg.bank ?? '—'],
            [t('leg.counterparty'), leg.counterparty ?? '—'],
          ]}
        />
      ) : (
        <Typography color="textSecondary">{empty}</Typography>
      )}
    </DetailSection>
  );
}

/** The margin between the legs, in reais and as the rate spread; unknown while a leg is missing. */
function MarginSection({ operation: o }: { operation: BackToBackDetail }) {
  const { t } = useTranslation('backToBack');
  const { money, rate } = useMoney();
  const { mnValue, rateSpread } = o.margin;
  return (
    <DetailSection id="back-to-back-margin" title={t('margin.title')}>
      {mnValue === null || rateSpread === null ? (
        <Typography color="textSecondary">{t('margin.unknown')}</Typography>
      ) : (
        <FieldGrid>
          <Field label={t('margin.mnValue')}>{money(mnValue, 'BRL')}</Field>
          <Field label={t('margin.rateSpread')}>{rate(rateSpread)}</Field>
        </FieldGrid>
      )}
    </DetailSection>
  );
}

function Detail({ operation }: { operation: BackToBackDetail }) {
  const { t } = useTranslation('backToBack');
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
            number: operation.operationNumber,
            date: format.date(operation.operationDate),
          })}
        </Typography>
        <Chip
          label={label(BACK_TO_BACK_STATUS_LABELS, operation.status)}
          color={STATUS_COLORS[operation.status]}
          variant={operation.status === 'canceled' ? 'outlined' : 'filled'}
        />
      </Stack>
      <OperationFields operation={operation} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <LegSection
          id="back-to-back-import"
          title={t('leg.importTitle')}
          empty={t('leg.importEmpty')}
          leg={operation.importLeg}
        />
        <LegSection
          id="back-to-back-export"
          title={t('leg.exportTitle')}
          empty={t('leg.exportEmpty')}
          leg={operation.exportLeg}
        />
      </Box>
      <MarginSection operation={operation} />
    </Stack>
  );
}

/**
 * /back-to-back-detail/:backId (spec 2, Treasury "Back to Back with Pending"): the operation's fields, its
 * import and export legs side by side (each contract a link to its page) and the margin between them.
 */
export function BackToBackDetailPage() {
  const { t } = useTranslation('backToBack');
  const { backId = '' } = useParams();
  return (
    <RecordPage
      record={useBackToBack(backId)}
      back={{ to: '/pending', label: t('detail.back') }}
      errorTitle={t('detail.heading')}
      texts={recordTexts(t)}
      maxWidth="xl"
    >
      {(operation) => <Detail operation={operation} />}
    </RecordPage>
  );
}
