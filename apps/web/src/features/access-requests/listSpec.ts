import { accessRequestsList, type ScreenFilterName } from '@fxbo/domain';
import type { ListState } from '../../components/listState';
import { listApiQuery, listSpecOf } from '../../components/resourceList';

/**
 * /admin/users/access-requests in the address bar, as accessRequestsList declares it: the requests waiting
 * for a decision first (`pending` by default), `all` for every request.
 */
export type RequestFilter = ScreenFilterName<typeof accessRequestsList.filters>;

export const requestsListSpec = listSpecOf(accessRequestsList);

export function requestsApiQuery(state: ListState<RequestFilter>): string {
  return listApiQuery(accessRequestsList, state);
}
