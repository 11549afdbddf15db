import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite.js';

/*
 * The Origin check on state-changing requests (auth-guard.ts) compares whole origins: scheme, host and port.
 * A public form (sign-in) is the target, so only the origin decides: an empty body is a 400 when the origin
 * is accepted, a 403 `csrf_failed` when it is not.
 */

const post = (app: ReturnType<typeof suiteApp>['app'], headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', headers, payload: {} });

describe('Origin check with an https PUBLIC_URL', () => {
  const t = suiteApp({ env: { PUBLIC_URL: 'https://backoffice.example' } });
  const host = 'backoffice.example';

  it('accepts the public origin', async () => {
    const res = await post(t.app, { host, origin: 'https://backoffice.example' });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['the same host over http', 'http://backoffice.example'],
    ['the same host on another port', 'https://backoffice.example:8443'],
    ['another host', 'https://evil.example'],
    ['an opaque origin', 'null'],
  ])('refuses %s', async (_, origin) => {
    const res = await post(t.app, { host, origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_failed' });
  });
});

describe('Origin check with an http PUBLIC_URL (development, local demos)', () => {
  const t = suiteApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });

  it('accepts the public origin and the address the request was sent to (the dev proxy, 127.0.0.1)', async () => {
    expect((await post(t.app, { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(
      400,
    );
    expect((await post(t.app, { host: 'localhost:5173', origin: 'http://localhost:5173' })).statusCode).toBe(
      400,
    );
  });

  it('refuses another scheme or port of the address the request was sent to', async () => {
    for (const origin of ['https://localhost:5173', 'http://localhost:5174', 'http://localhost', 'null']) {
      const res = await post(t.app, { host: 'localhost:5173', origin });
      expect(res.statusCode, origin).toBe(403);
    }
  });
});
