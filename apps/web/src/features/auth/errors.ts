import { ApiError } from '../../http/fetchJson';

/** What the password step does with a failed POST /api/auth/sign-in (spec 8). */
export type SignInFailure =
  /** Wrong identifier or password: the message on both fields, a toast, and the server's warning if any. */
  | { kind: 'invalid_grant'; detail: string | undefined }
  /** Blocked or inactive user: the "Attention" dialog. */
  | { kind: 'blocked' }
  | { kind: 'captcha_invalid' }
  | { kind: 'rate_limited'; retryAfter: number | undefined; title: string | undefined }
  | { kind: 'mail_not_sent' }
  /** The server refused some fields: show its messages on them. */
  | { kind: 'fields'; error: ApiError }
  | { kind: 'network' }
  | { kind: 'other'; title: string | undefined };

export function classifySignInError(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  switch (error.code) {
    case 'invalid_grant':
      return { kind: 'invalid_grant', detail: error.detail };
    case 'user_blocked':
    case 'user_inactive':
      return { kind: 'blocked' };
    case 'captcha_invalid':
      return { kind: 'captcha_invalid' };
    case 'rate_limited':
      return { kind: 'rate_limited', retryAfter: error.retryAfter, title: error.title };
    case 'mail_not_sent':
      return { kind: 'mail_not_sent' };
    default:
      return error.fieldErrors.length > 0 ? { kind: 'fields', error } : { kind: 'other', title: error.title };
  }
}

/** What the code step does with a failed verify or resend. */
export type CodeFailure =
  | { kind: 'invalid_code' }
  /** The attempt is over (expired, used, too many tries): back to the password step. */
  | { kind: 'code_expired' }
  | { kind: 'mail_not_sent' }
  | { kind: 'resend_too_soon'; retryAfter: number | undefined }
  | { kind: 'rate_limited'; retryAfter: number | undefined; title: string | undefined }
  | { kind: 'network' }
  | { kind: 'other'; title: string | undefined };

export function classifyCodeError(error: unknown): CodeFailure {
  if (!(error instanceof ApiError)) return { kind: 'network' };
  switch (error.code) {
    case 'invalid_code':
      return { kind: 'invalid_code' };
    case 'code_expired':
      return { kind: 'code_expired' };
    case 'mail_not_sent':
      return { kind: 'mail_not_sent' };
    case 'resend_too_soon':
      return { kind: 'resend_too_soon', retryAfter: error.retryAfter };
    case 'rate_limited':
      return { kind: 'rate_limited', retryAfter: error.retryAfter, title: error.title };
    case 'validation_failed':
      return error.fieldErrors.some((f) => f.path === 'code')
        ? { kind: 'invalid_code' }
        : { kind: 'other', title: error.title };
    default:
      return { kind: 'other', title: error.title };
  }
}

/** A wait in seconds as the largest sensible unit: "45 seconds", "2 minutes" (rounded up). */
export function waitParts(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? { unit: 'seconds', count: s } : { unit: 'minutes', count: Math.ceil(s / 60) };
}

/** mm:ss for a countdown shown on a button. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds from `now` until an ISO instant (0 when it has passed or is missing). */
export function secondsUntil(iso: string | null | undefined, now: number = Date.now()): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
