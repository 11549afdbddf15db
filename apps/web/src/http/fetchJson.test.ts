import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, fetchJson } from './fetchJson';

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
