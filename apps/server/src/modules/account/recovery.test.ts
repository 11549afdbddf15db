import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { solveCaptcha } from '../../../test/auth.js';
import { inEachLanguage } from '../../../test/languages.js';
import { rateLimitCount, sendInTurn } from '../../../test/rate-limit.js';
import { tokenHash } from '../../platform/tokens.js';
import { RECOVERY_PER_EMAIL } from './recovery.js';
import { suiteApp } from '../../../test/suite.js';
import {
  NEW_PASSWORD,
  mailsTo,
  mailDelay,
  t,
  recover,
  linkFor,
  check,
  reset,
  postIn,
  newUser,
} from './recovery-setup.js';

describe('password recovery and reset', () => {
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
