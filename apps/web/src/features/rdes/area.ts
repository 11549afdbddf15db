import { RDE_DETAIL_ROUTE, type PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type rdes from '../../i18n/pt-BR/rdes.json';

declare module '../../i18n/resources' {
  interface AppResources {
    rdes: typeof rdes;
  }
}

const permissions: readonly PermissionKey[] = ['rde.consult'];
const namespaces = ['components', 'rdes'] as const;

export const rdesArea: Area = {
  screens: [
    shellScreen('/rde', async () => (await import('./RdeListPage')).RdeListPage, {
      permissions,
      title: 'rde',
      namespaces,
      menu: menuPlace('document.rde', 'RDE', 'nav.rde', 'rde'),
    }),
    shellScreen(RDE_DETAIL_ROUTE, async () => (await import('./RdeDetailPage')).RdeDetailPage, {
      permissions,
      title: 'rdeDetail',
      namespaces,
    }),
    // A report (spec 5): no menu entry, opened from /rde.
    shellScreen('/rde-report', async () => (await import('./RdeReportPage')).RdeReportPage, {
      permissions,
      title: 'rdeReport',
      namespaces,
      frame: 'toolbar-only', // a report (spec 2)
    }),
  ],
};
