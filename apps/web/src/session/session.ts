// The session as the page knows it, on a floor below the route table (app/), the shell and the screens, which
// all read it from here.
import type { SessionUserDto } from '@fxbo/domain';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify as defaultNotify, type NotifyOptions } from '../components/notifications';
import { ApiError, fetchJson, fetchNoContent, fetchOptionalJson, lazySchema } from '../http/fetchJson';
import { loginPath } from './access';

export type SessionUser = SessionUserDto;

export const sessionKey = ['session'] as const;

const signedInSchema = lazySchema(async () => (await import('./sessionSchema')).signedInSchema);
const sessionStateSchema = lazySchema(async () => (await import('./sessionSchema')).sessionStateSchema);

/** Why this browser's session ended, when GET /api/auth/session said so (the sign-in page tells it). */
export const sessionEndedKey = ['session-ended'] as const;

/** The reason the last session check found, for the guard's redirect to /login. */
export function sessionEndedReason(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<string>(sessionEndedKey);
}

/**
 * The signed-in user, or null when there is no session. The session itself is an httpOnly cookie the page
 * cannot read; this query is the page's only knowledge of it. A page that knows no user asks
 * GET /api/auth/session, which answers a visitor with 204 (a guest is not an error, and a 401 would be one in
 * the browser's console) and a browser whose session was ended by a change with the reason; a page that believes it is signed in asks GET /api/auth/me, whose 401 ends the
 * session with the server's message (handleUnauthorized).
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async ({ signal, client }): Promise<SessionUser | null> => {
    if (!client.getQueryData(sessionKey)) {
      const state = await fetchOptionalJson('/api/auth/session', sessionStateSchema, { signal });
      if (state?.status !== 'signed_out') return state?.user ?? null;
      client.setQueryData(sessionEndedKey, state.reason);
      return null;
    }
    try {
      return (await fetchJson('/api/auth/me', signedInSchema, { signal })).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The session user, or null; route loaders have loaded it before any screen renders. */
export function useSession(): SessionUser | null {
  return useSuspenseQuery(sessionQuery).data;
}

/** The session user as route loaders need it: the cached one at once, refreshed in the background when stale. */
export function ensureSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.ensureQueryData({ ...sessionQuery, revalidateIfStale: true });
}

/** Stores a freshly signed-in user, so guards and screens see it without another round trip. */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  queryClient.clear();
  queryClient.setQueryData(sessionKey, user);
}

/** The toasts of signing in (session expired, invalid password or code, code sent): success dismisses them. */
export const SIGN_IN_TOASTS = 'sign-in';

// Keys under this prefix hold data of the current session only (e.g. a sign-in waiting for its code).
export const SESSION_STORAGE_PREFIX = 'fxbo.session.';

function clearPrefixed(storage: Storage | undefined): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(SESSION_STORAGE_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing we could have stored either.
  }
}

/**
 * Forgets everything the page knew about the session: every cached answer (they may belong to the user) and
 * the session's stored data. The user becomes "signed out" at once, without asking the server again.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionKey, null);
  clearPrefixed(globalThis.localStorage);
  clearPrefixed(globalThis.sessionStorage);
}

/** Spec 4: a lost session sends the user to /login, except from the password recovery and reset pages. */
export function isPasswordRecoveryPath(pathname: string): boolean {
  return pathname === '/recovery-password' || pathname.startsWith('/reset-password/');
}

export interface UnauthorizedDeps {
  queryClient: QueryClient;
  notify: (message: string, options?: NotifyOptions) => unknown;
  navigate: (to: string) => unknown;
  location: { pathname: string; search: string; hash: string };
}

/**
 * A 401 from the API while the page believed it was signed in: the session expired or was ended elsewhere.
 * Log out locally, show the server's message and go to /login, remembering where the user was. A 401 while
 * signed out (the first GET /api/auth/me of a visitor) needs nothing.
 */
export function handleUnauthorized(error: ApiError, deps: UnauthorizedDeps): void {
  const { queryClient, location } = deps;
  if (!queryClient.getQueryData(sessionKey)) return;
  endSession(queryClient);
  // A session ended by a change (permissions, password…) is explained on the sign-in page itself.
  const ended = error.code === 'session_ended' ? error.reason : undefined;
  const toLogin = !isPasswordRecoveryPath(location.pathname);
  if (!ended || !toLogin)
    deps.notify(error.title ?? error.message, { severity: 'warning', group: SIGN_IN_TOASTS });
  if (toLogin) deps.navigate(loginPath(`${location.pathname}${location.search}${location.hash}`, ended));
}

/**
 * POST /api/auth/logout, then back to / (which leads to /login). A 401 means the session was already gone,
 * which is what the user wanted; any other failure is reported, and / then finds out whether the session lives.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => fetchNoContent('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => endSession(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        endSession(queryClient);
        return;
      }
      queryClient.clear();
      defaultNotify(t('logout.failed'), { severity: 'error' });
    },
    onSettled: () => navigate('/'),
  });
}
