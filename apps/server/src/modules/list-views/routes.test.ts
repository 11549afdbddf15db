import { FIELD_MESSAGES, LIST_VIEWS_MAX } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { sessionFor, type Agent } from '../../../test/auth.js';
import { createUser } from '../../../test/users.js';
import { suiteApp } from '../../../test/suite.js';

// Saved views of the lists (issue 24, decisions §50): each user's own, by list, named once.
describe('saved views of a list', () => {
  const t = suiteApp();
  const agent = async (): Promise<Agent> => {
    const user = await createUser(t.database.db, { kind: 'staff', allClients: true });
    return sessionFor(t.database.db, t.config, user.id);
  };
  const call = (
    who: Agent,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/list-views/${url}`,
      headers: { ...who.headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });

  it('creates, lists by name, renames, replaces and deletes a view; the page is not kept', async () => {
    const ana = await agent();
    expect((await call(ana, 'GET', 'remittances')).json()).toEqual({ views: [] });
    const paid = await call(ana, 'POST', 'remittances', {
      name: '  Pagas em março ',
      query: '?status=paid&cols=reference,meValue&sort=meValue:desc&page=3',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      name: 'Pagas em março',
      query: 'status=paid&cols=reference%2CmeValue&sort=meValue%3Adesc',
    });
    const other = await call(ana, 'POST', 'remittances', { name: 'A pagar', query: 'status=pending' });
    expect(other.statusCode).toBe(201);
    const listed = (await call(ana, 'GET', 'remittances')).json();
    expect(listed.views.map((v: { name: string }) => v.name)).toEqual(['A pagar', 'Pagas em março']);
    // Another list has its own views.
    expect((await call(ana, 'GET', 'payment-orders')).json()).toEqual({ views: [] });

    const id = paid.json().id as string;
    const renamed = await call(ana, 'PUT', `remittances/${id}`, { name: 'Pagas', query: 'status=paid' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Pagas', query: 'status=paid' });
    expect((await call(ana, 'DELETE', `remittances/${id}`)).statusCode).toBe(204);
    expect((await call(ana, 'DELETE', `remittances/${id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', 'remittances')).json().views).toHaveLength(1);
  });

  it('shows, changes and deletes only the caller’s own views (another user’s is a 404)', async () => {
    const ana = await agent();
    const bia = await agent();
    const mine = (await call(ana, 'POST', 'contracts', { name: 'Meus', query: 'currency=USD' })).json();
    // The same name is free for another user.
    expect((await call(bia, 'POST', 'contracts', { name: 'Meus', query: 'currency=EUR' })).statusCode).toBe(
      201,
    );
    expect((await call(bia, 'GET', 'contracts')).json().views).toEqual([
      expect.objectContaining({ name: 'Meus', query: 'currency=EUR' }),
    ]);
    const put = await call(bia, 'PUT', `contracts/${mine.id}`, { name: 'Roubada', query: '' });
    expect(put.statusCode).toBe(404);
    expect((await call(bia, 'DELETE', `contracts/${mine.id}`)).statusCode).toBe(404);
    // Nor through another list's path.
    expect((await call(ana, 'DELETE', `remittances/${mine.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', 'contracts')).json().views).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Meus', query: 'currency=USD' }),
    ]);
  });

  it('refuses a list that is not declared, a taken name, an empty name and a malformed address, translated', async () => {
    const ana = await agent();
    expect((await call(ana, 'GET', 'nope')).statusCode).toBe(404);
    expect((await call(ana, 'POST', 'nope', { name: 'x', query: '' })).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', 'remittances/abc')).statusCode).toBe(404);
    await call(ana, 'POST', 'users', { name: 'Ativos', query: 'status=active' });
    const taken = await call(ana, 'POST', 'users', { name: 'Ativos', query: '' }, 'pt-BR');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      expect.objectContaining({ path: 'body.name', message: FIELD_MESSAGES.view_name_taken['pt-BR'] }),
    ]);
    const empty = await call(ana, 'POST', 'users', { name: '  ', query: '' }, 'pt-BR');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(FIELD_MESSAGES.view_name_required['pt-BR']);
    const malformed = await call(ana, 'POST', 'users', { name: 'X', query: 'a=<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(FIELD_MESSAGES.view_query_invalid.en);
    const long = await call(ana, 'POST', 'users', { name: 'x'.repeat(61), query: '' });
    expect(long.statusCode).toBe(400);
    expect((await call(ana, 'GET', 'users')).json().views).toHaveLength(1);
  });

  it(`keeps at most ${LIST_VIEWS_MAX} views of a list per user`, async () => {
    const ana = await agent();
    for (let n = 0; n < LIST_VIEWS_MAX; n++)
      expect((await call(ana, 'POST', 'audit', { name: `v${n}`, query: '' })).statusCode).toBe(201);
    const refused = await call(ana, 'POST', 'audit', { name: 'one more', query: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(FIELD_MESSAGES.views_too_many.en);
  });

  it('needs a session, and the CSRF header to write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/list-views/remittances' })).statusCode).toBe(401);
    const ana = await agent();
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/list-views/remittances',
      headers: { cookie: ana.headers['cookie'] ?? '' },
      payload: { name: 'x', query: '' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
