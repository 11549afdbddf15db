import { PAGE_SIZE_DEFAULT, USER_STATUSES } from '@fxbo/domain';
import {
  matching,
  NUMERIC_ID_PATTERN,
  oneOf,
  queryString,
  sortParam,
  textFilter,
  type ListSpec,
  type ListState,
} from '../../components/listState';

export type UserFilter = 'name' | 'email' | 'cpf' | 'status' | 'clientId' | 'client';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * /admin/users in the address bar: the spec's filters (name, e-mail, CPF, status, client), sort and page.
 * `client` is only the chosen client's name, so the picker can show it after a reload or from a shared link.
 */
export const usersListSpec: ListSpec<UserFilter> = {
  filters: {
    name: { parse: textFilter(200) },
    email: { parse: textFilter(254) },
    cpf: { parse: textFilter(20) },
    status: { parse: oneOf(USER_STATUSES) },
    clientId: { parse: matching(NUMERIC_ID_PATTERN) },
    client: { parse: textFilter(200) },
  },
  sortable: ['name', 'email', 'status', 'createdAt', 'lastLoginAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
};

/** GET /api/users's query string for a list state (the client's name stays in the address bar). */
export function usersApiQuery({ filters, sort, page, pageSize }: ListState<UserFilter>): string {
  return queryString({
    page,
    pageSize,
    sort: sort ? sortParam(sort) : undefined,
    name: filters.name,
    email: filters.email,
    cpf: filters.cpf,
    status: filters.status,
    clientId: filters.clientId,
  });
}
