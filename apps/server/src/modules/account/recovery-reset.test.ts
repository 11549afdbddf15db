import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieHeader, sessionFor, solveCaptcha } from '../../../test/auth.js';
import { expectOneFieldError } from '../../../test/field-errors.js';
import { inEachLanguage } from '../../../test/languages.js';
import { devicesRevoked, trustDevice } from '../../../test/users.js';
import { randomToken } from '../../platform/tokens.js';
import {
  NEW_PASSWORD,
  t,
  recover,
  linkFor,
  check,
  reset,
  postIn,
  resetWithUnknownLinkIn,
  newUser,
  issueToken,
} from './recovery-setup.js';

describe('password recovery and reset', () => {
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
