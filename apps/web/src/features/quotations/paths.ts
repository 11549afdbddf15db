/** A quotation's own page (spec 2, "Quotation detail"). */
export const quotationDetailPath = (id: string) => `/quotation-detail/${encodeURIComponent(id)}`;

/** A linked contract's detail page. */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;
