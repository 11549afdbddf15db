import {
  BACK_TO_BACK_DETAIL_FIELDS,
  BACK_TO_BACK_LEG_FIELDS,
  BACK_TO_BACK_MARGIN_FIELDS,
  backToBackDetailSchema,
  backToBackList,
  type BackToBackDetail,
} from '@fxbo/domain';
import { recordDetailPage } from '../../components/detail/recordDetailPage';
import { detailView } from '../../components/detail/view';

const STATUS = backToBackList.columns.status;

const legBlock = (
  id: string,
  title: 'leg.importTitle' | 'leg.exportTitle',
  empty: 'leg.importEmpty' | 'leg.exportEmpty',
  of: (o: BackToBackDetail) => object | null,
) => ({ id, title, empty, of, fields: BACK_TO_BACK_LEG_FIELDS, list: 150 }) as const;

const BACK_TO_BACK_VIEW = detailView<BackToBackDetail>()({
  ns: 'backToBack',
  back: '/pending',
  title: (o, { t, date }) => t('detail.title', { number: o.operationNumber, date: date(o.operationDate) }),
  status: { of: (o) => o.status, labels: STATUS.labels, colors: STATUS.colors },
  blocks: [
    { id: 'back-to-back-fields', title: 'detail.fields', fields: BACK_TO_BACK_DETAIL_FIELDS },
    {
      side: [
        legBlock('back-to-back-import', 'leg.importTitle', 'leg.importEmpty', (o) => o.importLeg),
        legBlock('back-to-back-export', 'leg.exportTitle', 'leg.exportEmpty', (o) => o.exportLeg),
      ],
      from: 'md',
    },
    {
      id: 'back-to-back-margin',
      title: 'margin.title',
      empty: 'margin.unknown',
      fields: BACK_TO_BACK_MARGIN_FIELDS,
      // Unknown while a leg is missing.
      of: ({ margin }) => (margin.mnValue === null || margin.rateSpread === null ? null : margin),
    },
  ],
});

/**
 * /back-to-back-detail/:backId (spec 2, Treasury "Back to Back with Pending"): the operation's fields, its
 * import and export legs side by side (each contract a link to its page) and the margin between them.
 */
export const BackToBackDetailPage = recordDetailPage(BACK_TO_BACK_VIEW, {
  api: 'back-to-back',
  schema: backToBackDetailSchema,
  param: 'backId',
});
