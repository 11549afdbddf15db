import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type paymentOrders from '../../i18n/pt-BR/paymentOrders.json';

declare module '../../i18n/resources' {
  interface AppResources {
    paymentOrders: typeof paymentOrders;
  }
}

const permissions: readonly PermissionKey[] = ['payment-orders.consult'];

// The detail (/payment-order-detail/:paymentId) is still planned, in features/coming/area.ts.
export const paymentOrdersArea: Area = {
  screens: [
    shellScreen('/payment-order', async () => (await import('./PaymentOrdersPage')).PaymentOrdersPage, {
      permissions,
      title: 'paymentOrder',
      namespaces: ['components', 'paymentOrders'],
      menu: menuPlace('payment-orders', 'Payment Orders', 'nav.paymentOrders', 'payment-orders'),
    }),
  ],
};
