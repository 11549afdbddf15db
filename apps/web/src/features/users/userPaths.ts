/** A user's page under user administration. */
export const userDetailPath = (id: string) => `/admin/users/${encodeURIComponent(id)}/detail`;
