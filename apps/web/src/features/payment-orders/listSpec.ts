import { paymentOrdersList, type ScreenFilterName } from '@fxbo/domain';
import { listSpecOf } from '../../components/resourceList';

/**
 * /payment-order in the address bar: the filters of spec 3 "Payment order", sort and page, as the list
 * resource declares them (paymentOrdersList). `client` is only the chosen client's name, so the picker can
 * show it after a reload or from a link.
 */
export type PaymentOrderFilter = ScreenFilterName<typeof paymentOrdersList.filters>;

export const paymentOrdersListSpec = listSpecOf(paymentOrdersList);
