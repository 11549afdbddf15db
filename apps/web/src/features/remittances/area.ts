import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type remittances from '../../i18n/pt-BR/remittances.json';

declare module '../../i18n/resources' {
  interface AppResources {
    remittances: typeof remittances;
  }
}

const permissions: readonly PermissionKey[] = ['remittances.consult'];
const namespaces = ['components', 'remittances'] as const;
const detail = async () => (await import('./RemittanceDetailPage')).RemittanceDetailPage;

// The spec marks /remittance-detail guest-only; it shows a remittance's beneficiary and payment data, so here
// it needs a session and remittances.consult (docs/decisions.md).
export const remittancesArea: Area = {
  screens: [
    shellScreen('/remittance', async () => (await import('./RemittanceListPage')).RemittanceListPage, {
      permissions,
      title: 'remittance',
      namespaces,
      menu: menuPlace('shipments.queries', 'Queries', 'nav.queries', 'search'),
    }),
    shellScreen('/remittance-detail', detail, { permissions, title: 'remittanceDetail', namespaces }),
    shellScreen('/remittance-detail/:id', detail, { permissions, title: 'remittanceDetail', namespaces }),
  ],
};
