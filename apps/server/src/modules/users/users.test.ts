import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, type Agent } from '../../../test/auth.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { openApiPaths } from '../../../test/openapi.js';
import { expectNotFound } from '../../../test/requests.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { t, db, adminAgent, call } from './users-setup.js';

describe('GET /api/users', () => {
  let acme: { id: string };
  let beta: { id: string };
  let jose: TestUser;
  let maria: TestUser;
  let both: TestUser;
  let scopedAdmin: Agent;
  let scopedAdminId: string;
  let allClientsStaff: TestUser;
  const tag = `f${Date.now()}`;

  beforeAll(async () => {
    acme = await createClient(db, `Acme ${tag}`);
    beta = await createClient(db, `Beta ${tag}`);
    jose = await createUser(db, {
      kind: 'client',
      name: `José Álvares ${tag}`,
      email: `jose.${tag}@acme.test`,
      cpf: '52998224725',
      clientIds: [acme.id],
    });
    maria = await createUser(db, {
      kind: 'client',
      name: `Maria Souza ${tag}`,
      email: `maria.${tag}@beta.test`,
      status: 'inactive',
      clientIds: [beta.id],
    });
    both = await createUser(db, {
      kind: 'client',
      name: `Ana Ambas ${tag}`,
      email: `ana.${tag}@both.test`,
      clientIds: [acme.id, beta.id],
    });
    allClientsStaff = await createUser(db, {
      kind: 'staff',
      allClients: true,
      name: `Staff Todos ${tag}`,
      clientIds: [acme.id],
    });
    const s = await createUser(db, {
      kind: 'client',
      name: `Admin Acme ${tag}`,
      permissions: ['users.consult'],
      clientIds: [acme.id],
    });
    scopedAdminId = s.id;
    scopedAdmin = await sessionFor(db, t.config, s.id);
  });

  const list = async (query: string, agent = adminAgent) => {
    const res = await call(agent, 'GET', `/api/users?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { id: string; name: string; clients: { id: string }[]; clientCount: number }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const ids = (r: { items: { id: string }[] }) => r.items.map((i) => i.id);

  it('filters by name, accent- and case-insensitively', async () => {
    expect(ids(await list(`name=${encodeURIComponent(`jose alvares ${tag}`)}`))).toEqual([jose.id]);
  });

  it('filters by e-mail, CPF (masked prefix), status, client and blocked', async () => {
    expect(ids(await list(`email=${encodeURIComponent(`.${tag}@beta`)}`))).toEqual([maria.id]);
    expect(ids(await list(`cpf=${encodeURIComponent('529.982')}&name=${tag}`))).toEqual([jose.id]);
    expect(ids(await list(`cpf=abc`))).toEqual([]);
    expect(ids(await list(`status=inactive&name=${tag}`))).toEqual([maria.id]);
    expect(new Set(ids(await list(`clientId=${beta.id}`)))).toEqual(new Set([maria.id, both.id]));
    await db
      .updateTable('users')
      .set({ blocked: true, blocked_at: new Date() })
      .where('id', '=', jose.id)
      .execute();
    try {
      expect(ids(await list(`blocked=true&name=${tag}`))).toEqual([jose.id]);
    } finally {
      await db
        .updateTable('users')
        .set({ blocked: false, blocked_at: null })
        .where('id', '=', jose.id)
        .execute();
    }
  });

  it('pages and sorts, with the total', async () => {
    const first = await list(`name=${tag}&pageSize=2&sort=name:asc`);
    const second = await list(`name=${tag}&pageSize=2&page=2&sort=name:asc`);
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.name).toBe(`Admin Acme ${tag}`);
    expect(second.page).toBe(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(4);
    const desc = await list(`name=${tag}&sort=name:desc`);
    expect(desc.items[0]?.name).toBe(`Staff Todos ${tag}`);
  });

  it('an administrator with a client scope sees only users of their own clients', async () => {
    const r = await list(`name=${tag}`, scopedAdmin);
    // Not Maria (Beta only), not the all-clients staff member.
    expect(new Set(ids(r))).toEqual(new Set([jose.id, both.id, scopedAdminId]));
    expect(ids(r)).not.toContain(allClientsStaff.id);
    // Of Ana's two clients, only Acme is shown.
    const ana = r.items.find((i) => i.id === both.id);
    expect(ana?.clients.map((c) => c.id)).toEqual([acme.id]);
    expect(ana?.clientCount).toBe(1);
    // A client outside the scope is not found (platform/filter-records.ts).
    await expectNotFound(
      call(scopedAdmin, 'GET', `/api/users?clientId=${beta.id}`),
      'Cliente não encontrado.',
    );
  });

  it('downloads as CSV and XLSX in the list’s filters, sort and scope, never-signed-in last', async () => {
    const csv = async (query: string, agent = adminAgent, lang = 'en') => {
      const res = await call(agent, 'GET', `/api/users/export.csv?${query}`, undefined, lang);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      // Portuguese gets a Brazilian spreadsheet's dialect: `;`-separated.
      return { header, names: rows.map((r) => r.split(lang === 'pt-BR' ? ';' : ',')[0]), rows };
    };
    const all = await csv(`name=${tag}&sort=name:asc`);
    expect(all.header).toBe('Name,Email,CPF,Birth date,Status,Created at,Last sign-in');
    expect(all.names).toEqual(
      (await list(`name=${tag}&sort=name:asc&pageSize=200`)).items.map((i) => i.name),
    );
    expect(all.rows.find((r) => r.startsWith(`Maria Souza ${tag},`))).toContain(',Inactive,');
    expect(all.rows.find((r) => r.startsWith(`José Álvares ${tag},`))).toContain(',52998224725,');
    // Scope: Maria (Beta only) and the all-clients staff member are not the Acme administrator's to see.
    const scoped = await csv(`name=${tag}`, scopedAdmin, 'pt-BR');
    expect(scoped.header).toBe('Nome;Email;CPF;Data de nascimento;Status;Criado em;Último acesso');
    expect(new Set(scoped.names)).toEqual(
      new Set([`José Álvares ${tag}`, `Ana Ambas ${tag}`, `Admin Acme ${tag}`]),
    );
    // The list's order for an empty column: users who never signed in come last, either way.
    await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', maria.id).execute();
    for (const direction of ['asc', 'desc'])
      expect((await csv(`name=${tag}&sort=lastLoginAt:${direction}`)).names[0]).toBe(`Maria Souza ${tag}`);
    const xlsx = await call(adminAgent, 'GET', `/api/users/export.xlsx?name=${tag}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('detail: permissions and clients; out of scope is 404', async () => {
    const res = await call(adminAgent, 'GET', `/api/users/${both.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: both.id,
      kind: 'client',
      permissions: [],
      clients: expect.arrayContaining([expect.objectContaining({ id: beta.id })]),
    });
    expect((await call(scopedAdmin, 'GET', `/api/users/${maria.id}`)).statusCode).toBe(404);
    expect((await call(scopedAdmin, 'GET', `/api/users/${jose.id}`)).statusCode).toBe(200);
  });

  it('malformed queries are 400, never 500', async () => {
    for (const q of [
      'page=abc',
      'pageSize=0',
      'pageSize=10000',
      'sort=password:asc',
      'status=gone',
      'clientId=x1',
      'clientId=99999999999999999999',
      'name=%00',
      'email=a%00',
      'status=active&status=inactive',
    ]) {
      const res = await call(adminAgent, 'GET', `/api/users?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await call(adminAgent, 'GET', '/api/users/not-a-uuid')).statusCode).toBe(400);
    expect((await call(adminAgent, 'GET', `/api/users?name=${encodeURIComponent("%_\\'")}`)).statusCode).toBe(
      200,
    );
  });

  it('users.consult alone cannot administer', async () => {
    const res = await call(scopedAdmin, 'POST', `/api/users/${jose.id}/inactivate`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});

describe('OpenAPI', () => {
  it('documents the user administration, access request, audit and client picker routes', async () => {
    const paths = Object.keys(await openApiPaths(t.app));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/{id}',
        '/api/users/{id}/permissions',
        '/api/users/{id}/clients',
        '/api/users/{id}/resend-password',
        '/api/access-requests',
        '/api/access-requests/{id}/approve',
        '/api/audit',
        '/api/clients/options',
      ]),
    );
  });
});
