import { generateCnpj, generateCpf } from '@fxbo/domain';
import { csvRecords } from '@fxbo/test-files';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdministrator, signedInUser, solveCaptcha, type Agent } from '../../../test/auth.js';
import { lastCodeFor } from '../../../test/mail-code.js';
import { suiteAppWithMail } from '../../../test/suite.js';
import { createUser, type TestUser } from '../../../test/users.js';
import type { Database } from '../../db/schema.js';
import { ACCESS_REQUESTS_PER_IP_PER_HOUR } from './create.js';
import { ERASED_PASSWORD_HASH } from './decisions.js';

const t = suiteAppWithMail();
let db: Kysely<Database>;
let admin: TestUser;
let adminAgent: Agent;
let ipCounter = 0;

beforeAll(async () => {
  db = t.database.db;
  ({ agent: adminAgent, ...admin } = await signedInAdministrator(t, { name: 'Aprovadora Geral' }));
});

async function createClient(name: string, taxId = generateCnpj(Math.random)) {
  const row = await db
    .insertInto('clients')
    .values({ person_type: 'PJ', tax_id: taxId, name })
    .returning(['id', 'tax_id'])
    .executeTakeFirstOrThrow();
  return { id: String(row.id), taxId: row.tax_id };
}

/** A new client and an approver whose scope is that client alone. */
async function approverOfOwnClient(clientName: string) {
  const mine = await createClient(clientName);
  const { agent } = await signedInUser(t, {
    kind: 'client',
    permissions: ['access-requests.approve'],
    clientIds: [mine.id],
  });
  return { mine, agent };
}

let n = 0;
function form(patch: Record<string, unknown> = {}) {
  n++;
  return {
    name: `Requerente Número ${n} Silva`,
    cpf: generateCpf(Math.random),
    email: `requerente${n}.${Date.now()}@empresa.test`,
    phone: '(11) 98765-4321',
    birthDate: '1985-04-12',
    password: 'Minha@Senha9',
    passwordConfirmation: 'Minha@Senha9',
    company: 'Importadora Exemplo Ltda',
    clientTaxIds: [generateCnpj(Math.random)],
    ...patch,
  };
}

/** Each submission from its own address, so the per-IP limit only bites in its own test. */
async function submit(
  body: Record<string, unknown>,
  opts: { lang?: string; ip?: string; captcha?: string } = {},
) {
  ipCounter++;
  return t.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    remoteAddress: opts.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: { 'user-agent': 'register-test', ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    payload: { captcha: opts.captcha ?? (await solveCaptcha(t.app)), ...body },
  });
}

const requestRow = (cpf: string) =>
  db
    .selectFrom('access_requests')
    .selectAll()
    .where('cpf', '=', cpf)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const mailsTo = (to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();

const admin$ = (method: 'GET' | 'POST', url: string, payload?: object, agent = adminAgent, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...agent.headers,
      'user-agent': 'approver-test',
      ...(lang ? { 'accept-language': lang } : {}),
    },
    ...(payload ? { payload } : {}),
  });

async function pendingRequest(patch: Record<string, unknown> = {}) {
  const body = form(patch);
  const res = await submit(body);
  expect(res.statusCode).toBe(202);
  const row = await requestRow(body.cpf as string);
  if (!row) throw new Error('request not stored');
  return { body, id: String(row.id) };
}

