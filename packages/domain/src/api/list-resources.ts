import * as domain from '../index';

/*
 * Every list resource of the product, found, not listed: each export of the package's barrel (index.ts) made by
 * `defineListResource`, which marks it. A new list joins by being exported (its file's line in index.ts).
 *
 * This file reads the whole barrel while it loads, so index.ts re-exports it LAST, and no file the barrel exports
 * may import it (what it read would not be there yet: a ReferenceError at start, in every test).
 */

type Exports = typeof domain;
/** The barrel's list resources, each with its precise type (this file's own exports left out: they are lists). */
type Marked = {
  [K in Exclude<keyof Exports, 'LIST_RESOURCES' | 'LIST_VIEW_LISTS'>]: Exports[K] extends {
    readonly listResource: true;
  }
    ? Exports[K]
    : never;
}[Exclude<keyof Exports, 'LIST_RESOURCES' | 'LIST_VIEW_LISTS'>];

const isListResource = (value: unknown): value is Marked =>
  typeof value === 'object' && value !== null && 'listResource' in value && value.listResource === true;

/** Every list resource of the product: what `npm run bench` measures (each with its declared combinations). */
export const LIST_RESOURCES: readonly Marked[] = /* @__PURE__ */ Object.values(domain).filter(isListResource);

/** The lists that have saved views (api/list-views.ts): every declared list resource, by its name. */
export const LIST_VIEW_LISTS: readonly string[] = LIST_RESOURCES.map((resource) => resource.name);
