import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type balance from '../../i18n/pt-BR/balance.json';

declare module '../../i18n/resources' {
  interface AppResources {
    balance: typeof balance;
  }
}

const permissions: readonly PermissionKey[] = ['balance.consult'];

export const balanceArea: Area = {
  screens: [
    shellScreen('/balance', async () => (await import('./BalancePage')).BalancePage, {
      permissions,
      title: 'balance',
      namespaces: ['components', 'balance'],
      menu: menuPlace('shipments.balance', 'Balance', 'nav.balance', 'balance'),
    }),
  ],
};
