import { BACK_TO_BACK_DETAIL_ROUTE, type PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type backToBack from '../../i18n/pt-BR/backToBack.json';

declare module '../../i18n/resources' {
  interface AppResources {
    backToBack: typeof backToBack;
  }
}

const permissions: readonly PermissionKey[] = ['treasury.back-to-back'];
const namespaces = ['components', 'backToBack'] as const;

export const backToBackArea: Area = {
  screens: [
    shellScreen('/pending', async () => (await import('./BackToBackPendingPage')).BackToBackPendingPage, {
      permissions,
      title: 'backToBackPending',
      namespaces,
      menu: menuPlace('treasury.back-to-back.pending', 'Pending', 'nav.pending', 'pending'),
    }),
    shellScreen(
      BACK_TO_BACK_DETAIL_ROUTE,
      async () => (await import('./BackToBackDetailPage')).BackToBackDetailPage,
      { permissions, title: 'backToBackDetail', namespaces },
    ),
  ],
};