describe('POST /api/access-requests', () => {
  it('stores a pending request with the password hashed, sends a receipt and audits', async () => {
    const body = form({ clientTaxIds: ['12.abc.345/01de-35', '11.222.333/0001-81'] });
    const res = await submit(body, { lang: 'en' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'received' });
    const row = await requestRow(body.cpf as string);
    expect(row).toMatchObject({
      status: 'pending',
      email: body.email,
      phone: '+5511987654321',
      client_tax_ids: ['12ABC34501DE35', '11222333000181'],
    });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('Minha@Senha9');
    const [mail] = await mailsTo(body.email as string);
    expect(mail?.subject).toBe('We received your access request');
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access_request.create')
      .where('entity_id', '=', String(row?.id))
      .executeTakeFirst();
    expect(audit).toMatchObject({ actor_user_id: null, user_agent: 'register-test' });
  });

  it('the receipt is in Portuguese by default', async () => {
    const body = form();
    await submit(body);
    expect((await mailsTo(body.email as string))[0]?.subject).toBe('Recebemos sua solicitação de acesso');
  });

  it('an e-mail that has an account gets the same answer, no request, and its owner is told', async () => {
    const owner = await createUser(db, { name: 'Dona da Conta' });
    const body = form({ email: owner.email.toUpperCase() });
    const fresh = await submit(form());
    const res = await submit(body);
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    expect(await requestRow(body.cpf as string)).toBeUndefined();
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Você já tem acesso');
    expect(mails[0]?.text).toContain('/recovery-password');
  });

  it('a CPF that has an account is treated the same way', async () => {
    const cpf = generateCpf(Math.random);
    const owner = await createUser(db, { cpf });
    const body = form({ cpf });
    expect((await submit(body)).statusCode).toBe(202);
    expect(await requestRow(cpf)).toBeUndefined();
    expect(await mailsTo(body.email as string)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('a second pending request for the same CPF is refused', async () => {
    const first = await pendingRequest();
    const res = await submit(form({ cpf: first.body.cpf }), { lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'access_request_pending',
      title: 'There is already a pending access request for this CPF.',
    });
  });

  it('requires a solved captcha', async () => {
    const missing = await submit(form(), { captcha: '', lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      path: 'body.captcha',
      code: 'captcha_required',
      message: 'Please confirm you are not a robot.',
    });
    const wrong = await submit(form(), { captcha: 'bm90LWpzb24=' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'captcha_invalid',
      title: 'Captcha inválido. Tente novamente.',
    });
  });

  it(`accepts ${ACCESS_REQUESTS_PER_IP_PER_HOUR} requests per address per hour`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCESS_REQUESTS_PER_IP_PER_HOUR; i++) {
      const res = await submit(form(), { ip: '192.0.2.77', captcha: 'bm90LWpzb24=' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(ACCESS_REQUESTS_PER_IP_PER_HOUR).fill(400), 429]);
  });

  describe('validation, in both languages', () => {
    it.each([
      [
        'name',
        { name: 'Ana' },
        'name_too_short',
        'Name is too short - should be 5 chars minimum',
        'O nome é muito curto - deve ter no mínimo 5 caracteres',
      ],
      ['cpf', { cpf: '111.111.111-11' }, 'cpf_invalid', 'Invalid CPF.', 'CPF inválido.'],
      [
        'email',
        { email: 'a@b.co' },
        'email_too_short',
        'Email must be at least 11 characters.',
        'O email deve ter no mínimo 11 caracteres.',
      ],
      [
        'email',
        { email: 'sem-arroba-nenhuma' },
        'email_invalid',
        'You must enter a valid Email.',
        'Você deve informar um Email válido.',
      ],
      [
        'birthDate',
        { birthDate: '2015-01-01' },
        'birth_date_underage',
        'You must be at least 18 years old.',
        'Você deve ter pelo menos 18 anos.',
      ],
      [
        'birthDate',
        { birthDate: '2100-01-01' },
        'birth_date_invalid',
        'Invalid birth date.',
        'Data de nascimento inválida.',
      ],
      [
        'password',
        { password: 'semmaiuscula1!', passwordConfirmation: 'semmaiuscula1!' },
        'password_uppercase',
        'Password needs a uppercase letter',
        'A senha precisa de uma letra maiúscula',
      ],
      [
        'password',
        { password: 'Senha@123', passwordConfirmation: 'Senha@123' },
        'password_common',
        'This password is too common. Choose another one.',
        'Esta senha é muito comum. Escolha outra.',
      ],
      [
        'password',
        { name: 'Joana Bittencourt', password: 'Bittencourt#1', passwordConfirmation: 'Bittencourt#1' },
        'password_personal',
        'The password must not contain your name or your email.',
        'A senha não pode conter seu nome nem seu email.',
      ],
      [
        'password',
        {
          email: 'mkovacs.financeiro@empresa.test',
          password: 'Mkovacs!2026',
          passwordConfirmation: 'Mkovacs!2026',
        },
        'password_personal',
        'The password must not contain your name or your email.',
        'A senha não pode conter seu nome nem seu email.',
      ],
      [
        'passwordConfirmation',
        { passwordConfirmation: 'Outra@Senha9' },
        'password_mismatch',
        'Invalid field.',
        'Campo inválido.',
      ],
      [
        'clientTaxIds.0',
        { clientTaxIds: ['12.345.678/0001-00'] },
        'tax_id_invalid',
        'Invalid CPF/CNPJ.',
        'CPF/CNPJ inválido.',
      ],
      [
        'clientTaxIds',
        { clientTaxIds: [] },
        'client_tax_ids_required',
        'Enter the CPF/CNPJ of at least one client.',
        'Informe o CPF/CNPJ de pelo menos um cliente.',
      ],
      ['phone', { phone: '123' }, 'phone_invalid', 'Invalid phone number.', 'Telefone inválido.'],
      [
        'company',
        { company: 'Empresa\u0000 Ltda' },
        'text_invalid',
        'The text contains invalid characters.',
        'O texto contém caracteres inválidos.',
      ],
    ])('%s %j → %s', async (path, patch, code, en, pt) => {
      const english = await submit(form(patch), { lang: 'en' });
      expect(english.statusCode).toBe(400);
      expect(english.json().errors).toContainEqual({ path: `body.${path}`, code, message: en });
      const portuguese = await submit(form(patch));
      expect(portuguese.json().errors).toContainEqual({ path: `body.${path}`, code, message: pt });
    });

    it('missing fields are named', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/access-requests',
        payload: { captcha: 'x' },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      const codes = (res.json().errors as { code: string }[]).map((e) => e.code);
      expect(codes).toEqual(
        expect.arrayContaining(['name_required', 'cpf_required', 'email_required', 'birth_date_required']),
      );
    });

    it.each([
      ['not json', '{"name":', 'application/json'],
      ['an array', '[]', 'application/json'],
      ['text', 'hello', 'text/plain'],
      ['wrong types', JSON.stringify({ name: 1, clientTaxIds: 'x', birthDate: [] }), 'application/json'],
    ])('malformed body (%s) is a 4xx', async (_label, payload, type) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/access-requests',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });
});

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

    const { agent } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ['access-requests.approve'],
    });
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
