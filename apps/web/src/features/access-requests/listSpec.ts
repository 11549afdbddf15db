import { ACCESS_REQUEST_STATUSES, PAGE_SIZE_DEFAULT } from '@fxbo/domain';
import { oneOf, queryString, sortParam, type ListSpec, type ListState } from '../../components/listState';

export type RequestFilter = 'status';
export const ALL_STATUSES = 'all';
export const STATUS_OPTIONS = [...ACCESS_REQUEST_STATUSES, ALL_STATUSES] as const;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The requests waiting for a decision first: `pending` is the default, `all` shows every request. */
export const requestsListSpec: ListSpec<RequestFilter> = {
  filters: { status: { parse: oneOf(STATUS_OPTIONS), default: 'pending' } },
  sortable: ['createdAt', 'name'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
};

/** The API's filters: every status when the screen says "all". */
function apiFilters({ filters, sort }: ListState<RequestFilter>) {
  return {
    sort: sort ? sortParam(sort) : undefined,
    status: filters.status === ALL_STATUSES ? undefined : filters.status,
  };
}

export function requestsApiQuery(state: ListState<RequestFilter>): string {
  return queryString({ page: state.page, pageSize: state.pageSize, ...apiFilters(state) });
}

/** The download of every request the list shows, in its order and in the screen's language. */
export function requestsDownloadUrl(state: ListState<RequestFilter>, format: 'csv' | 'xlsx', lang: string) {
  return `/api/access-requests/export.${format}${queryString({ ...apiFilters(state), lang })}`;
}
