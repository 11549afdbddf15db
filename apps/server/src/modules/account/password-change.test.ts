import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite.js';
import { sessionFor, signedInUser, type Agent } from '../../../test/auth.js';
import { expectOneFieldError } from '../../../test/field-errors.js';
import { devicesRevoked, TEST_PASSWORD, trustDevice, type TestUser } from '../../../test/users.js';
import { verifyPassword } from '../../platform/password-hash.js';
import { randomToken } from '../../platform/tokens.js';
import { PASSWORD_FAILURES_ALLOWED } from './password.js';

const NEW_PASSWORD = 'Nova#Senha2024';

describe('password change by the signed-in user', () => {
  const t = suiteApp();
  let user: TestUser;
  let agent: Agent;

  const fresh = async () => {
    ({ agent, ...user } = await signedInUser(t));
  };

  const change = (body: Record<string, unknown>, headers: Record<string, string> = agent.headers) =>
    t.app.inject({ method: 'POST', url: '/api/account/password/change', payload: body, headers });

  const me = (a: Agent) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: a.headers });

  const storedHash = async () =>
    (
      await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).password_hash ?? '';

  it('changes the password, keeps this session and ends the others', async () => {
    await fresh();
    const db = t.database.db;
    const other = await sessionFor(db, t.config, user.id);
    await db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    await trustDevice(db, user.id);

    const res = await change({
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      newPasswordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha alterada com sucesso.' });

    expect((await me(agent)).statusCode).toBe(200);
    expect((await me(agent)).json().user.mustChangePassword).toBe(false);
    expect((await me(other)).statusCode).toBe(401);
    expect(await verifyPassword(await storedHash(), NEW_PASSWORD)).toBe(true);
    expect(await devicesRevoked(db, user.id)).toEqual([true]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'password.change')
      .where('entity_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_user_id: user.id,
      details: { sessionsEnded: 1, devicesRevoked: 1 },
    });
  });

  it('requires the current password, with a translated field error', async () => {
    await fresh();
    const body = {
      currentPassword: 'Errada#123',
      newPassword: NEW_PASSWORD,
      newPasswordConfirmation: NEW_PASSWORD,
    };
    const pt = await change(body);
    expectOneFieldError(pt, {
      path: 'body.currentPassword',
      code: 'current_password_invalid',
      message: 'A senha atual está incorreta.',
    });
    const en = await change(body, { ...agent.headers, 'accept-language': 'en' });
    expect(en.json().errors).toEqual([
      {
        path: 'body.currentPassword',
        code: 'current_password_invalid',
        message: 'The current password is incorrect.',
      },
    ]);
    expect(await verifyPassword(await storedHash(), TEST_PASSWORD)).toBe(true);

    const missing = await change({ newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'body.currentPassword', code: 'password_required', message: 'A senha é obrigatória.' },
    ]);
  });

  it('refuses the current password as the new one', async () => {
    await fresh();
    const res = await change({
      currentPassword: user.password,
      newPassword: user.password,
      newPasswordConfirmation: user.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'body.newPassword',
        code: 'password_same_as_current',
        message: 'A nova senha deve ser diferente da atual.',
      },
    ]);
  });

  it('applies the policy and refuses common passwords', async () => {
    await fresh();
    const weak = await change(
      { currentPassword: user.password, newPassword: 'abcdefg1', newPasswordConfirmation: 'abcdefg1' },
      { ...agent.headers, 'accept-language': 'en' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { path: 'body.newPassword', code: 'password_uppercase', message: 'Password needs a uppercase letter' },
      {
        path: 'body.newPassword',
        code: 'password_special',
        message: 'Password requires a special character',
      },
    ]);
    const common = await change({
      currentPassword: user.password,
      newPassword: 'Sasha_007',
      newPasswordConfirmation: 'Sasha_007',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      {
        path: 'body.newPassword',
        code: 'password_common',
        message: 'Esta senha é muito comum. Escolha outra.',
      },
    ]);
    expect(await verifyPassword(await storedHash(), TEST_PASSWORD)).toBe(true);
  });

  it('refuses a common word dressed in the policy, and the name or e-mail of the user', async () => {
    ({ agent, ...user } = await signedInUser(t, {
      name: 'Roberto Lins Costa',
      email: `roberto.lins${Date.now()}@costapagamentos.test`,
    }));
    const attempt = (newPassword: string) =>
      change({ currentPassword: user.password, newPassword, newPasswordConfirmation: newPassword });
    for (const password of ['Brasil@2026', 'Admin@123', 'Palmeiras!1914']) {
      expectOneFieldError(await attempt(password), {
        path: 'body.newPassword',
        code: 'password_common',
        message: 'Esta senha é muito comum. Escolha outra.',
      });
    }
    for (const password of ['R0berto#Forte9', 'Xq7!Lins2026', 'COSTA@novo#77']) {
      expectOneFieldError(await attempt(password), {
        path: 'body.newPassword',
        code: 'password_personal',
        message: 'A senha não pode conter seu nome nem seu email.',
      });
    }
    expect(await verifyPassword(await storedHash(), TEST_PASSWORD)).toBe(true);
  });

  it('needs the CSRF header and a session', async () => {
    await fresh();
    const body = {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      newPasswordConfirmation: NEW_PASSWORD,
    };
    const noCsrf = await change(body, { cookie: agent.headers['cookie'] ?? '' });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    const wrongCsrf = await change(body, { ...agent.headers, 'x-csrf-token': randomToken() });
    expect(wrongCsrf.statusCode).toBe(403);
    expect((await change(body, {})).statusCode).toBe(401);
    expect(await verifyPassword(await storedHash(), TEST_PASSWORD)).toBe(true);
  });

  it('stops guessing after five wrong current passwords', async () => {
    await fresh();
    const attempt = (currentPassword: string) =>
      change({ currentPassword, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });
    for (let i = 0; i < PASSWORD_FAILURES_ALLOWED; i++)
      expect((await attempt(`Errada#${i}x`)).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifyPassword(await storedHash(), TEST_PASSWORD)).toBe(true);
  });
});
