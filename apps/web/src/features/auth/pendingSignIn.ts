/**
 * A sign-in waiting for its code, kept in sessionStorage (this tab only, gone with the tab) so a reload of
 * /login returns to the code step. The key sits under the session prefix, so logout and 401 clear it too.
 */
export const PENDING_SIGN_IN_KEY = 'fxbo.session.pendingSignIn';

export interface PendingSignIn {
  attemptId: string;
  method: 'email' | 'totp';
  emailHint: string | null;
  expiresAt: string;
  resendAvailableAt: string | null;
}

// A hand-written check rather than a zod schema: this runs on the first paint of /login.
function isPendingSignIn(value: unknown): value is PendingSignIn {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const stringOrNull = (x: unknown) => x === null || typeof x === 'string';
  return (
    typeof v['attemptId'] === 'string' &&
    (v['method'] === 'email' || v['method'] === 'totp') &&
    stringOrNull(v['emailHint']) &&
    typeof v['expiresAt'] === 'string' &&
    stringOrNull(v['resendAvailableAt'])
  );
}

export function savePendingSignIn(
  pending: PendingSignIn,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  } catch {
    // Not surviving a reload is acceptable.
  }
}

/** The stored attempt if it is well-formed and not expired; anything else is dropped. */
export function loadPendingSignIn(
  storage: Storage | undefined = globalThis.sessionStorage,
  now: number = Date.now(),
): PendingSignIn | null {
  try {
    const raw = storage?.getItem(PENDING_SIGN_IN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isPendingSignIn(parsed) && Date.parse(parsed.expiresAt) > now) return parsed;
    storage?.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    // Unreadable storage or JSON: start from the password step.
  }
  return null;
}

export function clearPendingSignIn(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    // Nothing to clear.
  }
}
