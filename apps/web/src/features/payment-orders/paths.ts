/** The order's own page (spec 2, "Payment order detail"). */
export const paymentOrderDetailPath = (id: string) => `/payment-order-detail/${encodeURIComponent(id)}`;

/** The receiving flow of one order (built apart, by its own screen). */
export const paymentOrderReceivePath = (id: string) => `${paymentOrderDetailPath(id)}/receive`;

/** A purchase contract's page. */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;
