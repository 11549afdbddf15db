import * as domain from './index';

/*
 * Every list resource of the product, found, not listed: each export of the package's barrel (index.ts) made by
 * `defineListResource`, which marks it. A new list joins by being exported (its file's line in index.ts).
 *
 * This file reads the whole barrel, so the barrel does not export it (that was an import circle, which the
 * architecture test refuses): it is its own entry, `@fxbo/domain/list-resources`.
 */

type Exports = typeof domain;
/** This file's own exports: read while they are being made, they are not there yet (and are not lists). */
type Own = 'LIST_RESOURCES' | 'LIST_VIEW_LISTS';
const OWN: readonly string[] = ['LIST_RESOURCES', 'LIST_VIEW_LISTS'] satisfies readonly Own[];
/** The barrel's list resources, each with its precise type. */
type Marked = {
  [K in Exclude<keyof Exports, Own>]: Exports[K] extends { readonly listResource: true } ? Exports[K] : never;
}[Exclude<keyof Exports, Own>];

const isListResource = (value: unknown): value is Marked =>
  typeof value === 'object' && value !== null && 'listResource' in value && value.listResource === true;

/** Every list resource of the product: what `npm run bench` measures (each with its declared combinations). */
export const LIST_RESOURCES: readonly Marked[] = /* @__PURE__ */ Reflect.ownKeys(domain)
  // Names only (Object.keys would read every value, this file's own too, before they exist).
  .filter((name): name is string => typeof name === 'string' && !OWN.includes(name))
  .map((name) => (domain as Record<string, unknown>)[name])
  .filter(isListResource);

/** The lists that have saved views (api/list-views.ts): every declared list resource, by its name. */
export const LIST_VIEW_LISTS: readonly string[] = LIST_RESOURCES.map((resource) => resource.name);
