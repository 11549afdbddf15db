import { usersList, type ScreenFilterName } from '@fxbo/domain';
import type { ListState } from '../../components/listState';
import { listApiQuery, listSpecOf } from '../../components/resourceList';

/**
 * /admin/users in the address bar: the spec's filters (name, e-mail, CPF, status, client), sort and page, as
 * the list resource declares them (usersList). `client` is only the chosen client's name, so the picker can
 * show it after a reload or from a shared link.
 */
export type UserFilter = ScreenFilterName<typeof usersList.filters>;

export const PAGE_SIZES = usersList.pageSizes;

export const usersListSpec = listSpecOf(usersList);

/** GET /api/users's query string for a list state (the client's name stays in the address bar). */
export function usersApiQuery(state: ListState<UserFilter>): string {
  return listApiQuery(usersList, state);
}
