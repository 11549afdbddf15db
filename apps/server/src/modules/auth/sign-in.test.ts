import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, cookiesOf, solveCaptcha } from '../../../test/auth.js';
import { lastCodeFor } from '../../../test/mail-code.js';
import { rateLimitCount, sendInTurn } from '../../../test/rate-limit.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { suiteApp, suiteAppWithMail } from '../../../test/suite.js';

describe('sign-in with captcha, password and e-mailed code', () => {
  const t = suiteAppWithMail();
  let user: TestUser;

  beforeEach(async () => {
    user = await createUser(t.database.db, { cpf: `${Math.floor(1e10 + Math.random() * 8e10)}` });
  });

  const signIn = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { captcha: await solveCaptcha(t.app), ...body },
      headers,
    });

  const passwordStep = async (u = user) => {
    const res = await signIn({ login: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; attemptId: string; method: string; emailHint: string };
  };

  const verify = (attemptId: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { attemptId, code }, headers });

  it('asks for a code, e-mails it, and signs in with it', async () => {
    const step = await passwordStep();
    expect(step).toMatchObject({ status: 'code_required', method: 'email' });
    expect(step.emailHint).toMatch(/^us\*+@corretora\.test$/);
    const res = await verify(step.attemptId, lastCodeFor(t.smtp.received, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_in', user: { uid: user.id, roles: ['admin'] } });
    const session = res.cookies.find((c) => c.name === 'fxbo_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'fxbo_device')).toMatchObject({ httpOnly: true });
    // Only the hash is stored.
    const stored = await sql<{
      n: number;
    }>`select count(*)::int as n from sessions where token_hash = ${Buffer.from(session?.value ?? '')}`.execute(
      t.database.db,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('the guest check answers a visitor 204, without an error, and the signed-in user with a session', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(guest.statusCode).toBe(204);
    expect(guest.body).toBe('');
    const step = await passwordStep();
    const signedIn = await verify(step.attemptId, lastCodeFor(t.smtp.received, user.email));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieHeader(cookiesOf(signedIn)) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_in', user: { uid: user.id } });
  });

  it('signs in by CPF with dots and dash', async () => {
    const u = await createUser(t.database.db, { cpf: '52998224725', email: 'cpf.user@corretora.test' });
    const res = await signIn({ login: '529.982.247-25', password: u.password });
    expect(res.json()).toMatchObject({ status: 'code_required' });
  });

  it('a wrong code is refused with the spec message, a code works once', async () => {
    const step = await passwordStep();
    const code = lastCodeFor(t.smtp.received, user.email);
    const wrong = await verify(step.attemptId, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_code',
      title: 'Código inválido.',
      errors: [{ path: 'body.code', message: 'Código inválido.' }],
    });
    expect((await verify(step.attemptId, code)).statusCode).toBe(200);
    const again = await verify(step.attemptId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('code_expired');
  });

  it('a user deleted or deactivated between the password and the code is not signed in', async () => {
    for (const change of [sql`deleted_at = now()`, sql`status = 'inactive'`]) {
      const u = await createUser(t.database.db, { cpf: `${Math.floor(1e10 + Math.random() * 8e10)}` });
      const step = await passwordStep(u);
      await sql`update users set ${change} where id = ${u.id}`.execute(t.database.db);
      const res = await verify(step.attemptId, lastCodeFor(t.smtp.received, u.email));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('code_expired');
      expect(res.cookies.find((c) => c.name === 'fxbo_session')).toBeUndefined();
    }
  });

  it('after five wrong codes even the right one is refused', async () => {
    const step = await passwordStep();
    const code = lastCodeFor(t.smtp.received, user.email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await verify(step.attemptId, wrongCode)).statusCode).toBe(400);
    expect((await verify(step.attemptId, code)).json().code).toBe('code_expired');
  });

  it('an expired code is refused', async () => {
    const step = await passwordStep();
    await sql`update sign_in_attempts set expires_at = now() - interval '1 second', created_at = now() - interval '11 minutes' where id = ${step.attemptId}`.execute(
      t.database.db,
    );
    expect((await verify(step.attemptId, lastCodeFor(t.smtp.received, user.email))).json().code).toBe(
      'code_expired',
    );
  });

  it('a new code cannot be asked for at once', async () => {
    const step = await passwordStep();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-code',
      payload: { attemptId: step.attemptId },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a resent code replaces the old one', async () => {
    const step = await passwordStep();
    const first = lastCodeFor(t.smtp.received, user.email);
    await sql`update sign_in_attempts set code_sent_at = now() - interval '2 minutes' where id = ${step.attemptId}`.execute(
      t.database.db,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-code',
      payload: { attemptId: step.attemptId },
    });
    expect(res.statusCode).toBe(200);
    const second = lastCodeFor(t.smtp.received, user.email);
    if (first !== second) expect((await verify(step.attemptId, first)).statusCode).toBe(400);
    expect((await verify(step.attemptId, second)).statusCode).toBe(200);
  });

  it('a trusted device skips the code next time', async () => {
    const step = await passwordStep();
    const done = await verify(step.attemptId, lastCodeFor(t.smtp.received, user.email));
    const device = cookiesOf(done)['fxbo_device'] ?? '';
    const mails = t.smtp.received.length;
    const again = await signIn(
      { login: user.email, password: user.password },
      { cookie: cookieHeader({ fxbo_device: device }) },
    );
    expect(again.json()).toMatchObject({ status: 'signed_in', user: { uid: user.id } });
    expect(t.smtp.received.length).toBe(mails);
    // Another user's trusted device is no use.
    const other = await createUser(t.database.db);
    expect(
      (
        await signIn(
          { login: other.email, password: other.password },
          { cookie: cookieHeader({ fxbo_device: device }) },
        )
      ).json().status,
    ).toBe('code_required');
    // A forged (unsigned) cookie is ignored.
    expect(
      (await signIn({ login: user.email, password: user.password }, { cookie: 'fxbo_device=forged' })).json()
        .status,
    ).toBe('code_required');
  });

  it('mail that cannot be delivered is reported', async () => {
    t.smtp.fail.on = true;
    try {
      const res = await signIn({ login: user.email, password: user.password });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'mail_not_sent',
        title: 'Email não enviado. Entre em contato com o suporte.',
      });
    } finally {
      t.smtp.fail.on = false;
    }
  });

  describe('captcha', () => {
    it('is required, with the field message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: user.email, password: user.password },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'body.captcha',
        code: 'captcha_required',
        message: 'Please confirm you are not a robot.',
      });
    });

    it('must be solved and signed by this server', async () => {
      const good = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString()) as {
        solution: { derivedKey: string };
      };
      const k = good.solution.derivedKey;
      good.solution.derivedKey = (k[0] === 'a' ? 'b' : 'a') + k.slice(1);
      const tampered = Buffer.from(JSON.stringify(good)).toString('base64');
      for (const captcha of [tampered, 'bm90LWpzb24=', 'x']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { login: user.email, password: user.password, captcha },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('captcha_invalid');
      }
    });

    it('is single use', async () => {
      const captcha = await solveCaptcha(t.app);
      const payload = { login: user.email, password: user.password, captcha };
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload })).statusCode).toBe(
        200,
      );
      const replay = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(replay.json().code).toBe('captcha_invalid');
    });
  });

  describe('validation (spec 5)', () => {
    it.each([
      ['', 'login_required', 'You must enter a Email.'],
      ['a@b.co', 'login_too_short', 'Must be at least 11 characters.'],
      ['not-an-email-at-all', 'login_invalid', 'You must enter a valid Email.'],
    ])('login %j → %s', async (login, code, message) => {
      const res = await signIn({ login, password: 'x' }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'body.login', code, message });
    });

    it('answers in Portuguese by default', async () => {
      const res = await signIn({ login: '', password: 'x' });
      expect(res.json().errors).toContainEqual({
        path: 'body.login',
        code: 'login_required',
        message: 'Você deve informar um Email.',
      });
    });
  });

  describe('no user enumeration', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

    it('unknown user and wrong password get the same status and body', async () => {
      const unknown = await signIn({ login: 'ninguem.aqui@corretora.test', password: 'Errada@123' });
      const wrong = await signIn({ login: user.email, password: 'Errada@123' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toMatchObject({
        code: 'invalid_grant',
        title: 'Usuário ou senha incorretos.',
        errors: [
          { path: 'body.login', code: 'invalid_grant', message: 'Usuário ou senha incorretos.' },
          { path: 'body.password', code: 'invalid_grant', message: 'Usuário ou senha incorretos.' },
        ],
      });
    });

    it('an unknown user costs a password check too', async () => {
      const timed = async (login: string) => {
        const captcha = await solveCaptcha(t.app);
        const started = performance.now();
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { login, password: 'Errada@123', captcha },
        });
        return performance.now() - started;
      };
      const unknown: number[] = [];
      const known: number[] = [];
      for (let i = 0; i < 3; i++) {
        unknown.push(await timed(`fantasma${i}@corretora.test`));
        const u = await createUser(t.database.db);
        known.push(await timed(u.email));
      }
      // Without the dummy argon2 check an unknown user answers several times faster.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    });
  });

  describe('lockout', () => {
    const failFive = async (login: string) => {
      const out: { status: number; body: Record<string, unknown> }[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await signIn({ login, password: 'Errada@123' });
        out.push({ status: r.statusCode, body: r.json() });
      }
      return out;
    };

    it('warns before the last attempt and blocks at the fifth, like for an unknown user', async () => {
      const real = await failFive(user.email);
      const ghost = await failFive('fantasma.lockout@corretora.test');
      expect(real.map((r) => r.status)).toEqual([401, 401, 401, 401, 403]);
      expect(real[3]?.body['detail']).toBe('Atenção: mais uma tentativa incorreta bloqueará o usuário.');
      expect(real[2]?.body['detail']).toBeUndefined();
      expect(real[4]?.body).toMatchObject({
        code: 'user_blocked',
        title: 'Por favor, entre em contato com seu gerente.',
      });
      expect(ghost).toEqual(real);
      // Blocked: even the right password is refused, with the same answer.
      const right = await signIn({ login: user.email, password: user.password });
      expect(right.statusCode).toBe(403);
      expect(right.json().code).toBe('user_blocked');
      const row = await t.database.db
        .selectFrom('users')
        .select(['blocked', 'failed_attempts'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ blocked: true, failed_attempts: 5 });
    });

    it('a success resets the counter', async () => {
      for (let i = 0; i < 4; i++) await signIn({ login: user.email, password: 'Errada@123' });
      await passwordStep();
      const next = await signIn({ login: user.email, password: 'Errada@123' });
      expect(next.statusCode).toBe(401);
      expect(next.json().detail).toBeUndefined();
    });

    it('an inactive user with the right password is told to contact the manager', async () => {
      const u = await createUser(t.database.db, { status: 'inactive' });
      const res = await signIn({ login: u.email, password: u.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('user_inactive');
    });
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await signIn(
      { login: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });
});

describe('per-IP rate limit', () => {
  const t = suiteApp({ env: { LOGIN_RATE_PER_IP: '3' } });

  it('holds in PostgreSQL and answers 429 with Retry-After', async () => {
    const { statuses, last } = await sendInTurn(4, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: 'x@corretora.test.br', password: 'x', captcha: 'x' },
      }),
    );
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rateLimitCount(t.database.db, 'sign-in:ip:127.0.0.1')).toBe(4);
  });
});
