import { generateCnpj } from '@fxbo/domain';
import { csvRecords } from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { signedInUser, solveCaptcha } from '../../../test/auth.js';
import { staffWith } from '../../../test/agents.js';
import { lastCodeFor } from '../../../test/mail-code.js';
import { createUser } from '../../../test/users.js';
import { ERASED_PASSWORD_HASH } from './decisions.js';
import {
  t,
  db,
  admin,
  adminAgent,
  createClient,
  approverOfOwnClient,
  form,
  submit,
  requestRow,
  mailsTo,
  admin$,
  pendingRequest,
} from './access-requests-setup.js';

describe('deciding', () => {
  it('lists pending requests, newest first, with paging', async () => {
    const a = await pendingRequest();
    const b = await pendingRequest();
    const res = await admin$('GET', '/api/access-requests?status=pending&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: string; status: string }[]; total: number; pageSize: number };
    expect(body.pageSize).toBe(2);
    expect(body.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items.every((i) => i.status === 'pending')).toBe(true);
    expect((await admin$('GET', '/api/access-requests?status=maybe')).statusCode).toBe(400);
  });

  it('the detail suggests the registered clients the tax ids match', async () => {
    const known = await createClient('Cliente Conhecido SA');
    const unknown = generateCnpj(Math.random);
    const { id } = await pendingRequest({ clientTaxIds: [known.taxId, unknown] });
    const res = await admin$('GET', `/api/access-requests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'pending',
      emailInUse: false,
      cpfInUse: false,
      clientMatches: [
        { taxId: known.taxId, client: { id: known.id, name: 'Cliente Conhecido SA', taxId: known.taxId } },
        { taxId: unknown, client: null },
      ],
    });
    expect((await admin$('GET', '/api/access-requests/999999999')).statusCode).toBe(404);
    expect((await admin$('GET', '/api/access-requests/abc')).statusCode).toBe(400);
  });

  it('approval creates a user who signs in with the password of the request', async () => {
    const client = await createClient('Cliente da Aprovação');
    const { id, body } = await pendingRequest({ clientTaxIds: [client.taxId] });
    const res = await admin$('POST', `/api/access-requests/${id}/approve`, {
      permissions: ['remittances.consult', 'balance.consult'],
      clientIds: [client.id],
    });
    expect(res.statusCode).toBe(200);
    const { userId } = res.json() as { userId: string };
    expect(res.json()).toEqual({ id, status: 'approved', userId });

    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      kind: 'client',
      all_clients: false,
      status: 'active',
      email: body.email,
      cpf: body.cpf,
      birth_date: body.birthDate,
      phone: '+5511987654321',
    });
    const decidedHash = (
      await db
        .selectFrom('access_requests')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    expect(decidedHash).toBe(ERASED_PASSWORD_HASH);
    const request = await requestRow(body.cpf as string);
    expect(request).toMatchObject({ status: 'approved', decided_by: admin.id, user_id: userId });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=/);
    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'user_agent', 'details'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'access_request'), eb('entity_id', '=', id)]),
          eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', userId)]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'access_request.create',
      'access_request.approve',
      'user.create',
    ]);
    expect(actions[2]).toMatchObject({
      actor_user_id: admin.id,
      user_agent: 'approver-test',
      details: { permissions: ['remittances.consult', 'balance.consult'], clientIds: [client.id] },
    });
    expect((await mailsTo(body.email as string)).map((m) => m.subject)).toContain(
      'Sua solicitação de acesso foi aprovada',
    );

    // The new user signs in with the password chosen on /register, and the e-mailed code.
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: body.email, password: body.password, captcha: await solveCaptcha(t.app) },
    });
    expect(step.json()).toMatchObject({ status: 'code_required' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { attemptId: step.json().attemptId, code: lastCodeFor(t.smtp.received, body.email as string) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({
      uid: userId,
      permissions: ['balance.consult', 'remittances.consult'],
      clients: [{ id: client.id, name: 'Cliente da Aprovação' }],
    });
  });

  it('approval with every client makes a staff user', async () => {
    const { id } = await pendingRequest();
    const res = await admin$('POST', `/api/access-requests/${id}/approve`, {
      permissions: [],
      allClients: true,
    });
    expect(res.statusCode).toBe(200);
    const user = await db
      .selectFrom('users')
      .select(['kind', 'all_clients'])
      .where('id', '=', res.json().userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ kind: 'staff', all_clients: true });
  });

  it('a request is decided once', async () => {
    const { id } = await pendingRequest();
    const client = await createClient('Cliente Único');
    const approve = () =>
      admin$('POST', `/api/access-requests/${id}/approve`, { permissions: [], clientIds: [client.id] });
    expect((await approve()).statusCode).toBe(200);
    const again = await approve();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'access_request_decided',
      title: 'Esta solicitação de acesso já foi decidida.',
    });
    expect(
      (await admin$('POST', `/api/access-requests/${id}/reject`, { reason: 'Tarde demais' })).statusCode,
    ).toBe(409);
  });

  it('approval needs clients (or every client), existing ones, and permissions the approver holds', async () => {
    const { id } = await pendingRequest();
    const none = await admin$(
      'POST',
      `/api/access-requests/${id}/approve`,
      { permissions: [] },
      adminAgent,
      'en',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { path: 'body.clientIds', code: 'clients_required', message: 'Please select an associated customer.' },
    ]);
    const unknown = await admin$('POST', `/api/access-requests/${id}/approve`, {
      permissions: [],
      clientIds: ['987654321'],
    });
    expect(unknown.json().errors[0].code).toBe('client_unknown');

    const { agent } = await signedInUser(t, staffWith('access-requests.approve'));
    const client = await createClient('Cliente Limitado');
    const res = await admin$(
      'POST',
      `/api/access-requests/${id}/approve`,
      { permissions: ['users.administer'], clientIds: [client.id] },
      agent,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('permission_not_held');
    expect(
      (
        await requestRow(
          (
            await db
              .selectFrom('access_requests')
              .select('cpf')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).cpf,
        )
      )?.status,
    ).toBe('pending');
  });

  it('approval is refused when the e-mail got an account meanwhile', async () => {
    const { id, body } = await pendingRequest();
    await createUser(db, { email: body.email as string });
    const detail = await admin$('GET', `/api/access-requests/${id}`);
    expect(detail.json()).toMatchObject({ emailInUse: true, cpfInUse: false });
    const res = await admin$('POST', `/api/access-requests/${id}/approve`, {
      permissions: [],
      allClients: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('account_exists');
    expect((await requestRow(body.cpf as string))?.status).toBe('pending');
  });

  it('rejection requires a reason, which the requester is told', async () => {
    const { id, body } = await pendingRequest();
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await admin$('POST', `/api/access-requests/${id}/reject`, payload, adminAgent, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'body.reason',
        code: 'reason_required',
        message: 'Please give the reason for the rejection.',
      });
    }
    const res = await admin$('POST', `/api/access-requests/${id}/reject`, {
      reason: '  Empresa sem cadastro  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'rejected', userId: null });
    expect(await requestRow(body.cpf as string)).toMatchObject({
      status: 'rejected',
      decision_reason: 'Empresa sem cadastro',
      decided_by: admin.id,
      password_hash: ERASED_PASSWORD_HASH,
    });
    const mail = (await mailsTo(body.email as string)).at(-1);
    expect(mail?.subject).toBe('Sua solicitação de acesso não foi aprovada');
    expect(mail?.text).toContain('Motivo: Empresa sem cadastro');
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access_request.reject')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: admin.id, details: { reason: 'Empresa sem cadastro' } });
    // A rejected CPF may ask again.
    expect((await submit(form({ cpf: body.cpf }))).statusCode).toBe(202);
  });

  it('downloads the list as CSV and XLSX: its filters and sort, the approver’s scope, the reader’s language', async () => {
    const { mine, agent } = await approverOfOwnClient('Empresa Exportada');
    const older = await pendingRequest({ clientTaxIds: [mine.taxId] });
    const newer = await pendingRequest({ clientTaxIds: [mine.taxId, '11.222.333/0001-81'] });
    const theirs = await pendingRequest();

    const csv = await admin$('GET', '/api/access-requests/export.csv?status=pending', undefined, agent, 'en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/filename="access-requests-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Requested at,Name,Email,CPF,Company,Requested clients,Status');
    // Only the requests naming the approver's client, newest first; the status as a label.
    expect(rows.map((r) => r.split(',')[1])).toEqual([newer.body.name, older.body.name]);
    expect(rows[0]).toContain(`"${mine.taxId}, 11222333000181",Pending`);
    expect(csv.body).not.toContain(String(theirs.body.name));

    const portuguese = await admin$(
      'GET',
      '/api/access-requests/export.csv?sort=createdAt:asc',
      undefined,
      agent,
    );
    // In Portuguese, the dialect a Brazilian spreadsheet reads: `;`-separated.
    const lines = portuguese.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Solicitada em;Nome;Email;CPF;Empresa;Clientes solicitados;Status');
    expect(lines.slice(1).map((r) => r.split(';')[1])).toEqual([older.body.name, newer.body.name]);

    const xlsx = await admin$('GET', '/api/access-requests/export.xlsx?status=pending', undefined, agent);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await admin$('GET', '/api/access-requests/export.csv?status=maybe')).statusCode).toBe(400);
    const { agent: outsider } = await signedInUser(t, { kind: 'staff', permissions: [] });
    expect((await admin$('GET', '/api/access-requests/export.csv', undefined, outsider)).statusCode).toBe(
      403,
    );
  });

  it('a request whose name and company are formulas downloads them as text (issue 23)', async () => {
    const name = '=HYPERLINK("http://evil.example","Clique")';
    const { body } = await pendingRequest({ name, company: '=1+1 Ltda' });
    const csv = await admin$(
      'GET',
      `/api/access-requests/export.csv?cpf=${body.cpf}`,
      undefined,
      adminAgent,
      'en',
    );
    expect(csv.statusCode).toBe(200);
    const [header, row] = csvRecords(csv.body);
    expect(row?.[header?.indexOf('Name') ?? -1]).toBe(`'${name}`);
    expect(row?.[header?.indexOf('Company') ?? -1]).toBe(`'=1+1 Ltda`);
  });

  it('an approver with a client scope sees only requests naming their clients', async () => {
    const { mine, agent } = await approverOfOwnClient('Empresa do Aprovador');
    const ours = await pendingRequest({ clientTaxIds: [mine.taxId] });
    const theirs = await pendingRequest();
    const list = await admin$('GET', '/api/access-requests?status=pending&pageSize=200', undefined, agent);
    const ids = (list.json().items as { id: string }[]).map((i) => i.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    expect((await admin$('GET', `/api/access-requests/${theirs.id}`, undefined, agent)).statusCode).toBe(404);
    expect(
      (await admin$('POST', `/api/access-requests/${theirs.id}/reject`, { reason: 'não' }, agent)).statusCode,
    ).toBe(404);
    const all = await admin$(
      'POST',
      `/api/access-requests/${ours.id}/approve`,
      { permissions: [], allClients: true },
      agent,
    );
    expect(all.json().errors[0].code).toBe('all_clients_not_allowed');
  });
});
