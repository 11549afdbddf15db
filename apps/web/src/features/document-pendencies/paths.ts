/** A document's own page (the documents area's route; features do not import each other). */
export const documentDetailPath = (id: string) => `/document-detail/${encodeURIComponent(id)}`;
