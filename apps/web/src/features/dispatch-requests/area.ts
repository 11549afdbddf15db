import { DISPATCH_REQUESTS_ACCESS } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type dispatchRequests from '../../i18n/pt-BR/dispatchRequests.json';

declare module '../../i18n/resources' {
  interface AppResources {
    dispatchRequests: typeof dispatchRequests;
  }
}

/** Staff who consult trade see the list; Register and Reject need `trade.register-dispatch`. */
const { permissions, staffOnly } = DISPATCH_REQUESTS_ACCESS;
const namespaces = ['components', 'dispatchRequests'] as const;

export const dispatchRequestsArea: Area = {
  screens: [
    shellScreen(
      '/import-export/export-contracts/dispatch-request-to-register',
      async () => (await import('./DispatchRequestsPage')).DispatchRequestsPage,
      {
        permissions,
        staffOnly,
        title: 'dispatchRequest',
        namespaces,
        menu: menuPlace(
          'trade.export.dispatch',
          'Dispatch request to register',
          'nav.dispatchRequest',
          'dispatch',
        ),
      },
    ),
  ],
};
