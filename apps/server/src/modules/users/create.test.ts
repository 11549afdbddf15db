import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInAdministrator, type Agent } from '../../../test/auth.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createUser, type TestUser } from '../../../test/users.js';
import type { Database } from '../../db/schema.js';
import { tokenHash } from '../../platform/tokens.js';
import { suiteApp } from '../../../test/suite.js';

// Users created and edited in the app (issue 24): POST /api/users and PUT /api/users/:id.

const t = suiteApp();
let db: Kysely<Database>;
let admin: TestUser;
let adminAgent: Agent;
let acme: { id: string };
let beta: { id: string };
let scopedAdmin: Agent;
const tag = `c${Date.now()}`;
let n = 0;
const email = (who: string) => `${who}.${tag}.${++n}@novo.test`;

type Method = 'GET' | 'POST' | 'PUT';
const call = (agent: Agent, method: Method, url: string, payload?: unknown, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...agent.headers, ...(lang ? { 'accept-language': lang } : {}), 'user-agent': 'create-test' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const userByEmail = (address: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', address)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

const mailTo = (address: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to', '=', address).orderBy('id', 'desc').execute();

beforeAll(async () => {
  db = t.database.db;
  ({ agent: adminAgent, ...admin } = await signedInAdministrator(t));
  acme = await createClient(db, `Acme ${tag}`);
  beta = await createClient(db, `Beta ${tag}`);
  const s = await createUser(db, {
    kind: 'client',
    permissions: ['users.consult', 'users.administer', 'remittances.consult'],
    clientIds: [acme.id],
  });
  scopedAdmin = await sessionFor(db, t.config, s.id);
});

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

describe('PUT /api/users/:id', () => {
  it('edits name, e-mail, kind, language and status; inactivating ends the sessions; audited', async () => {
    const u = await createUser(db, { kind: 'staff', clientIds: [acme.id] });
    const session = await sessionFor(db, t.config, u.id);
    const address = email('editado');
    const res = await call(adminAgent, 'PUT', `/api/users/${u.id}`, {
      name: 'Nome Editado Silva',
      email: address,
      kind: 'client',
      locale: 'en',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nome Editado Silva',
      email: address,
      kind: 'client',
      locale: 'en',
      status: 'inactive',
    });
    const me = await call(session, 'GET', '/api/auth/me');
    expect(me.json()).toMatchObject({ code: 'session_ended', reason: 'inactivated' });
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', u.id)
      .where('action', '=', 'user.update')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      changed: ['name', 'email', 'kind', 'locale', 'status'],
      before: { kind: 'staff', status: 'active' },
      after: { kind: 'client', status: 'inactive', email: address },
      sessionsEnded: 1,
    });
  });

  it('refuses an e-mail in use, a client user without clients, and inactivating oneself', async () => {
    const u = await createUser(db, { kind: 'staff', allClients: false });
    const other = await createUser(db, { kind: 'staff' });
    const base = { name: 'Pessoa Editada', email: u.email, kind: 'staff', locale: 'pt-BR', active: true };
    const inUse = await call(adminAgent, 'PUT', `/api/users/${u.id}`, { ...base, email: other.email });
    expect(inUse.json().errors[0]).toMatchObject({ path: 'body.email', code: 'email_in_use' });
    const noClient = await call(adminAgent, 'PUT', `/api/users/${u.id}`, { ...base, kind: 'client' });
    expect(noClient.json().errors[0]).toMatchObject({ path: 'body.kind', code: 'clients_required' });
    const self = await call(adminAgent, 'PUT', `/api/users/${admin.id}`, {
      ...base,
      email: admin.email,
      active: false,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('self_protection');
  });

  it('a changed e-mail closes the open links: invited again at the new address, or told at the old one', async () => {
    // Invited at a mistyped address: the link sent there dies, a new invitation goes to the corrected one.
    const typo = email('digitado');
    const created = await call(adminAgent, 'POST', '/api/users', {
      name: 'Convidada Errada',
      email: typo,
      kind: 'client',
      clientIds: [acme.id],
    });
    const id = created.json().id as string;
    const linkIn = (text: string | undefined) =>
      new RegExp(`${t.config.publicUrl}/reset-password/([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1] ?? '';
    const first = linkIn((await mailTo(typo))[0]?.text);
    const status = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/account/password/reset/${token}` });
    expect((await status(first)).statusCode).toBe(200);
    const fixed = email('corrigido');
    const base = { name: 'Convidada Errada', kind: 'client', locale: 'pt-BR', active: true };
    const res = await call(adminAgent, 'PUT', `/api/users/${id}`, { ...base, email: fixed });
    expect(res.statusCode).toBe(200);
    expect((await status(first)).statusCode).toBe(404);
    const [invitation] = await mailTo(fixed);
    expect(invitation?.subject).toBe('Seu acesso ao back-office');
    expect((await status(linkIn(invitation?.text))).json()).toEqual({ valid: true, purpose: 'invitation' });
    expect(await mailTo(typo)).toHaveLength(1);

    // A user with a password: the old address is told, in the user's language, and its reset link dies.
    const u = await createUser(db, { kind: 'staff' });
    await call(adminAgent, 'POST', `/api/users/${u.id}/resend-password`);
    const reset = linkIn((await mailTo(u.email))[0]?.text);
    expect((await status(reset)).statusCode).toBe(200);
    const moved = email('mudou');
    const edit = await call(adminAgent, 'PUT', `/api/users/${u.id}`, {
      ...base,
      name: 'Pessoa Com Senha',
      kind: 'staff',
      locale: 'en',
      email: moved,
    });
    expect(edit.statusCode).toBe(200);
    expect((await status(reset)).statusCode).toBe(404);
    const [notice] = await mailTo(u.email);
    expect(notice?.subject).toBe('Your back-office e-mail was changed');
    expect(notice?.text).toContain(moved);
    expect(await mailTo(moved)).toEqual([]);
  });

  it('an e-mail of an account outside the administrator’s clients: answered as a change, nothing changes', async () => {
    const outside = await createUser(db, { kind: 'client', clientIds: [beta.id] });
    const mine = await createUser(db, { kind: 'client', clientIds: [acme.id] });
    const u = await createUser(db, { kind: 'client', clientIds: [acme.id] });
    const base = { name: 'Cliente Editada', kind: 'client', locale: 'pt-BR', active: true };
    // An account the administrator sees: refused on its field (they see it in the list anyway).
    const visible = await call(scopedAdmin, 'PUT', `/api/users/${u.id}`, { ...base, email: mine.email });
    expect(visible.statusCode).toBe(400);
    expect(visible.json().errors[0]).toMatchObject({ path: 'body.email', code: 'email_in_use' });
    // An account outside their clients: the answer a free address gets, and nothing changes or is sent.
    const hidden = await call(scopedAdmin, 'PUT', `/api/users/${u.id}`, { ...base, email: outside.email });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ name: 'Cliente Editada', email: outside.email });
    expect((await userByEmail(u.email))?.id).toBe(u.id);
    expect((await userByEmail(outside.email))?.id).toBe(outside.id);
    expect(await mailTo(outside.email)).toEqual([]);
    expect(await mailTo(u.email)).toEqual([]);
    const free = email('livre');
    const changed = await call(scopedAdmin, 'PUT', `/api/users/${u.id}`, { ...base, email: free });
    expect(changed.statusCode).toBe(200);
    expect(Object.keys(changed.json()).sort()).toEqual(Object.keys(hidden.json()).sort());
    expect(changed.json()).toMatchObject({ name: 'Cliente Editada', email: free });
    expect((await userByEmail(free))?.id).toBe(u.id);
    // An administrator of every user is told of any account (they see them all).
    const admin = await call(adminAgent, 'PUT', `/api/users/${u.id}`, { ...base, email: outside.email });
    expect(admin.json().errors[0]).toMatchObject({ path: 'body.email', code: 'email_in_use' });
  });

  it("a user outside the administrator's clients is a 404", async () => {
    const outside = await createUser(db, { kind: 'client', clientIds: [beta.id] });
    const res = await call(scopedAdmin, 'PUT', `/api/users/${outside.id}`, {
      name: 'Nome Qualquer',
      email: outside.email,
      kind: 'client',
      locale: 'pt-BR',
      active: true,
    });
    expect(res.statusCode).toBe(404);
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
