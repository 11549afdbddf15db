import { describe, expect, it } from 'vitest';
import { rateLimitCount } from '../test/rate-limit.js';
import { suiteApp } from '../test/suite.js';
import type { TestApp } from '../test/app.js';

// The sign-in's per-IP limit counts under the client's address as Fastify reads it (req.ip).
const signInFrom = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { login: 'x@corretora.test.br', password: 'x', captcha: 'x' },
  });

describe('client address behind trusted proxies (TRUST_PROXY as addresses)', () => {
  const t = suiteApp({ env: { TRUST_PROXY: '10.0.0.0/8, ::1' } });

  it('takes X-Forwarded-For from a trusted proxy', async () => {
    await signInFrom(t, '10.1.2.3', '203.0.113.7');
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:203.0.113.7')).toBe(1);
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:10.1.2.3')).toBeUndefined();
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    await signInFrom(t, '198.51.100.9', '203.0.113.8');
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:198.51.100.9')).toBe(1);
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:203.0.113.8')).toBeUndefined();
  });
});

describe('client address behind one proxy (TRUST_PROXY as a hop count)', () => {
  const t = suiteApp({ env: { TRUST_PROXY: '1' } });

  it('takes the address the nearest proxy saw, not what the client forged before it', async () => {
    await signInFrom(t, '10.1.2.3', '192.0.2.66, 203.0.113.9');
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:203.0.113.9')).toBe(1);
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:192.0.2.66')).toBeUndefined();
  });
});
