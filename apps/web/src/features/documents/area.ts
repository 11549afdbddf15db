import { DOCUMENT_DETAIL_ROUTE, DOCUMENT_LIST_PATH, type PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type documents from '../../i18n/pt-BR/documents.json';

declare module '../../i18n/resources' {
  interface AppResources {
    documents: typeof documents;
  }
}

const permissions: readonly PermissionKey[] = ['documents.consult'];
const namespaces = ['components', 'documents'] as const;

export const documentsArea: Area = {
  screens: [
    shellScreen(DOCUMENT_LIST_PATH, async () => (await import('./DocumentsPage')).DocumentsPage, {
      permissions,
      title: 'document',
      namespaces,
      menu: menuPlace('document.queries', 'Queries', 'nav.queries', 'search'),
    }),
    shellScreen(
      DOCUMENT_DETAIL_ROUTE,
      async () => (await import('./DocumentDetailPage')).DocumentDetailPage,
      { permissions, title: 'documentDetail', namespaces },
    ),
    // Spec 2's "document report": reached from /document's toolbar, no menu entry of its own.
    shellScreen('/document-report', async () => (await import('./DocumentReportPage')).DocumentReportPage, {
      permissions,
      title: 'documentReport',
      namespaces,
      frame: 'toolbar-only', // a report (spec 2)
    }),
  ],
};
