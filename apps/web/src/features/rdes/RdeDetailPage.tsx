import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  countryName,
  humaniseDetailKey,
  orderedDetailKeys,
  RDE_DETAIL_COUNTRY_KEYS,
  RDE_DETAIL_KEY_LABELS,
  rdeDetailSchema,
  rdesList,
  RDE_DETAIL_FIELDS,
  RDE_TYPE_LABELS,
  type RdeDetail,
  RDE_DETAIL_VALUE_WORDS,
  storedWords,
  YES_NO_LABELS,
} from '@fxbo/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataList, DetailSection } from '../../components/DetailSection';
import { recordDetailPage } from '../../components/detail/recordDetailPage';
import { detailView } from '../../components/detail/view';
import { useFormatters } from '../../components/format';
import { useLanguage, useMoney } from '../../components/money';
import { contractNumberColumn, SectionTable } from '../../components/SectionTable';
import { RDE_LIST_PATH } from './paths';

/** The module's data (`details`): the known keys labelled, the others humanised, each value written for people. */
function ModuleData({ record: { details } }: { record: RdeDetail }) {
  const { t } = useTranslation('rdes');
  const { label, language } = useMoney();
  const lang = useLanguage();
  const numbers = new Intl.NumberFormat(language);
  const text = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return label(YES_NO_LABELS, String(value));
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
function LinkedContracts({ record: { contracts } }: { record: RdeDetail }) {
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
        contractNumberColumn(t('contracts.contract')),
        { header: t('contracts.date'), cell: (k) => format.date(k.contractDate) },
        { header: t('contracts.type'), cell: (k) => label(CONTRACT_TYPE_LABELS, k.type) },
        { header: t('contracts.status'), cell: (k) => label(CONTRACT_STATUS_LABELS, k.status) },
        { header: t('contracts.value'), numeric: true, cell: (k) => money(k.meValue, k.currency) },
      ]}
    />
  );
}

function TypeChip({ record: rde }: { record: RdeDetail }) {
  const { label } = useMoney();
  return <Chip label={label(RDE_TYPE_LABELS, rde.rdeType)} variant="outlined" />;
}

const STATUS = rdesList.columns.status;

const RDE_VIEW = detailView<RdeDetail>()({
  ns: 'rdes',
  back: RDE_LIST_PATH,
  title: (rde, { t }) => t('detail.title', { number: rde.rdeNumber }),
  before: TypeChip,
  status: { of: (rde) => rde.status, labels: STATUS.labels, colors: STATUS.colors },
  blocks: [
    { id: 'rde-fields', title: 'detail.fields', fields: RDE_DETAIL_FIELDS },
    { component: ModuleData },
    { component: LinkedContracts },
  ],
});

/**
 * /rde-detail/:rdeId (spec 2, Document "RDE"): every field of the registration (its module named as the
 * Central Bank does today, with the former name), the module's data labelled, and the contracts registered
 * under its number.
 */
export const RdeDetailPage = recordDetailPage(RDE_VIEW, {
  api: 'rdes',
  schema: rdeDetailSchema,
  param: 'rdeId',
});
