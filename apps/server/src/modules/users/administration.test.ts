import { generateCpf } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { sessionFor, signedInUser } from '../../../test/auth.js';
import { clientOf, staffWith } from '../../../test/agents.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createUser } from '../../../test/users.js';
import { tokenHash } from '../../platform/tokens.js';
import { t, db, admin, adminAgent, call, signedIn, auditOf } from './users-setup.js';

describe('administration', () => {
  const target = () =>
    createUser(db, {
      kind: 'staff',
      permissions: ['users.consult', 'audit.consult'],
      cpf: generateCpf(Math.random),
    });

  it('PUT permissions replaces them, ends the sessions and is audited', async () => {
    const u = await target();
    const session = await sessionFor(db, t.config, u.id);
    expect(await signedIn(session)).toBe(true);
    const res = await call(adminAgent, 'PUT', `/api/users/${u.id}/permissions`, {
      permissions: ['users.consult', 'remittances.consult', 'remittances.consult'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(['remittances.consult', 'users.consult']);
    expect(await signedIn(session)).toBe(false);
    const row = await auditOf(u.id, 'user.permissions.update');
    expect(row).toMatchObject({
      actor_user_id: admin.id,
      user_agent: 'users-test',
      ip: '127.0.0.1',
      details: { added: ['remittances.consult'], removed: ['audit.consult'], sessionsEnded: 1 },
    });
    const granted = await db
      .selectFrom('user_permissions')
      .select('granted_by')
      .where('user_id', '=', u.id)
      .where('permission_key', '=', 'remittances.consult')
      .executeTakeFirstOrThrow();
    expect(granted.granted_by).toBe(admin.id);
  });

  it("the user whose permissions changed is told why on the next request, in the request's language", async () => {
    const u = await target();
    const session = await sessionFor(db, t.config, u.id);
    const saved = await call(adminAgent, 'PUT', `/api/users/${u.id}/permissions`, {
      permissions: ['users.consult'],
    });
    expect(saved.statusCode).toBe(200);
    const pt = await call(session, 'GET', '/api/auth/me');
    expect(pt.statusCode).toBe(401);
    expect(pt.json()).toMatchObject({
      code: 'session_ended',
      reason: 'permissions_changed',
      title: 'Suas permissões foram alteradas; entre novamente.',
    });
    const en = await call(session, 'GET', '/api/users', undefined, 'en');
    expect(en.json()).toMatchObject({
      code: 'session_ended',
      reason: 'permissions_changed',
      title: 'Your permissions were changed; sign in again.',
    });
    const row = await db
      .selectFrom('sessions')
      .select(['revoked_reason'])
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('permissions_changed');

    // A page loaded afresh asks GET /api/auth/session: told why, and its cookies are cleared (said once).
    const fresh = await call(session, 'GET', '/api/auth/session');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ status: 'signed_out', reason: 'permissions_changed' });
    expect(String(fresh.headers['set-cookie'])).toMatch(/fxbo_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('other ends say theirs: inactivated, sessions ended by an administrator; a sign-out is a plain 401', async () => {
    const inactive = await target();
    const one = await sessionFor(db, t.config, inactive.id);
    await call(adminAgent, 'POST', `/api/users/${inactive.id}/inactivate`);
    expect((await call(one, 'GET', '/api/auth/me')).json()).toMatchObject({ reason: 'inactivated' });

    const ended = await target();
    const two = await sessionFor(db, t.config, ended.id);
    await call(adminAgent, 'POST', `/api/users/${ended.id}/revoke-sessions`);
    expect((await call(two, 'GET', '/api/auth/me', undefined, 'en')).json()).toMatchObject({
      code: 'session_ended',
      reason: 'ended_by_admin',
      title: 'An administrator ended your sessions; sign in again.',
    });

    const out = await target();
    const three = await sessionFor(db, t.config, out.id);
    expect((await call(three, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    const after = await call(three, 'GET', '/api/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
    expect(after.json()).not.toHaveProperty('reason');
  });

  it('unknown permissions are refused in both languages', async () => {
    const u = await target();
    const body = { permissions: ['users.consult', 'root.all'] };
    const en = await call(adminAgent, 'PUT', `/api/users/${u.id}/permissions`, body, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toContainEqual({
      path: 'body.permissions.1',
      code: 'permission_unknown',
      message: 'Unknown permission.',
    });
    const pt = await call(adminAgent, 'PUT', `/api/users/${u.id}/permissions`, body);
    expect(pt.json().errors[0].message).toBe('Permissão desconhecida.');
  });

  it('nobody grants a permission they do not hold', async () => {
    const { agent } = await signedInUser(t, staffWith('users.consult', 'users.administer'));
    const u = await target();
    const res = await call(
      agent,
      'PUT',
      `/api/users/${u.id}/permissions`,
      { permissions: ['settings.maintenance'] },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'body.permissions',
        code: 'permission_not_held',
        message: 'You cannot grant a permission you do not hold.',
      },
    ]);
    // Removing one they do not hold is fine.
    const ok = await call(agent, 'PUT', `/api/users/${u.id}/permissions`, { permissions: ['users.consult'] });
    expect(ok.statusCode).toBe(200);
  });

  it('nobody removes their own users.administer; other changes to oneself keep the current session', async () => {
    const { agent, ...self } = await signedInUser(t, staffWith('users.administer', 'users.consult'));
    const other = await sessionFor(db, t.config, self.id);
    const res = await call(agent, 'PUT', `/api/users/${self.id}/permissions`, {
      permissions: ['users.consult'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'self_protection',
      title: 'Você não pode retirar de si mesmo a permissão de administrar usuários.',
    });
    const ok = await call(agent, 'PUT', `/api/users/${self.id}/permissions`, {
      permissions: ['users.administer'],
    });
    expect(ok.statusCode).toBe(200);
    expect(await signedIn(agent)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });

  it('nobody inactivates or deletes themselves', async () => {
    for (const [method, path, title] of [
      ['POST', 'inactivate', 'You cannot inactivate your own user.'],
      ['DELETE', '', 'You cannot delete your own user.'],
    ] as const) {
      const res = await call(
        adminAgent,
        method,
        `/api/users/${admin.id}${path ? `/${path}` : ''}`,
        undefined,
        'en',
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'self_protection', title });
    }
    expect(await signedIn(adminAgent)).toBe(true);
  });

  it('inactivating ends the sessions; activating lets the user back in', async () => {
    const u = await target();
    const session = await sessionFor(db, t.config, u.id);
    const res = await call(adminAgent, 'POST', `/api/users/${u.id}/inactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'inactive', activeSessions: 0 });
    expect(await signedIn(session)).toBe(false);
    expect(await auditOf(u.id, 'user.inactivate')).toMatchObject({
      details: { from: 'active', sessionsEnded: 1 },
    });
    expect((await call(adminAgent, 'POST', `/api/users/${u.id}/activate`)).json().status).toBe('active');
    expect(await signedIn(await sessionFor(db, t.config, u.id))).toBe(true);
    expect(await auditOf(u.id, 'user.activate')).toBeDefined();
  });

  it('deleting is soft, ends the sessions and frees the e-mail', async () => {
    const u = await target();
    const session = await sessionFor(db, t.config, u.id);
    const res = await call(adminAgent, 'DELETE', `/api/users/${u.id}`);
    expect(res.statusCode).toBe(204);
    expect(await signedIn(session)).toBe(false);
    expect((await call(adminAgent, 'GET', `/api/users/${u.id}`)).statusCode).toBe(404);
    expect((await call(adminAgent, 'DELETE', `/api/users/${u.id}`)).statusCode).toBe(404);
    const row = await db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await auditOf(u.id, 'user.delete')).toMatchObject({ actor_user_id: admin.id });
    await expect(createUser(db, { email: u.email })).resolves.toBeDefined();
  });

  it('resend password: a one-hour link in the user language, stored only as a hash', async () => {
    const u = await createUser(db, { kind: 'staff' });
    await db.updateTable('users').set({ locale: 'en' }).where('id', '=', u.id).execute();
    const res = await call(adminAgent, 'POST', `/api/users/${u.id}/resend-password`);
    expect(res.statusCode).toBe(202);
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', u.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Choose your password');
    const token = new RegExp(`${t.config.publicUrl}/reset-password/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const stored = await db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash.equals(tokenHash(token ?? ''))).toBe(true);
    const minutes = (stored.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(res.json().expiresAt).toBe(stored.expires_at.toISOString());
    // A second link replaces the first.
    await call(adminAgent, 'POST', `/api/users/${u.id}/resend-password`);
    const tokens = await db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', u.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(await auditOf(u.id, 'user.password_link.send')).toBeDefined();
    // A user with a password gets a reset; one who never chose a password, an invitation (the page welcomes).
    const purpose = async (who: string) =>
      (
        await db
          .selectFrom('password_reset_tokens')
          .select('purpose')
          .where('user_id', '=', who)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).purpose;
    expect(await purpose(u.id)).toBe('reset');
    const invited = await createUser(db, { kind: 'staff' });
    await db.updateTable('users').set({ password_hash: null }).where('id', '=', invited.id).execute();
    expect((await call(adminAgent, 'POST', `/api/users/${invited.id}/resend-password`)).statusCode).toBe(202);
    expect(await purpose(invited.id)).toBe('invitation');
  });

  it('resend password is refused for an inactive user', async () => {
    const u = await createUser(db, { status: 'inactive' });
    const res = await call(adminAgent, 'POST', `/api/users/${u.id}/resend-password`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user_not_active');
  });

  it('unblock clears the lock-out', async () => {
    const u = await target();
    await db
      .updateTable('users')
      .set({ blocked: true, blocked_at: new Date(), failed_attempts: 5 })
      .where('id', '=', u.id)
      .execute();
    const res = await call(adminAgent, 'POST', `/api/users/${u.id}/unblock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blocked: false, blockedAt: null, failedAttempts: 0 });
    expect(await auditOf(u.id, 'user.unblock')).toMatchObject({ details: { wasBlocked: true } });
  });

  it('revoke-sessions ends every session of the user', async () => {
    const u = await target();
    const a = await sessionFor(db, t.config, u.id);
    const b = await sessionFor(db, t.config, u.id);
    const res = await call(adminAgent, 'POST', `/api/users/${u.id}/revoke-sessions`);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await signedIn(a)).toBe(false);
    expect(await signedIn(b)).toBe(false);
    expect(await auditOf(u.id, 'user.sessions.revoke')).toMatchObject({ details: { revoked: 2 } });
  });
});

describe('PUT /api/users/:id/clients', () => {
  it('replaces the clients; every client is for staff only', async () => {
    const a = await createClient(db, 'Cliente A');
    const b = await createClient(db, 'Cliente B');
    const u = await createUser(db, { kind: 'client', clientIds: [a.id] });
    const res = await call(adminAgent, 'PUT', `/api/users/${u.id}/clients`, {
      clientIds: [b.id],
      allClients: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().clients.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect(await auditOf(u.id, 'user.clients.update')).toMatchObject({
      details: { added: [b.id], removed: [a.id] },
    });
    const bad = await call(
      adminAgent,
      'PUT',
      `/api/users/${u.id}/clients`,
      { clientIds: [], allClients: true },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'body.allClients', code: 'all_clients_staff_only' });
    const unknown = await call(adminAgent, 'PUT', `/api/users/${u.id}/clients`, { clientIds: ['999999999'] });
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'client_unknown',
      message: 'Cliente desconhecido.',
    });
    const staff = await createUser(db, { kind: 'staff' });
    const all = await call(adminAgent, 'PUT', `/api/users/${staff.id}/clients`, {
      clientIds: [],
      allClients: true,
    });
    expect(all.json()).toMatchObject({ allClients: true });
  });

  it('a scoped administrator keeps what they cannot see and cannot give every client', async () => {
    const mine = await createClient(db, 'Minha Empresa');
    const theirs = await createClient(db, 'Outra Empresa');
    const other = await createClient(db, 'Mais Uma');
    const { agent } = await signedInUser(t, clientOf([mine.id, other.id], 'users.administer'));
    const u = await createUser(db, { kind: 'staff', clientIds: [mine.id, theirs.id] });
    const res = await call(agent, 'PUT', `/api/users/${u.id}/clients`, { clientIds: [other.id] });
    expect(res.statusCode).toBe(200);
    // The answer shows only the scope; the database keeps the association the administrator cannot see.
    expect(res.json().clients.map((c: { id: string }) => c.id)).toEqual([other.id]);
    const rows = await db
      .selectFrom('user_clients')
      .select('client_id')
      .where('user_id', '=', u.id)
      .execute();
    expect(new Set(rows.map((r) => String(r.client_id)))).toEqual(new Set([other.id, theirs.id]));
    const outside = await call(agent, 'PUT', `/api/users/${u.id}/clients`, { clientIds: [theirs.id] });
    expect(outside.json().errors[0].code).toBe('client_unknown');
    const all = await call(agent, 'PUT', `/api/users/${u.id}/clients`, {
      clientIds: [other.id],
      allClients: true,
    });
    expect(all.json().errors[0].code).toBe('all_clients_not_allowed');
  });
});
