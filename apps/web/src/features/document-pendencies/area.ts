import { type PermissionKey, PENDING_DOCUMENTS_PATH } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type documentPendencies from '../../i18n/pt-BR/documentPendencies.json';

declare module '../../i18n/resources' {
  interface AppResources {
    documentPendencies: typeof documentPendencies;
  }
}

const permissions: readonly PermissionKey[] = ['documents.consult'];

export const documentPendenciesArea: Area = {
  screens: [
    shellScreen(
      PENDING_DOCUMENTS_PATH,
      async () => (await import('./DocumentPendenciesPage')).DocumentPendenciesPage,
      {
        permissions,
        title: 'documentsPending',
        namespaces: ['components', 'documentPendencies'],
        menu: menuPlace('document.pending', 'Pending', 'nav.pending', 'pending'),
      },
    ),
  ],
};
