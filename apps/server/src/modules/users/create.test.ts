import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/auth.js';
import { createUser } from '../../../test/users.js';
import { tokenHash } from '../../platform/tokens.js';
import {
  t,
  db,
  admin,
  adminAgent,
  acme,
  beta,
  scopedAdmin,
  email,
  call,
  userByEmail,
  mailTo,
} from './create-setup.js';

describe('POST /api/users', () => {
  it('creates an active user without a password, e-mails the 72-hour invitation and audits it', async () => {
    const address = email('Nova');
    const res = await call(adminAgent, 'POST', '/api/users', {
      name: '  Nova   Operadora Silva ',
      email: address.toUpperCase(),
      kind: 'client',
      locale: 'en',
      clientIds: [acme.id],
      permissions: ['remittances.consult'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const user = await userByEmail(address.toLowerCase());
    expect(user).toMatchObject({
      name: 'Nova Operadora Silva',
      kind: 'client',
      status: 'active',
      locale: 'en',
      password_hash: null,
    });
    expect(body).toMatchObject({ id: user?.id, email: address.toLowerCase() });

    const detail = (await call(adminAgent, 'GET', `/api/users/${user?.id}`)).json();
    expect(detail.permissions).toEqual(['remittances.consult']);
    expect(detail.clients.map((c: { id: string }) => c.id)).toEqual([acme.id]);

    const [mail] = await mailTo(address.toLowerCase());
    expect(mail?.subject).toBe('Your access to the back-office');
    const token = new RegExp(`${t.config.publicUrl}/reset-password/([A-Za-z0-9_-]{43})`).exec(
      mail?.text ?? '',
    )?.[1];
    const stored = await db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('invitation');
    expect(stored.token_hash.equals(tokenHash(token ?? ''))).toBe(true);
    const hours = (stored.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(body.expiresAt).toBe(stored.expires_at.toISOString());

    // The link says it is an invitation (the page words it as a new account's first password) …
    const status = await t.app.inject({ method: 'GET', url: `/api/account/password/reset/${token}` });
    expect(status.json()).toEqual({ valid: true, purpose: 'invitation' });
    // … and sets the first password, and the user signs in with it.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/reset',
      payload: { hash: token, newPassword: 'Primeira#Senha7', newPasswordConfirmation: 'Primeira#Senha7' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await userByEmail(address.toLowerCase()))?.password_hash).toMatch(/^\$argon2id\$/);

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', user?.id ?? '')
      .where('action', '=', 'user.create')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_user_id: admin.id,
      details: {
        email: address.toLowerCase(),
        kind: 'client',
        allClients: false,
        clientIds: [acme.id],
        permissions: ['remittances.consult'],
      },
    });
  });

  it('refuses bad input in both languages and creates nothing', async () => {
    const address = email('ruim');
    const pt = await call(adminAgent, 'POST', '/api/users', { name: 'Ana', email: 'x', kind: 'client' });
    expect(pt.statusCode).toBe(400);
    const paths = pt.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(['body.name', 'body.email']);
    const en = await call(
      adminAgent,
      'POST',
      '/api/users',
      { name: 'Ana Souza', email: address, kind: 'client', clientIds: [] },
      'en',
    );
    expect(en.json().errors).toEqual([
      { path: 'body.clientIds', code: 'clients_required', message: 'Please select an associated customer.' },
    ]);
    const staffAll = await call(adminAgent, 'POST', '/api/users', {
      name: 'Ana Souza',
      email: address,
      kind: 'client',
      allClients: true,
    });
    expect(staffAll.json().errors[0]).toMatchObject({
      path: 'body.allClients',
      code: 'all_clients_staff_only',
    });
    expect(await userByEmail(address)).toBeUndefined();
  });

  it('an e-mail in use by a user the administrator sees is refused on its field', async () => {
    const taken = await createUser(db, { kind: 'client', clientIds: [acme.id] });
    for (const agent of [adminAgent, scopedAdmin]) {
      const res = await call(agent, 'POST', '/api/users', {
        name: 'Outra Pessoa',
        email: taken.email,
        kind: 'client',
        clientIds: [acme.id],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.email', code: 'email_in_use', message: 'Este e-mail já é de outro usuário.' },
      ]);
    }
  });

  it('an administrator of some clients: their clients only, no id, and an account outside them not revealed', async () => {
    const outside = await createUser(db, { kind: 'client', clientIds: [beta.id] });
    const refused = await call(scopedAdmin, 'POST', '/api/users', {
      name: 'Fora Do Escopo',
      email: email('fora'),
      kind: 'client',
      clientIds: [beta.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'body.clientIds', code: 'client_unknown' });
    const noClient = await call(scopedAdmin, 'POST', '/api/users', {
      name: 'Sem Cliente',
      email: email('sem'),
      kind: 'staff',
    });
    expect(noClient.json().errors[0]).toMatchObject({ path: 'body.clientIds', code: 'clients_required' });
    const notHeld = await call(scopedAdmin, 'POST', '/api/users', {
      name: 'Mais Poder',
      email: email('poder'),
      kind: 'client',
      clientIds: [acme.id],
      permissions: ['audit.consult'],
    });
    expect(notHeld.json().errors[0]).toMatchObject({ path: 'body.permissions', code: 'permission_not_held' });

    const fresh = email('nova');
    const created = await call(scopedAdmin, 'POST', '/api/users', {
      name: 'Nova Cliente',
      email: fresh,
      kind: 'client',
      clientIds: [acme.id],
    });
    const existing = await call(scopedAdmin, 'POST', '/api/users', {
      name: 'Nova Cliente',
      email: outside.email,
      kind: 'client',
      clientIds: [acme.id],
    });
    // The same answer: 201, no id, the e-mail and an expiry; only the first made a user.
    expect(created.statusCode).toBe(201);
    expect(existing.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(Object.keys(existing.json()).sort());
    expect(created.json().id).toBeNull();
    expect(existing.json().id).toBeNull();
    expect(await userByEmail(fresh)).toMatchObject({ kind: 'client' });
    expect((await userByEmail(outside.email))?.id).toBe(outside.id);
    expect(await mailTo(outside.email)).toEqual([]);
  });

  it('needs users.administer', async () => {
    const consult = await createUser(db, { kind: 'staff', allClients: true, permissions: ['users.consult'] });
    const agent = await sessionFor(db, t.config, consult.id);
    const res = await call(agent, 'POST', '/api/users', {
      name: 'Nova Pessoa',
      email: email('perm'),
      kind: 'staff',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("a user's permissions are their profile's and their own (user_effective_permissions)", () => {
  it('the session holds both; the seeded profiles exist', async () => {
    const profiles = await db
      .selectFrom('permission_profiles')
      .select(['id', 'name'])
      .orderBy('name')
      .execute();
    expect(profiles.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cliente — consulta', 'Operador de câmbio', 'Tesouraria']),
    );
    const treasury = profiles.find((p) => p.name === 'Tesouraria');
    const u = await createUser(db, { kind: 'staff', allClients: true, permissions: ['audit.consult'] });
    await db
      .updateTable('users')
      .set({ profile_id: treasury?.id ?? null })
      .where('id', '=', u.id)
      .execute();
    const agent = await sessionFor(db, t.config, u.id);
    const me = (await call(agent, 'GET', '/api/auth/me')).json();
    expect(me.user.permissions).toEqual(expect.arrayContaining(['audit.consult', 'treasury.bills-to-pay']));
    expect((await call(agent, 'GET', '/api/audit')).statusCode).toBe(200);
  });
});

describe('permission profiles assigned to users', () => {
  it('lists the profiles; assigning one gives its permissions, ends the sessions and is audited', async () => {
    const list = await call(adminAgent, 'GET', '/api/permission-profiles');
    expect(list.statusCode).toBe(200);
    const treasury = list.json().items.find((p: { name: string }) => p.name === 'Tesouraria');
    expect(treasury.permissions).toContain('treasury.bills-to-pay');

    const u = await createUser(db, { kind: 'staff', allClients: true, permissions: [] });
    const session = await sessionFor(db, t.config, u.id);
    const res = await call(adminAgent, 'PUT', `/api/users/${u.id}/profile`, { profileId: treasury.id });
    expect(res.statusCode).toBe(200);
    expect((await call(session, 'GET', '/api/auth/me')).json()).toMatchObject({
      reason: 'permissions_changed',
    });
    const fresh = await sessionFor(db, t.config, u.id);
    expect((await call(fresh, 'GET', '/api/auth/me')).json().user.permissions).toContain(
      'treasury.bills-to-pay',
    );
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', u.id)
      .where('action', '=', 'user.update')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ changed: ['profile'], sessionsEnded: 1 });

    const none = await call(adminAgent, 'PUT', `/api/users/${u.id}/profile`, { profileId: null });
    expect(none.statusCode).toBe(200);
    expect((await call(fresh, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses an unknown profile and one with permissions the administrator does not hold', async () => {
    const u = await createUser(db, { kind: 'client', clientIds: [acme.id] });
    const unknown = await call(adminAgent, 'PUT', `/api/users/${u.id}/profile`, { profileId: '999999999' });
    expect(unknown.json().errors[0]).toMatchObject({ path: 'body.profileId', code: 'profile_unknown' });
    const profiles = (await call(adminAgent, 'GET', '/api/permission-profiles')).json().items;
    const operator = profiles.find((p: { name: string }) => p.name === 'Operador de câmbio');
    const notHeld = await call(scopedAdmin, 'PUT', `/api/users/${u.id}/profile`, { profileId: operator.id });
    expect(notHeld.json().errors[0]).toMatchObject({ path: 'body.profileId', code: 'permission_not_held' });
    expect(
      (await db.selectFrom('users').select('profile_id').where('id', '=', u.id).executeTakeFirst())
        ?.profile_id,
    ).toBeNull();
  });
});
