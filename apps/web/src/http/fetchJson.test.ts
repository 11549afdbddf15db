import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiError,
  configureHttp,
  endsSessionOn401,
  fetchJson,
  fetchNoContent,
  fetchOptionalJson,
  jsonBody,
  lazySchema,
  readCookie,
  withIdempotencyKey,
} from './fetchJson';

const health = z.object({ status: z.literal('ok') });

function answer(status: number, body: unknown, type = 'application/json') {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchJson', () => {
  it('returns the parsed body and asks for JSON from the same origin', async () => {
    const fetchMock = answer(200, { status: 'ok' });
    await expect(fetchJson('/api/health', health)).resolves.toEqual({ status: 'ok' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/health');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects a body that does not match the schema', async () => {
    answer(200, { status: 'degraded' });
    await expect(fetchJson('/api/health', health)).rejects.toThrow();
  });

  it('turns a problem+json answer into an ApiError with its status and code', async () => {
    answer(403, { code: 'forbidden', title: 'Forbidden', detail: 'Not yours' }, 'application/problem+json');
    const error = await fetchJson('/api/health', health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Not yours' });
  });

  it('still gives an ApiError when the error body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(fetchJson('/api/health', health)).rejects.toMatchObject({ status: 502, code: undefined });
  });
});

describe('fetchOptionalJson', () => {
  it('gives null for 204 No Content (without loading the schema), the parsed body otherwise', async () => {
    const load = vi.fn(async () => health);
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(fetchOptionalJson('/api/auth/session', lazySchema(load))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    answer(200, { status: 'ok' });
    await expect(fetchOptionalJson('/api/health', health)).resolves.toEqual({ status: 'ok' });
  });
});

describe('fetchJson session plumbing', () => {
  const ok = z.object({ ok: z.boolean() });
  let restore: () => void = () => {};

  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  function sentHeaders(fetchMock: ReturnType<typeof answer>): Headers {
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return new Headers(init.headers);
  }

  it('sends the CSRF cookie as X-CSRF-Token on state-changing requests only', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; fxbo_csrf=abc%3D123; x=y' });
    const post = answer(200, { ok: true });
    await fetchJson('/api/account/password/change', ok, { method: 'post' });
    expect(sentHeaders(post).get('x-csrf-token')).toBe('abc=123');

    const get = answer(200, { ok: true });
    await fetchJson('/api/auth/me', ok);
    expect(sentHeaders(get).has('x-csrf-token')).toBe(false);
  });

  it('sends no CSRF header when there is no cookie (signed out)', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const post = answer(200, { ok: true });
    await fetchJson('/api/auth/sign-in', ok, jsonBody('POST', { login: 'x' }));
    expect(sentHeaders(post).has('x-csrf-token')).toBe(false);
    expect(sentHeaders(post).get('content-type')).toBe('application/json');
  });

  it('asks for answers in the UI language', async () => {
    restore = configureHttp({ language: () => 'en' });
    const get = answer(200, { ok: true });
    await fetchJson('/api/auth/me', ok);
    expect(sentHeaders(get).get('accept-language')).toBe('en');
  });

  it('reports a 401 to the session handler, then still rejects', async () => {
    const onUnauthorized = vi.fn();
    restore = configureHttp({ onUnauthorized });
    answer(401, { code: 'unauthorized', title: 'Sessão expirada.' }, 'application/problem+json');
    const error = await fetchJson('/api/remittances?page=1', ok).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, title: 'Sessão expirada.' });
    expect(onUnauthorized).toHaveBeenCalledWith(error, '/api/remittances?page=1');
  });

  it('leaves the 401 of the sign-in steps and of logout to their callers', async () => {
    const onUnauthorized = vi.fn();
    restore = configureHttp({ onUnauthorized });
    for (const path of [
      '/api/auth/sign-in',
      '/api/auth/verify-code',
      '/api/auth/resend-code',
      '/api/auth/logout',
    ]) {
      answer(
        401,
        { code: 'invalid_grant', title: 'Usuário ou senha incorretos.' },
        'application/problem+json',
      );
      await expect(fetchJson(path, ok, { method: 'POST' })).rejects.toMatchObject({ code: 'invalid_grant' });
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(endsSessionOn401('/api/auth/me')).toBe(true);
  });

  it('keeps title, detail, field errors and Retry-After of a problem', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            code: 'invalid_grant',
            title: 'Usuário ou senha incorretos.',
            detail: 'Mais uma tentativa bloqueará o usuário.',
            errors: [
              { path: 'login', code: 'invalid_grant', message: 'Usuário ou senha incorretos.' },
              'junk',
            ],
          }),
          { status: 401, headers: { 'content-type': 'application/problem+json', 'retry-after': '42' } },
        ),
    );
    const error = (await fetchJson('/api/auth/sign-in', ok, { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.title).toBe('Usuário ou senha incorretos.');
    expect(error.detail).toBe('Mais uma tentativa bloqueará o usuário.');
    expect(error.fieldErrors).toEqual([
      { path: 'login', code: 'invalid_grant', message: 'Usuário ou senha incorretos.' },
    ]);
    expect(error.retryAfter).toBe(42);
  });

  it("finds a body field's error whether the server names it `body.<field>` (route validation) or bare", () => {
    const error = new ApiError(400, 'validation_failed', 'x', 'x', undefined, [
      { path: 'body.reason', code: 'cancel_reason_required', message: 'Informe o motivo.' },
      { path: 'login', code: 'invalid_grant', message: 'Usuário ou senha incorretos.' },
    ]);
    expect(error.field('reason')?.code).toBe('cancel_reason_required');
    expect(error.field('login')?.code).toBe('invalid_grant');
    expect(error.field('body')).toBeUndefined();
    expect(error.field('amount')).toBeUndefined();
  });

  it('sends a submission’s Idempotency-Key beside the init’s own headers', async () => {
    const post = answer(200, { ok: true });
    await fetchJson(
      '/api/parcels/decisions',
      ok,
      withIdempotencyKey(jsonBody('POST', { ids: ['1'] }), 'k-123'),
    );
    expect(sentHeaders(post).get('idempotency-key')).toBe('k-123');
    expect(sentHeaders(post).get('content-type')).toBe('application/json');
  });

  it('accepts a 204 without a body, with the same plumbing', async () => {
    vi.stubGlobal('document', { cookie: 'fxbo_csrf=t0k3n' });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchNoContent('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('t0k3n');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and tolerates bad encoding', () => {
    expect(readCookie('a', 'a=1; b=2')).toBe('1');
    expect(readCookie('b', 'a=1; b=x=y')).toBe('x=y');
    expect(readCookie('c', 'a=1')).toBeUndefined();
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('lazySchema', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the schema only when a successful answer needs it, and once', async () => {
    const load = vi.fn(async () => z.object({ ok: z.boolean() }));
    const schema = lazySchema(load);
    vi.stubGlobal('fetch', async () => new Response('{"code":"unauthorized"}', { status: 401 }));
    await expect(fetchJson('/api/auth/me', schema)).rejects.toBeInstanceOf(ApiError);
    expect(load).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', async () => Response.json({ ok: true }));
    await expect(fetchJson('/api/auth/me', schema)).resolves.toEqual({ ok: true });
    await expect(fetchJson('/api/auth/me', schema)).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledOnce();
  });

  it('retries a failed load', async () => {
    const load = vi
      .fn<() => Promise<z.ZodMiniType>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(z.object({ ok: z.boolean() }));
    const schema = lazySchema(load);
    await expect(schema.load()).rejects.toThrow('chunk failed');
    await expect(schema.load()).resolves.toBeDefined();
  });
});
