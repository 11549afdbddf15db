import { ACCESS_REQUEST_DETAIL_ROUTE, type PermissionKey, ACCESS_REQUESTS_PATH } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';

const permissions: readonly PermissionKey[] = ['access-requests.approve'];
// The queue's words live in the users catalogue, beside the user administration it feeds.
const namespaces = ['components', 'users'] as const;

export const accessRequestsArea: Area = {
  screens: [
    shellScreen(ACCESS_REQUESTS_PATH, async () => (await import('./AccessRequestsPage')).AccessRequestsPage, {
      permissions,
      title: 'accessRequests',
      namespaces,
      menu: menuPlace('admin.access-requests', 'Access requests', 'nav.accessRequests', 'access-requests'),
    }),
    shellScreen(
      ACCESS_REQUEST_DETAIL_ROUTE,
      async () => (await import('./AccessRequestDetailPage')).AccessRequestDetailPage,
      { permissions, title: 'accessRequests', namespaces },
    ),
  ],
};
