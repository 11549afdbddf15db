import { SESSION_STORAGE_PREFIX } from '../session/session';

/*
 * The way back to a list as it was left: each list screen remembers its address's query (filters, sort, page)
 * in this tab, under its path; a record page's "Voltar" to that path returns there. Kept with the session's
 * stored data, so signing out forgets it (a filter may name a client).
 */

const KEY = `${SESSION_STORAGE_PREFIX}list:`;

/** Remembers the query a list at `pathname` shows now (`?…`, or '' for its defaults). */
export function rememberListAddress(
  pathname: string,
  search: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(`${KEY}${pathname}`, search);
  } catch {
    // Storage full or blocked: the way back leads to the list's defaults.
  }
}

/** `to` (a list's path) with the query it was left with in this tab; `to` itself when it names one already. */
export function listReturnPath(to: string, storage: Storage | undefined = globalThis.sessionStorage): string {
  if (to.includes('?')) return to;
  try {
    const search = storage?.getItem(`${KEY}${to}`);
    return search ? `${to}${search.startsWith('?') ? '' : '?'}${search}` : to;
  } catch {
    return to;
  }
}
