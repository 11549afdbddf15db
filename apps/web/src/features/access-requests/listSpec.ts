import { accessRequestsList, type ScreenFilterName } from '@fxbo/domain';
import { listSpecOf } from '../../components/resourceList';

/**
 * /admin/users/access-requests in the address bar, as accessRequestsList declares it: the requests waiting
 * for a decision first (`pending` by default), `all` for every request.
 */
export type RequestFilter = ScreenFilterName<typeof accessRequestsList.filters>;

export const requestsListSpec = listSpecOf(accessRequestsList);
