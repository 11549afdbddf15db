import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/auth.js';
import { createUser } from '../../../test/users.js';
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
