import { type PermissionKey, PARCELS_TO_AUTHORIZE_PATH } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type parcels from '../../i18n/pt-BR/parcels.json';

declare module '../../i18n/resources' {
  interface AppResources {
    parcels: typeof parcels;
  }
}

const permissions: readonly PermissionKey[] = ['parcels.consult', 'parcels.authorize'];

export const parcelsArea: Area = {
  screens: [
    shellScreen(PARCELS_TO_AUTHORIZE_PATH, async () => (await import('./ParcelsPage')).ParcelsPage, {
      permissions,
      title: 'parcelsToAuthorize',
      namespaces: ['components', 'parcels'],
      menu: menuPlace('document.to-authorize', 'To authorize', 'nav.toAuthorize', 'authorize'),
    }),
  ],
};
