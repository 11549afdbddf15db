import {
  PAGE_SIZE_DEFAULT,
  REMITTANCE_SORTABLE,
  REMITTANCE_STATUSES,
  REMITTANCE_TYPE_FILTERS,
} from '@fxbo/domain';
import {
  isoDateFilter,
  matching,
  NUMERIC_ID_PATTERN,
  oneOf,
  queryString,
  sortParam,
  textFilter,
  type ListSpec,
  type ListState,
} from '../../components/listState';

export type RemittanceFilter =
  | 'taxId'
  | 'reference'
  | 'shipperId'
  | 'shipper'
  | 'status'
  | 'name'
  | 'paymentDateFrom'
  | 'paymentDateTo'
  | 'vetRate'
  | 'type'
  | 'includeDateFrom'
  | 'includeDateTo';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * /remittance in the address bar: the spec's filters (spec 3, "Remittance filters"), sort and page.
 * `shipper` is only the chosen remittant's name, so the picker can show it after a reload or from a link.
 */
export const remittancesListSpec: ListSpec<RemittanceFilter> = {
  filters: {
    taxId: { parse: textFilter(20) },
    reference: { parse: textFilter(100) },
    shipperId: { parse: matching(NUMERIC_ID_PATTERN) },
    shipper: { parse: textFilter(200) },
    status: { parse: oneOf(REMITTANCE_STATUSES) },
    name: { parse: textFilter(200) },
    paymentDateFrom: { parse: isoDateFilter },
    paymentDateTo: { parse: isoDateFilter },
    vetRate: { parse: matching(/^\d{1,10}([.,]\d{1,8})?$/) },
    type: { parse: oneOf(REMITTANCE_TYPE_FILTERS), default: 'all' },
    includeDateFrom: { parse: isoDateFilter },
    includeDateTo: { parse: isoDateFilter },
  },
  sortable: REMITTANCE_SORTABLE,
  defaultSort: { field: 'includeDate', direction: 'desc' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
};

function filterParams({ filters }: ListState<RemittanceFilter>) {
  return {
    taxId: filters.taxId,
    reference: filters.reference,
    shipperId: filters.shipperId,
    status: filters.status,
    name: filters.name,
    paymentDateFrom: filters.paymentDateFrom,
    paymentDateTo: filters.paymentDateTo,
    vetRate: filters.vetRate?.replace(',', '.'),
    type: filters.type && filters.type !== 'all' ? filters.type : undefined,
    includeDateFrom: filters.includeDateFrom,
    includeDateTo: filters.includeDateTo,
  };
}

/** GET /api/remittances's query string for a list state (the shipper's name stays in the address bar). */
export function remittancesApiQuery(state: ListState<RemittanceFilter>): string {
  return queryString({
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? sortParam(state.sort) : undefined,
    ...filterParams(state),
  });
}

/** The export of every row matching the list's filters, in its order and in the UI language. */
export function remittancesExportUrl(
  state: ListState<RemittanceFilter>,
  format: 'csv' | 'xlsx',
  lang: string,
): string {
  return `/api/remittances/export.${format}${queryString({
    sort: state.sort ? sortParam(state.sort) : undefined,
    ...filterParams(state),
    lang,
  })}`;
}
