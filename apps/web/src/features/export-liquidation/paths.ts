/** A contract's page (the contracts area's route; features do not import each other). */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;
