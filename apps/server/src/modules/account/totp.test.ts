import { Secret, TOTP } from 'otpauth';
import { auditActions } from '../../../test/audit.js';
import { describe, expect, it } from 'vitest';
import { signedInUser, solveCaptcha, type Agent } from '../../../test/auth.js';
import { lastCodeFor } from '../../../test/mail-code.js';
import type { TestUser } from '../../../test/users.js';
import { suiteAppWithMail } from '../../../test/suite.js';
import { TOTP_FAILURES_ALLOWED } from './totp-enrolment.js';

/** What an authenticator app shows for `secret` now (the test's own RFC 6238 computation). */
const appCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A six-digit code that is none of the ones the server accepts now (window of one step). */
const wrongCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((s) => appCode(secret, s)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
};

describe('authenticator app enrolment', () => {
  const t = suiteAppWithMail();
  let user: TestUser;
  let agent: Agent;

  const fresh = async () => {
    ({ agent, ...user } = await signedInUser(t));
  };
  const post = (
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = agent.headers,
  ) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const setup = async () => {
    const res = await post('/api/account/totp/setup');
    expect(res.statusCode).toBe(200);
    return res.json() as { secret: string; otpauthUrl: string; qrSvg: string };
  };
  const stored = () =>
    t.database.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  const passwordStep = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: user.email, password: user.password, captcha: await solveCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { attemptId: string; method: string };
  };

  it('sets up, enables with an app code, then sign-in asks for and accepts app codes', async () => {
    await fresh();
    const s = await setup();
    expect(s.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(s.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(s.secret);
    expect(url.searchParams.get('issuer')).toBe('FX Back-office');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(s.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    // Pending: stored encrypted, not yet on, sign-in still e-mails a code.
    const pending = await stored();
    expect(pending.totp_enabled_at).toBeNull();
    expect(pending.totp_secret).toMatch(/^v1\./);
    expect(pending.totp_secret).not.toContain(s.secret);
    expect((await passwordStep()).method).toBe('email');

    const wrong = await post('/api/account/totp/enable', { code: wrongCode(s.secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_code',
      errors: [{ path: 'body.code', code: 'invalid_code', message: 'Código inválido.' }],
    });
    expect((await stored()).totp_enabled_at).toBeNull();

    const ok = await post('/api/account/totp/enable', { code: appCode(s.secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ totpEnabled: true });
    expect((await stored()).totp_enabled_at).not.toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: agent.headers });
    expect(me.json().user.totpEnabled).toBe(true);

    const mails = t.smtp.received.length;
    const step = await passwordStep();
    expect(step.method).toBe('totp');
    expect(t.smtp.received.length).toBe(mails);
    const signInCode = appCode(s.secret);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { attemptId: step.attemptId, code: signInCode },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', user: { uid: user.id, totpEnabled: true } });
    // The same authenticator code cannot be replayed for another sign-in.
    const again = await passwordStep();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { attemptId: again.attemptId, code: signInCode },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_code');

    expect(await auditActions(t.database.db, { entityId: user.id }, 'totp.%')).toEqual([
      'totp.setup',
      'totp.enable',
    ]);
  });

  it('a second setup replaces the pending secret; once enabled, setup is refused', async () => {
    await fresh();
    const first = await setup();
    const second = await setup();
    expect(second.secret).not.toBe(first.secret);
    const stale = await post('/api/account/totp/enable', { code: wrongCode(second.secret) });
    expect(stale.statusCode).toBe(400);
    expect((await post('/api/account/totp/enable', { code: appCode(second.secret) })).statusCode).toBe(200);
    const again = await post('/api/account/totp/setup', undefined, {
      ...agent.headers,
      'accept-language': 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'totp_already_enabled',
      title: 'The authenticator app is already enabled. Disable it before setting up another one.',
    });
    expect((await post('/api/account/totp/enable', { code: appCode(second.secret) })).statusCode).toBe(409);
  });

  it('cannot be enabled without a setup', async () => {
    await fresh();
    const res = await post('/api/account/totp/enable', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'totp_not_pending',
      title: 'Configure o aplicativo autenticador antes de ativá-lo.',
    });
  });

  it('validates the code field', async () => {
    await fresh();
    await setup();
    for (const [payload, code, message] of [
      [{}, 'totp_code_required', 'Informe o código exibido no seu aplicativo autenticador.'],
      [{ code: '  ' }, 'totp_code_required', 'Informe o código exibido no seu aplicativo autenticador.'],
      [{ code: '12345a' }, 'invalid_code', 'Código inválido.'],
    ] as const) {
      const res = await post('/api/account/totp/enable', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.code', code, message }]);
    }
  });

  it('accepts a code typed with a space, as apps show it', async () => {
    await fresh();
    const s = await setup();
    const code = appCode(s.secret);
    const res = await post('/api/account/totp/enable', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(res.statusCode).toBe(200);
  });

  it('disabling needs the password, then sign-in e-mails codes again', async () => {
    await fresh();
    const s = await setup();
    await post('/api/account/totp/enable', { code: appCode(s.secret) });
    const wrong = await post('/api/account/totp/disable', { password: 'Errada#123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'body.password', code: 'current_password_invalid', message: 'A senha atual está incorreta.' },
    ]);
    expect((await stored()).totp_enabled_at).not.toBeNull();
    const res = await post('/api/account/totp/disable', { password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totpEnabled: false });
    expect(await stored()).toEqual({ totp_secret: null, totp_enabled_at: null });
    const step = await passwordStep();
    expect(step.method).toBe('email');
    expect(lastCodeFor(t.smtp.received, user.email)).toMatch(/^\d{6}$/);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', user.id)
      .where('action', '=', 'totp.disable')
      .execute();
    expect(audit.length).toBe(1);
  });

  it('stops guessing after five wrong codes', async () => {
    await fresh();
    const s = await setup();
    for (let i = 0; i < TOTP_FAILURES_ALLOWED; i++)
      expect((await post('/api/account/totp/enable', { code: wrongCode(s.secret) })).statusCode).toBe(400);
    const res = await post('/api/account/totp/enable', { code: appCode(s.secret) });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()).totp_enabled_at).toBeNull();
  });

  it('needs a session and the CSRF header', async () => {
    await fresh();
    expect((await post('/api/account/totp/setup', undefined, {})).statusCode).toBe(401);
    const noCsrf = await post('/api/account/totp/setup', undefined, {
      cookie: agent.headers['cookie'] ?? '',
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await stored()).totp_secret).toBeNull();
  });
});
