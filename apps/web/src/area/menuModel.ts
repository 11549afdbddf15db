import type { MenuItem } from './menu';

/** Spec 9: the menu search shows at most 10 suggestions. */
export const SEARCH_LIMIT = 10;

/**
 * The menu a user sees (spec 2: "menu items are filtered by role"): an item shows when it requires nothing or
 * the user holds one of its permissions (and is on the staff, for a staff work queue); a group or collapse shows
 * when at least one of its children does.
 */
export function filterMenu(
  items: readonly MenuItem[],
  roles: readonly string[],
  /** The user's kind: a staff work queue (`staffOnly`) shows to a staff user only. */
  kind?: string,
): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.auth && item.auth.length > 0 && !item.auth.some((key) => roles.includes(key))) return [];
    if (item.staffOnly && kind !== 'staff') return [];
    if (!item.children) return [item];
    const children = filterMenu(item.children, roles, kind);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** A navigable entry of the menu, with the titles of the entries above it ("Document › Queries"). */
export interface MenuEntry {
  item: MenuItem;
  url: string;
  title: string;
  /** Titles of the groups and collapses it sits in, outermost first. */
  trail: string[];
}

/** Every entry with a url, depth first, titled by `title` (the translation). */
export function flattenMenu(items: readonly MenuItem[], title: (item: MenuItem) => string): MenuEntry[] {
  const walk = (list: readonly MenuItem[], trail: string[]): MenuEntry[] =>
    list.flatMap((item) => {
      const own = item.url ? [{ item, url: item.url, title: title(item), trail }] : [];
      return [...own, ...(item.children ? walk(item.children, [...trail, title(item)]) : [])];
    });
  return walk(items, []);
}

/** Lower case without accents, so "cambio" finds "Câmbio". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Entries whose title or trail contain every word of the query, best first (title starts with the query,
 * then a word of the title does, then the rest, each in menu order), at most `limit`. An empty query lists
 * the first entries.
 */
export function searchMenu(entries: readonly MenuEntry[], query: string, limit = SEARCH_LIMIT): MenuEntry[] {
  const q = normalize(query);
  if (q === '') return entries.slice(0, limit);
  const words = q.split(/\s+/);
  const scored = entries.flatMap((entry, index) => {
    const title = normalize(entry.title);
    const haystack = normalize([...entry.trail, entry.title].join(' '));
    if (!words.every((w) => haystack.includes(w))) return [];
    const rank = title.startsWith(q)
      ? 0
      : title.split(/\s+/).some((w) => w.startsWith(words[0] ?? ''))
        ? 1
        : 2;
    return [{ entry, rank, index }];
  });
  scored.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.entry);
}

/** Does the page at `pathname` belong to the entry at `url` (itself, or a page under it)? */
export function isUnder(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}

/**
 * Ids of the entries leading to the page at `pathname`, outermost first; empty when none does. When several
 * entries hold the page (/admin/users and /admin/users/access-requests), the most specific one wins.
 */
export function activeTrail(items: readonly MenuItem[], pathname: string): string[] {
  let best: { trail: string[]; length: number } | undefined;
  const walk = (list: readonly MenuItem[], above: string[]) => {
    for (const item of list) {
      const trail = [...above, item.id];
      if (item.url && isUnder(pathname, item.url) && item.url.length > (best?.length ?? -1)) {
        best = { trail, length: item.url.length };
      }
      if (item.children) walk(item.children, trail);
    }
  };
  walk(items, []);
  return best?.trail ?? [];
}

/** The entry with this id, wherever it is. */
export function findItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const below = item.children ? findItem(item.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}
