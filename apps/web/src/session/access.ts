/** Who may open a route: visitors only, signed-in users only, or anyone (the 404 page). */
export type RouteAuth = 'guest' | 'signed-in' | 'any';

export interface RouteAccess {
  auth: RouteAuth;
  /** Any one of these roles opens the route (spec 6: roles are 'admin' plus one per permission key). */
  permissions?: readonly string[];
  /** A staff work queue: a client user may not open it, whatever they hold (the API answers them 403). */
  staffOnly?: boolean;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
const NEXT_PARAM = 'next';
/** The same name as the domain's SESSION_ENDED_PARAM (a test holds them equal), without its weight here. */
export const ENDED_PARAM = 'ended';

// Pages a user should never be sent back to after signing in.
const GUEST_PATHS = ['/login', '/register', '/recovery-password', '/reset-password'];

/**
 * The `next` parameter, if it is a path of this app worth returning to: same origin only (no `//host` or
 * `/\host`, which browsers treat as another site) and not one of the guest pages.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://app.invalid') return undefined;
  if (GUEST_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return undefined;
  if (url.pathname === '/') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /login, remembering `wanted` (path, query and hash) when it is worth coming back to, and why the session
 * ended when it was ended (`ended`, SESSION_ENDED_PARAM: the page says so).
 */
export function loginPath(wanted: string, ended?: string): string {
  const next = safeNext(wanted);
  const params = new URLSearchParams();
  if (next) params.set(NEXT_PARAM, next);
  if (ended) params.set(ENDED_PARAM, ended);
  return params.size > 0 ? `${LOGIN_PATH}?${params}` : LOGIN_PATH;
}

/** Where a user goes after signing in: the remembered path, else /home. */
export function afterSignInPath(search: string): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM)) ?? HOME_PATH;
}

export function holdsAny(roles: readonly string[], permissions: readonly string[] | undefined): boolean {
  if (!permissions || permissions.length === 0) return true;
  return permissions.some((p) => roles.includes(p));
}

/**
 * The guard of every route (spec 2, routing rules): visitors are sent to /login remembering the wanted path;
 * signed-in users are sent from the guest pages to where they were going (or /home); a signed-in user without
 * any of the route's permissions is told so.
 */
export function decideAccess(
  access: RouteAccess,
  user: { roles: readonly string[]; kind?: string } | null,
  url: { pathname: string; search: string; hash: string },
  /** Why the session ended, when the session check said so: carried to /login, which says it. */
  ended?: string,
): AccessDecision {
  if (access.auth === 'any') return { kind: 'allow' };
  if (access.auth === 'guest') {
    return user ? { kind: 'redirect', to: afterSignInPath(url.search) } : { kind: 'allow' };
  }
  if (!user) return { kind: 'redirect', to: loginPath(`${url.pathname}${url.search}${url.hash}`, ended) };
  if (access.staffOnly && user.kind !== 'staff') return { kind: 'forbidden' };
  return holdsAny(user.roles, access.permissions) ? { kind: 'allow' } : { kind: 'forbidden' };
}

/** Root: /home with a session, /login without (spec 2). */
export function rootRedirect(user: unknown): string {
  return user ? HOME_PATH : LOGIN_PATH;
}
