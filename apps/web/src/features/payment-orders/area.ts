import {
  PAYMENT_ORDER_DETAIL_ROUTE,
  PAYMENT_ORDER_LIST_PATH,
  PAYMENT_ORDER_RECEIVE_ROUTE,
  type PermissionKey,
} from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type paymentOrders from '../../i18n/pt-BR/paymentOrders.json';
import { paymentOrderSpreadsPath } from './spreads/paths';

declare module '../../i18n/resources' {
  interface AppResources {
    paymentOrders: typeof paymentOrders;
  }
}

const permissions: readonly PermissionKey[] = ['payment-orders.consult'];
const namespaces = ['components', 'paymentOrders'] as const;

// The detail's staff actions need their own permissions too, which the server turns into `actions`.
export const paymentOrdersArea: Area = {
  screens: [
    shellScreen(
      PAYMENT_ORDER_LIST_PATH,
      async () => (await import('./PaymentOrdersPage')).PaymentOrdersPage,
      {
        permissions,
        title: 'paymentOrder',
        namespaces,
        menu: menuPlace('payment-orders', 'Payment Orders', 'nav.paymentOrders', 'payment-orders'),
      },
    ),
    shellScreen(
      PAYMENT_ORDER_DETAIL_ROUTE,
      async () => (await import('./PaymentOrderDetailPage')).PaymentOrderDetailPage,
      { permissions, title: 'paymentOrderDetail', namespaces },
    ),
    // The receiving flow (spec 3): a client's trade, opened from the detail's Receive button.
    shellScreen(
      PAYMENT_ORDER_RECEIVE_ROUTE,
      async () => (await import('./receive/PaymentOrderReceivePage')).PaymentOrderReceivePage,
      { permissions: ['payment-orders.receive'], title: 'paymentOrderReceive', namespaces },
    ),
    // Staff set the spread and fee per client and currency (issue 12); reached from the list's header, as the
    // menu's Payment Orders is one item.
    shellScreen(
      paymentOrderSpreadsPath,
      async () => (await import('./spreads/PaymentOrderSpreadsPage')).PaymentOrderSpreadsPage,
      { permissions: ['payment-orders.spreads'], title: 'paymentOrderSpreads', namespaces },
    ),
  ],
};
