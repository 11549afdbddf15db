import { generateCpf } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/users.js';
import { ACCESS_REQUESTS_PER_IP_PER_HOUR } from './create.js';
import { t, db, form, submit, requestRow, mailsTo, pendingRequest } from './access-requests-setup.js';

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
