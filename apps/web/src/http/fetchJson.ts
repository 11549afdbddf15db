// zod/mini's parse accepts classic and mini schemas alike, and keeps the rest of zod out of the first chunk.
import { IDEMPOTENCY_KEY_HEADER } from '@fxbo/domain';
import i18next from 'i18next';
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

/** One field of a problem+json `errors` list: the body path, a stable code, the server's translated text. */
export interface ApiFieldError {
  path: string;
  code: string;
  message: string;
}

/** A non-2xx answer; `code` is the stable problem+json code the UI translates (architecture.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The problem's `title`: a whole sentence in the caller's language, fit for a toast. */
    readonly title: string | undefined = undefined,
    /** The problem's `detail`, a second sentence (e.g. "one more failure blocks the user"). */
    readonly detail: string | undefined = undefined,
    readonly fieldErrors: readonly ApiFieldError[] = [],
    /** Seconds from the Retry-After header (rate limits), when the server sent one. */
    readonly retryAfter: number | undefined = undefined,
    /** Why the session ended (`session_ended`), as the server coded it. */
    readonly reason: string | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The error the server gave for one request body field (its path `body.<field>`), if it named that field. */
  field(name: string): ApiFieldError | undefined {
    return this.fieldErrors.find((e) => e.path === `body.${name}` || e.path === name);
  }
}

/** What fetchJson needs from the app around it; configured once by the app, replaced by tests. */
export interface HttpHooks {
  /** The UI language, sent as Accept-Language so problem titles come back in it. */
  language: () => string | undefined;
  /** Called on a 401 from any endpoint but the sign-in ones, before the error is thrown to the caller. */
  onUnauthorized: (error: ApiError, path: string) => void;
}

const defaultHooks: HttpHooks = {
  language: () => i18next.resolvedLanguage ?? i18next.language,
  onUnauthorized: () => {},
};
let hooks: HttpHooks = defaultHooks;

/** Installs hooks (merged over the defaults); returns a function that restores the previous ones. */
export function configureHttp(next: Partial<HttpHooks>): () => void {
  const previous = hooks;
  hooks = { ...defaultHooks, ...next };
  return () => {
    hooks = previous;
  };
}

// The spec gives the shared HTTP client a 35 s timeout.
const timeoutMs = 35_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_COOKIE = 'fxbo_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Where a 401 means "those credentials are wrong", not "your session is over": the sign-in steps answer
 * 401 for a wrong password, and the logout call has nothing left to end.
 */
const OWN_401_PATHS = [
  '/api/auth/sign-in',
  '/api/auth/verify-code',
  '/api/auth/resend-code',
  '/api/auth/logout',
];

export function endsSessionOn401(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !OWN_401_PATHS.includes(pathname);
}

/** The value of a cookie readable from script, or undefined. */
export function readCookie(
  name: string,
  cookies: string = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return value.join('=');
      }
    }
  }
  return undefined;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function fieldErrorsOf(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { path, code, message } = item as Record<string, unknown>;
    return typeof path === 'string' && typeof code === 'string'
      ? [{ path, code, message: typeof message === 'string' ? message : '' }]
      : [];
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const problem: unknown = await response.json().catch(() => undefined);
  const record = problem && typeof problem === 'object' ? (problem as Record<string, unknown>) : {};
  const text = (name: string) => (typeof record[name] === 'string' ? record[name] : undefined);
  const title = text('title');
  const detail = text('detail');
  return new ApiError(
    response.status,
    text('code'),
    detail ?? title ?? `HTTP ${response.status}`,
    title,
    detail,
    fieldErrorsOf(record['errors']),
    parseRetryAfter(response.headers.get('retry-after')),
    text('reason'),
  );
}

/** A schema fetched the first time an answer needs it (see `lazySchema`). */
export interface LazySchema<S extends $ZodType> {
  readonly load: () => Promise<S>;
}

/**
 * A schema in a chunk of its own, loaded when the first answer arrives. The domain's schemas are full zod;
 * the first screen paints without it and only fetches it when it has something to validate.
 */
export function lazySchema<S extends $ZodType>(load: () => Promise<S>): LazySchema<S> {
  let loaded: Promise<S> | undefined;
  return {
    load: () => {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined; // a failed chunk download may succeed on the next try
        throw error;
      });
      return loaded;
    },
  };
}

/**
 * The request every call makes: same origin, 35 s timeout, Accept-Language of the UI, and on state-changing
 * calls the CSRF token the server set in a readable cookie. A non-2xx answer becomes an ApiError (a 401 is
 * first reported to the session handler).
 */
async function request(path: string, init: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const language = hooks.language();
  if (language && !headers.has('accept-language')) headers.set('accept-language', language);
  if (!SAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'same-origin',
    headers,
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && endsSessionOn401(path)) hooks.onUnauthorized(error, path);
    throw error;
  }
  return response;
}

/** A JSON call whose answer is validated by `schema`, so screens only see typed data. */
export async function fetchJson<S extends $ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  init: RequestInit = {},
): Promise<output<S>> {
  return validated(await request(path, init), schema);
}

/** Like fetchJson, for a call that may answer 204 No Content (nothing to show): null then. */
export async function fetchOptionalJson<S extends $ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  init: RequestInit = {},
): Promise<output<S> | null> {
  const response = await request(path, init);
  return response.status === 204 ? null : validated(response, schema);
}

async function validated<S extends $ZodType>(
  response: Response,
  schema: S | LazySchema<S>,
): Promise<output<S>> {
  const body: unknown = await response.json();
  return parse('_zod' in schema ? schema : await schema.load(), body);
}

/** A call whose answer has no body worth reading (204 No Content: logout and the like). */
export async function fetchNoContent(path: string, init: RequestInit = {}): Promise<void> {
  const response = await request(path, init);
  await response.body?.cancel();
}

/** A JSON body for fetchJson's init: serialised, with its content type. */
export function jsonBody(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * `init` with the submission's Idempotency-Key (components/useActionMutation.ts): the server answers a repeat of
 * the same request under it with its first answer instead of acting twice.
 */
export function withIdempotencyKey(init: RequestInit, key: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(IDEMPOTENCY_KEY_HEADER, key);
  return { ...init, headers };
}
