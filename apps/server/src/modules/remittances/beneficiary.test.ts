import { FIELD_MESSAGES, remittanceHistoryNote, type RemittanceDetail } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { operatorId, operator, consultOnly, req, remittance, audits, history } from './actions-setup.js';

describe('remittance detail and row actions', () => {
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
