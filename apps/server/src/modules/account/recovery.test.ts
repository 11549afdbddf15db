import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { cookieHeader, sessionFor, solveCaptcha } from '../../../test/auth.js';
import { expectOneFieldError } from '../../../test/field-errors.js';
import { inEachLanguage } from '../../../test/languages.js';
import { rateLimitCount, sendInTurn } from '../../../test/rate-limit.js';
import type { ReceivedMail } from '../../../test/smtp.js';
import { createUser, devicesRevoked, trustDevice, type TestUser } from '../../../test/users.js';
import { randomToken, tokenHash } from '../../platform/tokens.js';
import { RECOVERY_PER_EMAIL } from './recovery.js';
import { suiteApp, suiteAppWithMail } from '../../../test/suite.js';

const NEW_PASSWORD = 'Outra#Senha42';

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function mailsTo(received: ReceivedMail[], to: string): { subject: string; body: string }[] {
  return received
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const [head = '', ...rest] = m.raw.split(/\r?\n\r?\n/);
      return {
        subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '',
        body: decodeQuotedPrintable(rest.join('\n\n')),
      };
    });
}

describe('password recovery and reset', () => {
  /** A slow mail server makes any mail work done before the answer show in its timing. */
  const mailDelay = { ms: 0 };
  const t = suiteAppWithMail({
    env: { PUBLIC_URL: 'https://backoffice.corretora.test' },
    mailer: (real) => ({
      logOnly: false,
      close: () => real.close(),
      async send(mail) {
        if (mailDelay.ms) await new Promise((resolve) => setTimeout(resolve, mailDelay.ms));
        await real.send(mail);
      },
    }),
  });

  const recover = async (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password/recovery',
      payload: { email, captcha: await solveCaptcha(t.app) },
      headers,
    });

  /** The reset token of the newest link e-mailed to `to`, waiting for the mail to arrive. */
  const linkFor = async (
    to: string,
    count = 1,
  ): Promise<{ token: string; subject: string; body: string }> => {
    let found: { subject: string; body: string } | undefined;
    await vi.waitFor(
      () => {
        const mails = mailsTo(t.smtp.received, to);
        expect(mails.length).toBeGreaterThanOrEqual(count);
        found = mails[mails.length - 1];
      },
      { timeout: 10_000, interval: 20 },
    );
    const body = found?.body ?? '';
    const token = /https:\/\/backoffice\.corretora\.test\/reset-password\/([A-Za-z0-9_-]{43})\s/.exec(
      body,
    )?.[1];
    if (!token) throw new Error(`no link in mail: ${body}`);
    return { token, subject: found?.subject ?? '', body };
  };

  const check = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/account/password/reset/${encodeURIComponent(token)}` });

  const reset = (hash: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password/reset',
      payload: { hash, newPassword, newPasswordConfirmation: newPassword },
    });

  /** A POST answered in `lang`, for the field messages of both languages. */
  const postIn = (lang: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });

  /** A reset through a link that was never issued: only the form's own checks can answer. */
  const resetWithUnknownLinkIn = (lang: string, newPassword: string, newPasswordConfirmation?: string) =>
    postIn(lang, '/api/account/password/reset', {
      hash: randomToken(),
      newPassword,
      newPasswordConfirmation,
    });

  const newUser = (opts: Parameters<typeof createUser>[1] = {}) => createUser(t.database.db, opts);

  const issueToken = async (user: TestUser) => {
    expect((await recover(user.email)).statusCode).toBe(202);
    return (await linkFor(user.email)).token;
  };

  describe('request', () => {
    it('answers unknown and known addresses identically, in Portuguese by default', async () => {
      const user = await newUser();
      const unknown = await recover('ninguem.cadastrado@corretora.test');
      const known = await recover(user.email);
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({
        message: 'Se o email estiver cadastrado, você receberá um link para redefinir sua senha.',
      });
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      const en = await recover('ninguem.cadastrado2@corretora.test', { 'accept-language': 'en' });
      expect(en.json()).toEqual({
        message: 'If the email is registered, you will receive a link to reset your password.',
      });
    });

    it('takes about as long for an unknown address as for a known one', async () => {
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const timed = async (email: string) => {
        const captcha = await solveCaptcha(t.app);
        const started = performance.now();
        await t.app.inject({
          method: 'POST',
          url: '/api/account/password/recovery',
          payload: { email, captcha },
        });
        return performance.now() - started;
      };
      const unknown: number[] = [];
      const known: number[] = [];
      mailDelay.ms = 150;
      try {
        for (let i = 0; i < 5; i++) {
          unknown.push(await timed(`fantasma.tempo${i}@corretora.test`));
          known.push(await timed((await newUser()).email));
        }
      } finally {
        mailDelay.ms = 0;
      }
      // The token and its mail are made after the answer; doing them first would add the SMTP round trip.
      expect(median(known)).toBeLessThan(median(unknown) + 100);
    });

    it('e-mails a working link to a known user, in the user’s language', async () => {
      const user = await newUser();
      await sql`update users set locale = 'en' where id = ${user.id}`.execute(t.database.db);
      expect((await recover(user.email.toUpperCase())).statusCode).toBe(202);
      const mail = await linkFor(user.email);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.body).toContain('within 60 minutes');
      expect((await check(mail.token)).json()).toEqual({ valid: true, purpose: 'reset' });
      // Only the hash is stored, valid for an hour.
      const row = await t.database.db
        .selectFrom('password_reset_tokens')
        .select(['token_hash', sql<number>`extract(epoch from expires_at - created_at)::int`.as('seconds')])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash.equals(tokenHash(mail.token))).toBe(true);
      expect(row.seconds).toBeGreaterThanOrEqual(3599);
      expect(row.seconds).toBeLessThanOrEqual(3601);

      const res = await reset(mail.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Senha alterada com sucesso.' });
      // The new password signs in.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: user.email, password: NEW_PASSWORD, captcha: await solveCaptcha(t.app) },
      });
      expect(signIn.json()).toMatchObject({ status: 'code_required' });
      expect(await auditActions(t.database.db, { entityId: user.id })).toEqual(
        expect.arrayContaining(['password.recovery_requested', 'password.reset']),
      );
    });

    it('sends nothing for unknown, inactive or deleted accounts', async () => {
      const inactive = await newUser({ status: 'inactive' });
      const deleted = await newUser();
      await sql`update users set deleted_at = now() where id = ${deleted.id}`.execute(t.database.db);
      for (const email of [inactive.email, deleted.email, 'nao.existe.mesmo@corretora.test']) {
        expect((await recover(email)).statusCode).toBe(202);
      }
      // A later known request is delivered; none of the earlier ones was.
      const known = await newUser();
      await recover(known.email);
      await linkFor(known.email);
      for (const email of [inactive.email, deleted.email, 'nao.existe.mesmo@corretora.test']) {
        expect(mailsTo(t.smtp.received, email)).toEqual([]);
      }
      const queued = await sql<{ n: number }>`
        select count(*)::int as n from mail_outbox where "to" in (${inactive.email}, ${deleted.email})`.execute(
        t.database.db,
      );
      expect(queued.rows[0]?.n).toBe(0);
    });

    it('needs a solved captcha', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/password/recovery',
        payload: { email: 'alguem.qualquer@corretora.test', captcha: 'eA==' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'captcha_invalid',
        title: 'Captcha inválido. Tente novamente.',
      });
    });

    it.each([
      ['', 'login_required', 'You must enter a Email.', 'Você deve informar um Email.'],
      ['a@b.co', 'login_too_short', 'Must be at least 11 characters.', 'Deve ter no mínimo 11 caracteres.'],
      [
        `${'a'.repeat(70)}@corretora.test`,
        'login_too_long',
        'Must be at most 80 characters.',
        'Deve ter no máximo 80 caracteres.',
      ],
      [
        'sem-arroba-nenhum.test',
        'login_invalid',
        'You must enter a valid Email.',
        'Você deve informar um Email válido.',
      ],
      [
        '529.982.247-25',
        'login_invalid',
        'You must enter a valid Email.',
        'Você deve informar um Email válido.',
      ],
    ])('email %j → %s', async (email, code, en, pt) => {
      for (const [lang, message] of inEachLanguage(en, pt)) {
        const res = await postIn(lang, '/api/account/password/recovery', { email, captcha: 'x' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'body.email', code, message }]);
      }
    });

    it('refuses malformed bodies with a 4xx', async () => {
      for (const payload of [
        '',
        'not json',
        '[]',
        '{"email": 12, "captcha": {}}',
        '{"email": "\\u0000@x.com"}',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/account/password/recovery',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
      }
    });

    it('limits requests per address, known or not, with Retry-After', async () => {
      const user = await newUser();
      for (const email of [user.email, 'limite.desconhecido@corretora.test']) {
        const { statuses, last } = await sendInTurn(RECOVERY_PER_EMAIL + 1, () => recover(email));
        expect(statuses).toEqual([...Array<number>(RECOVERY_PER_EMAIL).fill(202), 429]);
        expect(last.json()).toMatchObject({
          code: 'rate_limited',
          title: 'Muitas tentativas. Aguarde e tente novamente.',
        });
        expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
  });

  describe('link', () => {
    it('works once', async () => {
      const user = await newUser();
      const token = await issueToken(user);
      expect((await reset(token)).statusCode).toBe(200);
      const again = await reset(token, 'Terceira#Senha7');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'reset_link_invalid',
        title: 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo.',
        errors: [{ path: 'body.hash', code: 'reset_link_invalid' }],
      });
      const checked = await check(token);
      expect(checked.statusCode).toBe(404);
      expect(checked.json()).toMatchObject({ code: 'reset_link_invalid' });
    });

    it('works once even when two requests race with it', async () => {
      const user = await newUser();
      const token = await issueToken(user);
      const results = await Promise.all([reset(token, 'Primeira#Senha1'), reset(token, 'Segunda#Senha2')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('expires after an hour', async () => {
      const user = await newUser();
      const token = await issueToken(user);
      await sql`update password_reset_tokens set created_at = now() - interval '61 minutes',
        expires_at = now() - interval '1 minute' where user_id = ${user.id}`.execute(t.database.db);
      const checked = await t.app.inject({
        method: 'GET',
        url: `/api/account/password/reset/${token}`,
        headers: { 'accept-language': 'en' },
      });
      expect(checked.statusCode).toBe(404);
      expect(checked.json()).toMatchObject({
        code: 'reset_link_invalid',
        title: 'This password reset link is invalid or has expired. Please request a new one.',
      });
      expect((await reset(token)).statusCode).toBe(400);
    });

    it('is replaced by a newer one', async () => {
      const user = await newUser();
      const first = await issueToken(user);
      await recover(user.email);
      const second = (await linkFor(user.email, 2)).token;
      expect(second).not.toBe(first);
      expect((await check(first)).statusCode).toBe(404);
      expect((await check(second)).statusCode).toBe(200);
      expect((await reset(first)).statusCode).toBe(400);
      expect((await reset(second)).statusCode).toBe(200);
    });

    it('unknown, malformed or oversized hashes are client errors, never 500', async () => {
      for (const hash of [randomToken(), 'x', '%00', '..%2F..%2Fetc', 'a'.repeat(199)]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/account/password/reset/${hash}` });
        expect(res.statusCode).toBe(404);
      }
      // Longer than any router parameter: Fastify's own 414.
      const long = await t.app.inject({
        method: 'GET',
        url: `/api/account/password/reset/${'a'.repeat(400)}`,
      });
      expect(long.statusCode).toBe(414);
      for (const hash of ['', randomToken(), 'é'.repeat(150)]) {
        expect((await reset(hash)).statusCode).toBe(400);
      }
    });
  });

  describe('new password', () => {
    const policy: [string, string, string, string][] = [
      ['', 'password_required', 'Password is required.', 'A senha é obrigatória.'],
      [
        'Ab1#',
        'password_too_short',
        'Password is too short - should be 6 chars minimum',
        'A senha é muito curta - deve ter no mínimo 6 caracteres',
      ],
      [
        `Ab1#${'x'.repeat(40)}`,
        'password_too_long',
        'Password is too long - should be 40 chars maximum',
        'A senha é muito longa - deve ter no máximo 40 caracteres',
      ],
      [
        'abcdef1#',
        'password_uppercase',
        'Password needs a uppercase letter',
        'A senha precisa de uma letra maiúscula',
      ],
      [
        'ABCDEF1#',
        'password_lowercase',
        'Password needs a lowercase letter',
        'A senha precisa de uma letra minúscula',
      ],
      ['Abcdefg#', 'password_number', 'Password needs a number', 'A senha precisa de um número'],
      [
        'Abcdefg1',
        'password_special',
        'Password requires a special character',
        'A senha precisa de um caractere especial',
      ],
    ];

    it.each(policy)('%j is refused with %s, in English and Portuguese', async (pw, code, en, pt) => {
      for (const [lang, message] of inEachLanguage(en, pt)) {
        const res = await resetWithUnknownLinkIn(lang, pw, pw);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_failed');
        expect(res.json().errors).toContainEqual({ path: 'body.newPassword', code, message });
      }
    });

    it.each([
      [
        undefined,
        'password_confirmation_required',
        'Confirmation of new password is mandatory.',
        'A confirmação da nova senha é obrigatória.',
      ],
      [
        '',
        'password_confirmation_required',
        'Confirmation of new password is mandatory.',
        'A confirmação da nova senha é obrigatória.',
      ],
      ['Outra#Senha43', 'password_mismatch', 'Invalid field.', 'Campo inválido.'],
    ])('confirmation %j → %s', async (confirmation, code, en, pt) => {
      for (const [lang, message] of inEachLanguage(en, pt)) {
        const res = await resetWithUnknownLinkIn(lang, NEW_PASSWORD, confirmation);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'body.newPasswordConfirmation', code, message }]);
      }
    });

    it('refuses one of the 10,000 most common passwords, whatever its case, and keeps the link', async () => {
      const user = await newUser();
      const token = await issueToken(user);
      const res = await reset(token, 'P@ssw0rd');
      expectOneFieldError(res, {
        path: 'body.newPassword',
        code: 'password_common',
        message: 'Esta senha é muito comum. Escolha outra.',
      });
      const en = await t.app.inject({
        method: 'POST',
        url: '/api/account/password/reset',
        payload: { hash: token, newPassword: 'p@SSW0RD', newPasswordConfirmation: 'p@SSW0RD' },
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().errors).toEqual([
        {
          path: 'body.newPassword',
          code: 'password_common',
          message: 'This password is too common. Choose another one.',
        },
      ]);
      expect((await check(token)).statusCode).toBe(200);
    });
    it.each(['Mudar@123', 'Qwerty@123', 'S3nh@2024'])(
      "refuses %s, a common word with the policy's capital, symbol and digits",
      async (password) => {
        const user = await newUser();
        const token = await issueToken(user);
        expectOneFieldError(await reset(token, password), {
          path: 'body.newPassword',
          code: 'password_common',
          message: 'Esta senha é muito comum. Escolha outra.',
        });
        expect((await check(token)).statusCode).toBe(200);
      },
    );

    it("refuses a password holding the user's name or e-mail, in both languages", async () => {
      const user = await newUser({
        name: 'Flávia Quintana Rocha',
        email: `flavia.quintana${Date.now()}@corretora.test`,
      });
      const token = await issueToken(user);
      for (const [lang, message] of inEachLanguage(
        'The password must not contain your name or your email.',
        'A senha não pode conter seu nome nem seu email.',
      )) {
        for (const password of ['Fl@via#Segura9', 'Rocha!Forte2026']) {
          const res = await postIn(lang, '/api/account/password/reset', {
            hash: token,
            newPassword: password,
            newPasswordConfirmation: password,
          });
          expectOneFieldError(res, { path: 'body.newPassword', code: 'password_personal', message });
        }
      }
      expect((await check(token)).statusCode).toBe(200);
    });
  });

  it('unblocks the user and ends every session and trusted device', async () => {
    const user = await newUser();
    const db = t.database.db;
    const session = await sessionFor(db, t.config, user.id);
    const other = await sessionFor(db, t.config, user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode,
    ).toBe(200);
    await trustDevice(db, user.id);
    const token = await issueToken(user);
    await sql`update users set blocked = true, blocked_at = now(), failed_attempts = 5 where id = ${user.id}`.execute(
      db,
    );

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/reset',
      payload: { hash: token, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
      headers: { cookie: cookieHeader(session.cookies) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'fxbo_session')?.value).toBe('');

    for (const agent of [session, other]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: agent.headers });
      expect(me.statusCode).toBe(401);
    }
    const row = await db
      .selectFrom('users')
      .select(['blocked', 'blocked_at', 'failed_attempts', 'must_change_password'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      blocked: false,
      blocked_at: null,
      failed_attempts: 0,
      must_change_password: false,
    });
    expect(await devicesRevoked(db, user.id)).toEqual([true]);
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'password.reset')
      .where('entity_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ unblocked: true, sessionsEnded: 2, devicesRevoked: 1 });

    // Signing in works again with the new password.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: user.email, password: NEW_PASSWORD, captcha: await solveCaptcha(t.app) },
    });
    expect(signIn.json()).toMatchObject({ status: 'code_required' });
  });

  it('a reset for a user deactivated meanwhile changes nothing', async () => {
    const user = await newUser();
    const token = await issueToken(user);
    await sql`update users set status = 'inactive' where id = ${user.id}`.execute(t.database.db);
    expect((await reset(token)).statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('used_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });
});

describe('recovery per-IP rate limit', () => {
  const t = suiteApp({ env: { LOGIN_RATE_PER_IP: '3' } });

  it('answers 429 with Retry-After once the address has used its allowance, before the captcha', async () => {
    const { statuses, last } = await sendInTurn(4, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password/recovery',
        payload: { email: `ip.limite${i}@corretora.test`, captcha: 'x' },
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(last.json()).toMatchObject({
      code: 'rate_limited',
      title: 'Too many attempts. Please wait and try again.',
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rateLimitCount(t.database.db, 'recovery:ip:127.0.0.1')).toBe(4);
  });
});
