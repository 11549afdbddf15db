/*
 * What every area's API hooks share about its records (remittances, users): the query keys, whose list key is
 * the one the list pages use (useResourceRows: `[name, 'list', url]`), so that a mutation's invalidation of
 * `lists()` reaches them; and the address of one record or of an action on it.
 */

export const recordKeys = (name: string) => ({
  all: [name] as const,
  lists: () => [name, 'list'] as const,
  detail: (id: string) => [name, 'detail', id] as const,
});

/** `/api/<name>/<id><action>`, e.g. `recordPath('users')(id, '/unblock')`. */
export const recordPath =
  (name: string) =>
  (id: string, action = '') =>
    `/api/${name}/${encodeURIComponent(id)}${action}`;
