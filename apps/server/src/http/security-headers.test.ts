import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { sessionFor } from '../../test/auth.js';
import { createUser } from '../../test/users.js';

describe('security headers', () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    https = await buildTestApp({ env: { PUBLIC_URL: 'https://backoffice.example.com' } });
  });
  afterAll(async () => Promise.all([t.close(), https.close()]));

  it('no /api answer may be stored: data, errors and router errors alike', async () => {
    const user = await createUser(t.database.db, { kind: 'staff', allClients: true });
    const { headers } = await sessionFor(t.database.db, t.config, user.id);
    const answers = await Promise.all(
      [
        { url: '/api/health' },
        { url: '/api/auth/me', headers },
        { url: '/api/home/summary', headers },
        { url: '/api/users' },
        { url: '/api/nothing-here' },
        { url: '/api/users/%ZZ' },
        { url: '/api/openapi.json' },
      ].map((r) => t.app.inject({ method: 'GET', ...r })),
    );
    const stored = answers
      .map((res, i) => `${i} ${res.statusCode} ${String(res.headers['cache-control'])}`)
      .filter((line) => !line.endsWith(' no-store'));
    expect(stored).toEqual([]);
  });

  it('sends HSTS only when the public address is https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/api/health', '/api/nothing-here', '/api/users/%ZZ']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('the API reference page has a CSP too: own scripts only, no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
