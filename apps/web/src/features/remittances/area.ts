import {
  REMITTANCE_DETAIL_PATH,
  REMITTANCE_DETAIL_ROUTE,
  REMITTANCE_LIST_PATH,
  type PermissionKey,
} from '@fxbo/domain';
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
    shellScreen(REMITTANCE_LIST_PATH, async () => (await import('./RemittanceListPage')).RemittanceListPage, {
      permissions,
      title: 'remittance',
      namespaces,
      menu: menuPlace('shipments.queries', 'Queries', 'nav.queries', 'search'),
    }),
    shellScreen(REMITTANCE_DETAIL_PATH, detail, { permissions, title: 'remittanceDetail', namespaces }),
    shellScreen(REMITTANCE_DETAIL_ROUTE, detail, { permissions, title: 'remittanceDetail', namespaces }),
  ],
};
