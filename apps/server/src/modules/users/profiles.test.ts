import { randomUUID } from 'node:crypto';
import { FIELD_MESSAGES } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionFor, signedInAdministrator, type Agent } from '../../../test/auth.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createUser } from '../../../test/users.js';
import { suiteApp } from '../../../test/suite.js';
import type { Database } from '../../db/schema.js';
import { usersMessage } from './messages.js';

// Permission profiles edited in one place (issue 24, decisions §52): create, edit, delete.

const t = suiteApp();
let db: Kysely<Database>;
let admin: Agent;
let adminId: string;
const tag = randomUUID().slice(0, 8);
let n = 0;
const uniqueName = (base: string) => `${base} ${tag} ${++n}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: Agent, method: Method, url: string, payload?: unknown, lang?: string, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...agent.headers,
      ...(lang ? { 'accept-language': lang } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const create = async (permissions: string[] = ['remittances.consult'], name = uniqueName('Perfil')) => {
  const res = await call(admin, 'POST', '/api/permission-profiles', { name, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; permissions: string[]; userCount: number };
};

const auditOf = (id: string, action: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'permission_profile')
    .where('entity_id', '=', id)
    .where('action', '=', action)
    .execute();

const holder = async (profileId: string) => {
  const u = await createUser(db, { kind: 'staff', allClients: true, permissions: ['home.view'] });
  await db.updateTable('users').set({ profile_id: profileId }).where('id', '=', u.id).execute();
  return u;
};

beforeAll(async () => {
  db = t.database.db;
  const a = await signedInAdministrator(t);
  admin = a.agent;
  adminId = a.id;
});

describe('POST /api/permission-profiles', () => {
  it('creates a profile with its permissions, listed with no users, audited with its name and keys', async () => {
    const name = uniqueName('Mesa de  câmbio');
    const res = await call(admin, 'POST', '/api/permission-profiles', {
      name: `  ${name} `,
      permissions: ['remittances.export', 'remittances.consult', 'remittances.consult'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: name.replace(/\s+/g, ' '),
      permissions: ['remittances.consult', 'remittances.export'],
      userCount: 0,
    });
    const list = (await call(admin, 'GET', '/api/permission-profiles')).json().items;
    expect(list).toContainEqual(body);
    const [entry] = await auditOf(body.id, 'permission_profile.create');
    expect(entry?.details).toEqual({
      name: body.name,
      permissions: ['remittances.consult', 'remittances.export'],
    });
    expect(entry?.actor_user_id).toBe(adminId);
  });

  it('refuses a name another profile has, whatever the case: 409 on the name, translated', async () => {
    const first = await create();
    for (const [lang, locale] of [
      ['pt-BR', 'pt-BR'],
      ['en', 'en'],
    ] as const) {
      const res = await call(
        admin,
        'POST',
        '/api/permission-profiles',
        { name: first.name.toUpperCase(), permissions: ['home.view'] },
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toMatchObject({
        path: 'body.name',
        code: 'profile_name_taken',
        message: FIELD_MESSAGES.profile_name_taken[locale],
      });
    }
  });

  it('refuses bad input with translated field messages and creates nothing', async () => {
    const before = (await call(admin, 'GET', '/api/permission-profiles')).json().items.length;
    const cases: [unknown, string, keyof typeof FIELD_MESSAGES][] = [
      [{ name: '   ', permissions: ['home.view'] }, 'body.name', 'profile_name_required'],
      [{ name: 'x'.repeat(101), permissions: ['home.view'] }, 'body.name', 'profile_name_too_long'],
      [{ name: uniqueName('Vazio'), permissions: [] }, 'body.permissions', 'profile_permissions_required'],
      [
        { name: uniqueName('Estranho'), permissions: ['nada.disso'] },
        'body.permissions.0',
        'permission_unknown',
      ],
    ];
    for (const [payload, path, code] of cases) {
      const res = await call(admin, 'POST', '/api/permission-profiles', payload, 'pt-BR');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ path, message: FIELD_MESSAGES[code]['pt-BR'] }),
      );
    }
    const en = await call(admin, 'POST', '/api/permission-profiles', { name: '', permissions: [] }, 'en');
    expect(en.json().errors).toContainEqual(
      expect.objectContaining({ path: 'body.name', message: FIELD_MESSAGES.profile_name_required.en }),
    );
    expect((await call(admin, 'GET', '/api/permission-profiles')).json().items.length).toBe(before);
  });

  it('done once per Idempotency-Key', async () => {
    const key = randomUUID();
    const payload = { name: uniqueName('Uma vez'), permissions: ['home.view'] };
    const first = await call(admin, 'POST', '/api/permission-profiles', payload, undefined, key);
    const second = await call(admin, 'POST', '/api/permission-profiles', payload, undefined, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await auditOf(first.json().id, 'permission_profile.create')).toHaveLength(1);
  });
});

describe('who may change the profiles', () => {
  it('403 without users.administer; 403 for an administrator of some clients; nothing changes', async () => {
    const profile = await create();
    const consult = await createUser(db, { kind: 'staff', allClients: true, permissions: ['users.consult'] });
    const acme = await createClient(db, `Acme Perfis ${tag}`);
    const scoped = await createUser(db, {
      kind: 'client',
      clientIds: [acme.id],
      permissions: ['users.consult', 'users.administer', 'remittances.consult'],
    });
    const body = { name: uniqueName('Proibido'), permissions: ['remittances.consult'] };
    for (const [id, status] of [
      [consult.id, 403],
      [scoped.id, 403],
    ] as const) {
      const agent = await sessionFor(db, t.config, id);
      expect((await call(agent, 'POST', '/api/permission-profiles', body)).statusCode).toBe(status);
      expect((await call(agent, 'PUT', `/api/permission-profiles/${profile.id}`, body)).statusCode).toBe(
        status,
      );
      expect((await call(agent, 'DELETE', `/api/permission-profiles/${profile.id}`)).statusCode).toBe(status);
    }
    const scopedAgent = await sessionFor(db, t.config, scoped.id);
    const res = await call(scopedAgent, 'POST', '/api/permission-profiles', body, 'en');
    expect(res.json().title).toBe(usersMessage('profiles_every_client', 'en'));
    const list = (await call(admin, 'GET', '/api/permission-profiles')).json().items;
    expect(list.find((p: { id: string }) => p.id === profile.id)).toEqual(profile);
    expect(list.some((p: { name: string }) => p.name === body.name)).toBe(false);
  });

  it('an administrator cannot put into a profile a permission they lack (creating or editing)', async () => {
    const limited = await createUser(db, {
      kind: 'staff',
      allClients: true,
      permissions: ['users.consult', 'users.administer', 'remittances.consult'],
    });
    const agent = await sessionFor(db, t.config, limited.id);
    const refused = await call(agent, 'POST', '/api/permission-profiles', {
      name: uniqueName('Demais'),
      permissions: ['remittances.consult', 'treasury.bills-to-pay'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'body.permissions', code: 'permission_not_held' });

    // A profile holding a permission the administrator lacks may keep it; adding one is refused.
    const profile = await create(['treasury.bills-to-pay']);
    const kept = await call(agent, 'PUT', `/api/permission-profiles/${profile.id}`, {
      name: profile.name,
      permissions: ['treasury.bills-to-pay', 'remittances.consult'],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const added = await call(agent, 'PUT', `/api/permission-profiles/${profile.id}`, {
      name: profile.name,
      permissions: ['remittances.consult', 'treasury.exchange-to-hire'],
    });
    expect(added.json().errors[0]).toMatchObject({ path: 'body.permissions', code: 'permission_not_held' });
  });
});

describe('PUT /api/permission-profiles/:id', () => {
  it("a change of permissions ends its users' sessions saying why, and is audited", async () => {
    const profile = await create(['remittances.consult', 'balance.consult']);
    const u = await holder(profile.id);
    const session = await sessionFor(db, t.config, u.id);
    const res = await call(admin, 'PUT', `/api/permission-profiles/${profile.id}`, {
      name: profile.name,
      permissions: ['remittances.consult', 'contracts.consult'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      permissions: ['contracts.consult', 'remittances.consult'],
      userCount: 1,
    });
    expect((await call(session, 'GET', '/api/auth/me')).json()).toMatchObject({
      reason: 'permissions_changed',
    });
    const fresh = await sessionFor(db, t.config, u.id);
    const me = (await call(fresh, 'GET', '/api/auth/me')).json();
    expect(me.user.permissions).toEqual(expect.arrayContaining(['contracts.consult', 'home.view']));
    expect(me.user.permissions).not.toContain('balance.consult');
    const [entry] = await auditOf(profile.id, 'permission_profile.update');
    expect(entry?.details).toEqual({
      added: ['contracts.consult'],
      removed: ['balance.consult'],
      profileUsers: 1,
      sessionsEnded: 1,
    });
    const detail = (await call(admin, 'GET', `/api/users/${u.id}`)).json();
    expect(detail.permissions).toEqual(['home.view']);
    expect(detail.profile).toEqual({
      id: profile.id,
      name: profile.name,
      permissions: ['contracts.consult', 'remittances.consult'],
    });
  });

  it('a new name alone keeps the sessions; a name taken is a 409; an unknown profile a 404', async () => {
    const profile = await create();
    const other = await create();
    const u = await holder(profile.id);
    const session = await sessionFor(db, t.config, u.id);
    const renamed = uniqueName('Renomeado');
    const res = await call(admin, 'PUT', `/api/permission-profiles/${profile.id}`, {
      name: renamed,
      permissions: profile.permissions,
    });
    expect(res.json()).toMatchObject({ name: renamed });
    expect((await call(session, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const [entry] = await auditOf(profile.id, 'permission_profile.update');
    expect(entry?.details).toEqual({
      name: { from: profile.name, to: renamed },
      profileUsers: 1,
      sessionsEnded: 0,
    });

    const taken = await call(
      admin,
      'PUT',
      `/api/permission-profiles/${profile.id}`,
      { name: other.name, permissions: profile.permissions },
      'en',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      path: 'body.name',
      message: FIELD_MESSAGES.profile_name_taken.en,
    });
    const missing = await call(admin, 'PUT', '/api/permission-profiles/999999999', {
      name: uniqueName('Nenhum'),
      permissions: ['home.view'],
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/api/permission-profiles/abc', {})).statusCode).toBe(400);
  });

  it('nobody removes users.administer from the profile that gives it to them', async () => {
    const profile = await create(['users.consult', 'users.administer', 'home.view']);
    const self = await createUser(db, { kind: 'staff', allClients: true, permissions: ['home.view'] });
    await db.updateTable('users').set({ profile_id: profile.id }).where('id', '=', self.id).execute();
    const agent = await sessionFor(db, t.config, self.id);
    const res = await call(
      agent,
      'PUT',
      `/api/permission-profiles/${profile.id}`,
      { name: profile.name, permissions: ['users.consult', 'home.view'] },
      'pt-BR',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().title).toBe(usersMessage('self_administer_profile', 'pt-BR'));
  });
});

describe('DELETE /api/permission-profiles/:id', () => {
  it('refuses a profile a user holds (409, translated); deletes it once nobody does, audited', async () => {
    const profile = await create(['remittances.consult']);
    const u = await holder(profile.id);
    for (const lang of ['pt-BR', 'en'] as const) {
      const refused = await call(admin, 'DELETE', `/api/permission-profiles/${profile.id}`, undefined, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().title).toBe(usersMessage('profile_in_use', lang));
    }
    expect(await auditOf(profile.id, 'permission_profile.delete')).toHaveLength(0);
    await call(admin, 'PUT', `/api/users/${u.id}/profile`, { profileId: null });
    const res = await call(admin, 'DELETE', `/api/permission-profiles/${profile.id}`);
    expect(res.statusCode).toBe(204);
    const [entry] = await auditOf(profile.id, 'permission_profile.delete');
    expect(entry?.details).toEqual({ name: profile.name, permissions: ['remittances.consult'] });
    expect((await call(admin, 'DELETE', `/api/permission-profiles/${profile.id}`)).statusCode).toBe(404);
  });

  it('a profile deleted while it is being assigned: the assignment answers it unknown (400 on the field), not a generic conflict', async () => {
    const profile = await create();
    const u = await createUser(db, { kind: 'staff', allClients: true, permissions: ['home.view'] });
    // Another connection deletes the profile, as a DELETE in progress would: it holds the row meanwhile.
    const deleter = new pg.Client({ connectionString: t.database.url });
    await deleter.connect();
    try {
      await deleter.query('begin');
      await deleter.query('select id from permission_profiles where id = $1 for update', [profile.id]);
      const assigning = call(admin, 'PUT', `/api/users/${u.id}/profile`, { profileId: profile.id }, 'en');
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and (query like '%permission_profiles%' or query like '%profile_id%')`.execute(db);
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 10_000 },
      );
      await deleter.query('delete from permission_profiles where id = $1', [profile.id]);
      await deleter.query('commit');
      const res = await assigning;
      expect(res.statusCode, res.body).toBe(400);
    } finally {
      await deleter.end();
    }
    const after = await db
      .selectFrom('users')
      .select('profile_id')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(after.profile_id).toBeNull();
  });

  it('a deleted user does not hold the profile', async () => {
    const profile = await create();
    const u = await holder(profile.id);
    await call(admin, 'DELETE', `/api/users/${u.id}`);
    expect((await call(admin, 'DELETE', `/api/permission-profiles/${profile.id}`)).statusCode).toBe(204);
  });
});
