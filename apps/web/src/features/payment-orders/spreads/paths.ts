/** The spreads screen (issue 12), opened from the payment orders list's header. */
export const paymentOrderSpreadsPath = '/payment-order-spreads';
