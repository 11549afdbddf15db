/** A contract's detail (spec 2 "/contract-detail/{contractId}"). */
export const contractDetailPath = (id: string): string => `/contract-detail/${encodeURIComponent(id)}`;
