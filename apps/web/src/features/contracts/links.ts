// The pages a contract's detail links to (other areas' routes; features do not import each other).

/** A quotation the contract was closed from (spec 2, "Quotation detail"). */
export const quotationDetailPath = (id: string) => `/quotation-detail/${encodeURIComponent(id)}`;

/** A payment order settled with the contract. */
export const paymentOrderDetailPath = (id: string) => `/payment-order-detail/${encodeURIComponent(id)}`;

/** One of the contract's documents, on the contract's documents page. */
export const contractDocumentPath = (id: string) => `/contract-document/${encodeURIComponent(id)}`;

/** A back-to-back operation with the contract as a leg. */
export const backToBackDetailPath = (id: string) => `/back-to-back-detail/${encodeURIComponent(id)}`;
