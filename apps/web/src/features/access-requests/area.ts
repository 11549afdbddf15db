import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';

const permissions: readonly PermissionKey[] = ['access-requests.approve'];
// The queue's words live in the users catalogue, beside the user administration it feeds.
const namespaces = ['components', 'users'] as const;

export const accessRequestsArea: Area = {
  screens: [
    shellScreen(
      '/admin/users/access-requests',
      async () => (await import('./AccessRequestsPage')).AccessRequestsPage,
      {
        permissions,
        title: 'accessRequests',
        namespaces,
        menu: menuPlace('admin.access-requests', 'Access requests', 'nav.accessRequests', 'access-requests'),
      },
    ),
    shellScreen(
      '/admin/users/access-requests/:requestId',
      async () => (await import('./AccessRequestDetailPage')).AccessRequestDetailPage,
      { permissions, title: 'accessRequests', namespaces },
    ),
  ],
};
