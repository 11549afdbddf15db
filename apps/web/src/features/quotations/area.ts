import { QUOTATION_DETAIL_ROUTE, type PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type quotations from '../../i18n/pt-BR/quotations.json';

declare module '../../i18n/resources' {
  interface AppResources {
    quotations: typeof quotations;
  }
}

// The PDF is printed with the same permission: it shows nothing the detail does not.
const permissions: readonly PermissionKey[] = ['quotations.consult'];
const namespaces = ['components', 'quotations'] as const;

export const quotationsArea: Area = {
  screens: [
    shellScreen('/quotation', async () => (await import('./QuotationsPage')).QuotationsPage, {
      permissions,
      title: 'quotation',
      namespaces,
      menu: menuPlace('contract.quotation', 'Quotation', 'nav.quotation', 'quotation'),
    }),
    shellScreen(
      QUOTATION_DETAIL_ROUTE,
      async () => (await import('./QuotationDetailPage')).QuotationDetailPage,
      { permissions, title: 'quotationDetail', namespaces },
    ),
  ],
};
