import {
  ALL_PERMISSION_KEYS,
  FIELD_MESSAGES,
  remittanceHistoryNote,
  type RemittanceDetail,
  type RemittanceList,
} from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, signIn, staffWith } from '../../../test/agents.js';
import {
  addHistory,
  createBalanceSnapshot,
  createBlock,
  createClient,
  createRemittance,
  createShipper,
  ensureBank,
  type ClientFixture,
  type ShipperFixture,
} from '../../../test/fixtures/remittances.js';
import type { RemittanceStatus } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

const ACTION_PERMISSIONS = [
  'remittances.consult',
  'remittances.cancel',
  'remittances.unblock',
  'remittances.view-blocking-reasons',
  'remittances.edit-beneficiary',
  'remittances.export',
];

describe('remittance detail and row actions', () => {
  const t = suiteApp();
  let a: ClientFixture;
  let b: ClientFixture;
  let sA: ShipperFixture;
  let sB: ShipperFixture;
  let operatorId: string;
  let operator: Agent;
  let consultOnly: Agent;
  let ofA: Agent;
  let ofB: Agent;

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Cliente A');
    b = await createClient(db, 'Cliente B');
    sA = await createShipper(db, a.id, 'Remessadora A');
    sB = await createShipper(db, b.id, 'Remessadora B');
    await ensureBank(db, '341', '60701190', 'Itaú Unibanco S.A.');
    await ensureBank(db, '237', '60746948', 'Banco Bradesco S.A.');
    ({ id: operatorId, agent: operator } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ACTION_PERMISSIONS,
      name: 'Operadora Ana Lima',
    }));
    ({ consultOnly, ofA, ofB } = await signIn(t, {
      consultOnly: staffWith('remittances.consult'),
      ofA: clientOf([a.id], ...ALL_PERMISSION_KEYS),
      ofB: clientOf([b.id], ...ALL_PERMISSION_KEYS),
    }));
  });

  const req = (
    agent: Agent,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...agent.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const remittance = (status: RemittanceStatus, overrides = {}) =>
    createRemittance(t.database.db, sA, { status, ...overrides });

  const audits = (id: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .where('entity', '=', 'remittance')
      .where('entity_id', '=', id)
      .execute();

  const history = (id: string) =>
    t.database.db
      .selectFrom('remittance_history')
      .select(['action', 'user_id', 'from_status', 'to_status', 'note', 'note_code', 'note_params'])
      .where('remittance_id', '=', id)
      .orderBy('id')
      .execute();

  describe('GET /api/remittances/:id', () => {
    it('returns every detail field, the payment history with user names and the blocking reasons', async () => {
      const r = await remittance('blocked', {
        reference: 'DET-1',
        origin: 'SFTP',
        purpose: 'donation',
        remittance_type_description: 'Disponibilidade no exterior',
        include_date: new Date('2026-03-10T15:00:00Z'),
        payment_date: '2026-03-11',
        currency: 'EUR',
        me_value: '2500.00',
        mn_value: '13750.00',
        exchange_rate: '5.50000000',
        vet_rate: '5.61234567',
        sender_name: 'Hans Müller',
        sender_country: 'DE',
        sender_person_type: 'PJ',
        beneficiary_name: 'Luíza Gonçalves',
        beneficiary_tax_id: '52998224725',
        beneficiary_birth_date: '1990-01-31',
        beneficiary_phone: '+5521998765432',
        beneficiary_email: 'luiza@example.com',
        payment_type: 'pix',
        pix_key_type: 'cpf',
        pix_key: '52998224725',
        message: 'Presente',
      });
      await addHistory(t.database.db, r.id, {
        action: 'created',
        to: 'received',
        at: new Date('2026-03-10T15:00:00Z'),
      });
      await addHistory(t.database.db, r.id, {
        action: 'blocked',
        userId: operatorId,
        from: 'received',
        to: 'blocked',
        at: new Date('2026-03-10T15:05:00Z'),
      });
      await createBlock(t.database.db, r.id, {
        kind: 'data',
        code: 'INVALID_ACCOUNT',
        description: 'Conta inválida',
      });

      const res = await req(operator, 'GET', `/api/remittances/${r.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json() as RemittanceDetail;
      expect(d).toMatchObject({
        id: r.id,
        reference: 'DET-1',
        includeDate: '2026-03-10T15:00:00.000Z',
        origin: 'SFTP',
        purpose: 'donation',
        remittanceTypeDescription: 'Disponibilidade no exterior',
        status: 'blocked',
        currency: 'EUR',
        meValue: '2500.00',
        mnValue: '13750.00',
        exchangeRate: '5.50000000',
        vetRate: '5.61234567',
        shipper: { id: sA.id, name: 'Remessadora A' },
        client: { id: a.id, name: 'Cliente A' },
        sender: { name: 'Hans Müller', country: 'DE', personType: 'PJ' },
        beneficiary: {
          name: 'Luíza Gonçalves',
          taxId: '52998224725',
          birthDate: '1990-01-31',
          phone: '+5521998765432',
          email: 'luiza@example.com',
          country: 'BR',
        },
        payment: {
          status: 'blocked',
          currency: 'EUR',
          meValue: '2500.00',
          mnValue: '13750.00',
          date: '2026-03-11',
          type: 'pix',
          bank: { code: '341', ispb: '60701190', name: 'Itaú Unibanco S.A.' },
          agency: '1234-5',
          account: '123456-7',
          accountType: 'checking',
          pixKeyType: 'cpf',
          pixKey: '52998224725',
          noPixKey: false,
          message: 'Presente',
        },
        duplicateOf: null,
        canceled: null,
        paidAt: null,
        returned: null,
        actions: { cancel: true, unblock: true, editBeneficiary: true, viewBlockingReasons: true, pdf: true },
      });
      expect(d.history).toEqual([
        expect.objectContaining({ action: 'created', user: null, fromStatus: null, toStatus: 'received' }),
        expect.objectContaining({
          action: 'blocked',
          at: '2026-03-10T15:05:00.000Z',
          user: { id: operatorId, name: 'Operadora Ana Lima' },
          fromStatus: 'received',
          toStatus: 'blocked',
        }),
      ]);
      expect(d.blocks).toEqual([
        expect.objectContaining({
          kind: 'data',
          code: 'INVALID_ACCOUNT',
          description: 'Conta inválida',
          open: true,
        }),
      ]);
    });

    it('hides the blocking reasons from users without the permission, and its actions', async () => {
      const r = await remittance('blocked');
      await createBlock(t.database.db, r.id);
      const d = (await req(consultOnly, 'GET', `/api/remittances/${r.id}`)).json() as RemittanceDetail;
      expect(d.blocks).toBeNull();
      expect(d.actions).toEqual({
        cancel: false,
        unblock: false,
        editBeneficiary: false,
        viewBlockingReasons: false,
        pdf: false,
      });
      expect((await req(consultOnly, 'GET', `/api/remittances/${r.id}/blocks`)).statusCode).toBe(403);
    });

    it('offers the blocking reasons only for a remittance that has some, in the detail and the list', async () => {
      const never = await remittance('pending', { reference: 'NEVER-BLOCKED' });
      const once = await remittance('pending', { reference: 'ONCE-BLOCKED' });
      await createBlock(t.database.db, once.id);
      const detail = async (id: string) =>
        ((await req(operator, 'GET', `/api/remittances/${id}`)).json() as RemittanceDetail).actions;
      expect((await detail(never.id)).viewBlockingReasons).toBe(false);
      expect((await detail(once.id)).viewBlockingReasons).toBe(true);
      const list = (await req(operator, 'GET', '/api/remittances?pageSize=100')).json() as RemittanceList;
      const offered = (id: string) => list.items.find((i) => i.id === id)?.actions.viewBlockingReasons;
      expect(offered(never.id)).toBe(false);
      expect(offered(once.id)).toBe(true);
    });

    it('names the remittance a duplicate is a duplicate of', async () => {
      const first = await remittance('pending', {
        beneficiary_tax_id: '11144477735',
        me_value: '77.00',
        payment_date: '2026-04-01',
      });
      const second = await remittance('pending', {
        beneficiary_tax_id: '11144477735',
        me_value: '77.00',
        payment_date: '2026-04-01',
      });
      const d = (await req(operator, 'GET', `/api/remittances/${second.id}`)).json() as RemittanceDetail;
      expect(d).toMatchObject({
        isDuplicate: true,
        duplicateOf: { id: first.id, reference: first.reference },
      });
    });

    it('is 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await req(operator, 'GET', '/api/remittances/999999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found', title: 'Recurso não encontrado.' });
      expect((await req(operator, 'GET', '/api/remittances/abc')).statusCode).toBe(400);
      expect((await req(operator, 'GET', '/api/remittances/99999999999999999999')).statusCode).toBe(400);
    });
  });

  describe('client scope: another client’s remittance does not exist', () => {
    it('for detail, blocks, PDF and every action', async () => {
      const r = await createRemittance(t.database.db, sB, { status: 'blocked' });
      const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
        ['detail', 'GET', `/api/remittances/${r.id}`, undefined],
        ['blocks', 'GET', `/api/remittances/${r.id}/blocks`, undefined],
        ['pdf', 'GET', `/api/remittances/${r.id}/pdf`, undefined],
        ['cancel', 'POST', `/api/remittances/${r.id}/cancel`, { reason: 'Teste' }],
        ['unblock', 'POST', `/api/remittances/${r.id}/unblock`, {}],
        [
          'beneficiary',
          'PUT',
          `/api/remittances/${r.id}/beneficiary`,
          { paymentType: 'pix', pixKeyType: 'cpf', pixKey: '52998224725' },
        ],
      ];
      for (const [name, method, url, payload] of calls) {
        const res = await req(ofA, method, url, payload);
        expect(res.statusCode, name).toBe(404);
      }
      // Nothing changed, and its own client's user sees it.
      const own = await req(ofB, 'GET', `/api/remittances/${r.id}`);
      expect(own.json()).toMatchObject({ status: 'blocked' });
      expect(await history(r.id)).toEqual([]);
    });
  });

  describe('POST /api/remittances/:id/cancel', () => {
    it.each(['received', 'pending', 'blocked', 'returned'] as const)(
      'cancels a %s remittance with the reason, in history and audit',
      async (status) => {
        const r = await remittance(status);
        const res = await req(operator, 'POST', `/api/remittances/${r.id}/cancel`, {
          reason: '  Pedido do cliente  ',
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          status: 'canceled',
          canceled: { by: { id: operatorId, name: 'Operadora Ana Lima' }, reason: 'Pedido do cliente' },
          actions: { cancel: false, unblock: false, editBeneficiary: false },
        });
        expect(await history(r.id)).toEqual([
          {
            action: 'canceled',
            user_id: operatorId,
            from_status: status,
            to_status: 'canceled',
            note: 'Pedido do cliente',
            note_code: null,
            note_params: null,
          },
        ]);
        expect(await audits(r.id)).toEqual([
          {
            action: 'remittance.cancel',
            actor_user_id: operatorId,
            details: { reference: r.reference, clientId: a.id, from: status, reason: 'Pedido do cliente' },
          },
        ]);
      },
    );

    it.each([
      [
        'paid',
        'Não é possível cancelar uma remessa com status “Paga”.',
        'A remittance with status “Paid” cannot be canceled.',
      ],
      [
        'processing',
        'Não é possível cancelar uma remessa com status “Em processamento”.',
        'A remittance with status “Processing” cannot be canceled.',
      ],
      [
        'canceled',
        'Não é possível cancelar uma remessa com status “Cancelada”.',
        'A remittance with status “Canceled” cannot be canceled.',
      ],
    ] as const)('refuses a %s remittance with a 409 in both languages', async (status, pt, en) => {
      const r = await remittance(status);
      const resPt = await req(operator, 'POST', `/api/remittances/${r.id}/cancel`, { reason: 'x' });
      expect(resPt.statusCode).toBe(409);
      expect(resPt.json()).toMatchObject({ code: 'state_conflict', title: pt });
      const resEn = await req(
        operator,
        'POST',
        `/api/remittances/${r.id}/cancel`,
        { reason: 'x' },
        { 'accept-language': 'en' },
      );
      expect(resEn.json()).toMatchObject({ code: 'state_conflict', title: en });
      expect(await history(r.id)).toEqual([]);
      expect(await audits(r.id)).toEqual([]);
    });

    it.each([
      ['missing', 'pt-BR', {}, 'Informe o motivo do cancelamento.'],
      ['blank', 'pt-BR', { reason: '   ' }, 'Informe o motivo do cancelamento.'],
      ['empty, in English', 'en', { reason: '' }, 'Please give the reason for the cancellation.'],
      ['too long', 'pt-BR', { reason: 'x'.repeat(501) }, 'Deve ter no máximo 500 caracteres.'],
      ['with a NUL character', 'pt-BR', { reason: 'a\u0000b' }, 'Contém caracteres não permitidos.'],
    ])('requires a reason: %s', async (_name, lang, body, message) => {
      const r = await remittance('pending');
      const res = await req(operator, 'POST', `/api/remittances/${r.id}/cancel`, body, {
        'accept-language': lang,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.reason', message })]);
      expect((await req(operator, 'GET', `/api/remittances/${r.id}`)).json().status).toBe('pending');
    });

    it('needs remittances.cancel and the CSRF token', async () => {
      const r = await remittance('pending');
      expect(
        (await req(consultOnly, 'POST', `/api/remittances/${r.id}/cancel`, { reason: 'x' })).statusCode,
      ).toBe(403);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: `/api/remittances/${r.id}/cancel`,
        headers: { cookie: operator.headers.cookie ?? '' },
        payload: { reason: 'x' },
      });
      expect(noCsrf.json().code).toBe('csrf_failed');
    });

    it('moves the amount out of the snapshot’s locked balance', async () => {
      const s = await createShipper(t.database.db, a.id);
      await createBalanceSnapshot(t.database.db, s.id, 'USD', { locked: '500.00', pendingWire: '10.00' });
      const r = await createRemittance(t.database.db, s, { status: 'blocked', me_value: '200.00' });
      await req(operator, 'POST', `/api/remittances/${r.id}/cancel`, { reason: 'Desistência' });
      const snap = await t.database.db
        .selectFrom('shipper_balances')
        .select(['locked_balance', 'pending_wire'])
        .where('shipper_id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(snap).toEqual({ locked_balance: '300.00', pending_wire: '10.00' });
    });
  });

  describe('POST /api/remittances/:id/unblock', () => {
    it('closes the open blocks and returns the remittance to pending', async () => {
      const r = await remittance('blocked');
      const open = await createBlock(t.database.db, r.id);
      const old = await createBlock(t.database.db, r.id, { unblocked: true });
      const res = await req(operator, 'POST', `/api/remittances/${r.id}/unblock`, {
        note: 'Documentação recebida',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', actions: { unblock: false } });
      const blocks = (await req(operator, 'GET', `/api/remittances/${r.id}/blocks`)).json().items;
      expect(blocks).toEqual([
        expect.objectContaining({
          id: open,
          open: false,
          unblockedBy: { id: operatorId, name: 'Operadora Ana Lima' },
          unblockNote: 'Documentação recebida',
        }),
        expect.objectContaining({ id: old, open: false, unblockedBy: null }),
      ]);
      expect(await history(r.id)).toEqual([
        {
          action: 'unblocked',
          user_id: operatorId,
          from_status: 'blocked',
          to_status: 'pending',
          note: 'Documentação recebida',
          note_code: null,
          note_params: null,
        },
      ]);
      expect(await audits(r.id)).toEqual([
        expect.objectContaining({
          action: 'remittance.unblock',
          details: expect.objectContaining({ blocksClosed: [open] }),
        }),
      ]);
    });

    it('works without a note', async () => {
      const r = await remittance('blocked');
      const res = await req(operator, 'POST', `/api/remittances/${r.id}/unblock`, {});
      expect(res.json()).toMatchObject({ status: 'pending' });
    });

    it.each(['received', 'pending', 'paid', 'canceled'] as const)(
      'refuses a %s remittance',
      async (status) => {
        const r = await remittance(status);
        const res = await req(
          operator,
          'POST',
          `/api/remittances/${r.id}/unblock`,
          {},
          { 'accept-language': 'en' },
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'state_conflict',
          title: expect.stringContaining('Only blocked remittances can be unblocked'),
        });
      },
    );

    it('needs remittances.unblock', async () => {
      const r = await remittance('blocked');
      expect((await req(consultOnly, 'POST', `/api/remittances/${r.id}/unblock`, {})).statusCode).toBe(403);
    });
  });

  describe('PUT /api/remittances/:id/beneficiary', () => {
    const account = {
      paymentType: 'credit_account',
      bankCode: '237',
      agency: '0001-9',
      account: '98765-4',
      accountType: 'savings',
      email: 'NOVO@Example.com',
      phone: '(11) 91234-5678',
      noPixKey: true,
      message: 'Mensagem nova',
    };

    it('corrects the payment data, clears the data flag, and records the changed fields', async () => {
      const r = await remittance('blocked', { has_data_issues: true });
      const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, account);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'blocked',
        hasDataIssues: false,
        beneficiary: { email: 'novo@example.com', phone: '+5511912345678' },
        payment: {
          type: 'credit_account',
          bank: { code: '237', ispb: '60746948', name: 'Banco Bradesco S.A.' },
          agency: '0001-9',
          account: '98765-4',
          accountType: 'savings',
          pixKeyType: null,
          pixKey: null,
          noPixKey: true,
          message: 'Mensagem nova',
        },
      });
      const [h] = await history(r.id);
      expect(h).toMatchObject({
        action: 'updated',
        user_id: operatorId,
        from_status: 'blocked',
        to_status: 'blocked',
      });
      // The changed fields are codes, labelled on screen: no column names as the note (issue 24).
      expect(h?.note).toBeNull();
      expect(h?.note_code).toBe('fields_changed');
      expect(h?.note_params?.fields).toEqual(expect.arrayContaining(['bank_code', 'agency', 'account']));
      const detail = (await req(operator, 'GET', `/api/remittances/${r.id}`)).json<RemittanceDetail>();
      const updated = detail.history.find((e) => e.action === 'updated');
      expect(updated?.note).toBeNull();
      expect(updated?.systemNote?.code).toBe('fields_changed');
      expect(remittanceHistoryNote(updated!, 'en')).toMatch(/^Fields changed: .*Bank, .*Branch/);
      expect(remittanceHistoryNote(updated!, 'en')).not.toMatch(/_/);
      expect(remittanceHistoryNote(updated!, 'pt-BR')).toMatch(/^Campos alterados: .*Banco, .*Agência/);
      expect(await audits(r.id)).toEqual([
        expect.objectContaining({
          action: 'remittance.update_beneficiary',
          details: expect.objectContaining({
            hadDataIssues: true,
            changed: expect.arrayContaining(['agency', 'account']),
          }),
        }),
      ]);
    });

    it('switches to PIX with a normalised key', async () => {
      const r = await remittance('pending');
      const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, {
        paymentType: 'pix',
        pixKeyType: 'phone',
        pixKey: '+55 (21) 99876-5432',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payment).toMatchObject({
        type: 'pix',
        pixKeyType: 'phone',
        pixKey: '+5521998765432',
        noPixKey: false,
      });
    });

    it.each([
      [
        'every required field of an account credit',
        { paymentType: 'credit_account' },
        'pt-BR',
        [
          ['body.bankCode', 'field_required', 'Campo obrigatório.'],
          ['body.agency', 'field_required', 'Campo obrigatório.'],
          ['body.account', 'field_required', 'Campo obrigatório.'],
          ['body.accountType', 'field_required', 'Campo obrigatório.'],
        ],
      ],
      ['the payment type', {}, 'pt-BR', [['body.paymentType', 'field_required', 'Campo obrigatório.']]],
      [
        'invalid agency, account and bank',
        {
          ...{ paymentType: 'credit_account', accountType: 'checking' },
          bankCode: '34',
          agency: '12345',
          account: 'abc',
        },
        'pt-BR',
        [
          ['body.bankCode', 'invalid_bank', 'Banco inválido.'],
          ['body.agency', 'invalid_agency', FIELD_MESSAGES.invalid_agency['pt-BR']],
          ['body.account', 'invalid_account', 'Conta inválida.'],
        ],
      ],
      [
        'an agency of 2 digits (a Brazilian agency has 4: issue 24), in both languages',
        { ...{ paymentType: 'credit_account', accountType: 'checking' }, bankCode: '341', agency: '12' },
        'pt-BR',
        [
          ['body.agency', 'invalid_agency', FIELD_MESSAGES.invalid_agency['pt-BR']],
          ['body.account', 'field_required', 'Campo obrigatório.'],
        ],
      ],
      [
        'an agency of 3 digits with its check digit, in English',
        { ...{ paymentType: 'credit_account', accountType: 'checking' }, bankCode: '341', agency: '123-4' },
        'en',
        [
          ['body.agency', 'invalid_agency', FIELD_MESSAGES.invalid_agency.en],
          ['body.account', 'field_required', 'Required field.'],
        ],
      ],
      [
        'invalid PIX key type',
        { paymentType: 'pix', pixKeyType: 'iban', pixKey: 'x' },
        'pt-BR',
        [['body.pixKeyType', 'invalid_pix_key_type', 'Tipo de chave PIX inválido.']],
      ],
      [
        'invalid PIX key',
        { paymentType: 'pix', pixKeyType: 'cpf', pixKey: '111.111.111-11' },
        'pt-BR',
        [['body.pixKey', 'invalid_pix_key', 'Chave PIX inválida.']],
      ],
      [
        'missing PIX key, in English',
        { paymentType: 'pix', pixKeyType: 'email' },
        'en',
        [['body.pixKey', 'field_required', 'Required field.']],
      ],
      [
        'invalid e-mail',
        { paymentType: 'pix', pixKeyType: 'cpf', pixKey: '52998224725', email: 'sem-arroba' },
        'pt-BR',
        [['body.email', 'beneficiary_email_invalid', 'Email inválido.']],
      ],
      [
        'invalid e-mail, in English',
        { paymentType: 'pix', pixKeyType: 'cpf', pixKey: '52998224725', email: 'a@' },
        'en',
        [['body.email', 'beneficiary_email_invalid', 'Invalid email.']],
      ],
      [
        'a PIX payment marked "no PIX key"',
        { paymentType: 'pix', noPixKey: true },
        'pt-BR',
        [['body.noPixKey', 'no_pix_key_with_pix', 'Um pagamento via PIX precisa de uma chave PIX.']],
      ],
    ])('refuses %s with the spec’s messages', async (_name, body, lang, expected) => {
      const r = await remittance('pending');
      const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, body, {
        'accept-language': lang,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(expected.map(([path, code, message]) => ({ path, code, message })));
    });

    it('refuses a bank code that is not a known bank', async () => {
      const r = await remittance('pending');
      const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, {
        ...account,
        bankCode: '999',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.bankCode', code: 'invalid_bank', message: 'Banco inválido.' },
      ]);
    });

    it.each(['processing', 'paid', 'canceled'] as const)(
      'is refused once the remittance is %s',
      async (status) => {
        const r = await remittance(status);
        const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, account);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'state_conflict',
          title: expect.stringContaining('Os dados de pagamento não podem ser alterados'),
        });
      },
    );

    it.each(['received', 'returned'] as const)('is allowed while %s', async (status) => {
      const r = await remittance(status);
      expect((await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, account)).statusCode).toBe(
        200,
      );
    });

    it('needs remittances.edit-beneficiary', async () => {
      const r = await remittance('pending');
      expect(
        (await req(consultOnly, 'PUT', `/api/remittances/${r.id}/beneficiary`, account)).statusCode,
      ).toBe(403);
    });

    it.each([
      ['an array', []],
      ['plain text', 'texto'],
      ['a number for a text', { paymentType: 12 }],
      ['a string for a boolean', { noPixKey: 'sim' }],
      ['a huge e-mail', { email: 'x'.repeat(2000) }],
    ])('answers %s with a 4xx, never a 500', async (_name, body) => {
      const r = await remittance('pending');
      const res = await req(operator, 'PUT', `/api/remittances/${r.id}/beneficiary`, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });
});
