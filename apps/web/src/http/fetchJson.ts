// zod/mini's parse accepts classic and mini schemas alike, and keeps the rest of zod out of the first chunk.
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

/** A non-2xx answer; `code` is the stable problem+json code the UI translates (architecture.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The spec gives the shared HTTP client a 35 s timeout.
const timeoutMs = 35_000;

async function toApiError(response: Response): Promise<ApiError> {
  const problem: unknown = await response.json().catch(() => undefined);
  const field = (name: string) =>
    problem && typeof problem === 'object' && name in problem
      ? String((problem as Record<string, unknown>)[name])
      : undefined;
  return new ApiError(
    response.status,
    field('code'),
    field('detail') ?? field('title') ?? `HTTP ${response.status}`,
  );
}

/** Same-origin JSON call whose answer is validated by `schema`, so screens only see typed data. */
export async function fetchJson<S extends $ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<output<S>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers,
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  });
  if (!response.ok) throw await toApiError(response);
  return parse(schema, await response.json());
}
