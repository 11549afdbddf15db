import { type RemittanceDetail, type RemittanceList } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { addHistory, createBlock, createRemittance } from '../../../test/fixtures/remittances.js';
import {
  t,
  a,
  sA,
  sB,
  operatorId,
  operator,
  consultOnly,
  ofA,
  ofB,
  req,
  remittance,
  history,
} from './actions-setup.js';

describe('remittance detail and row actions', () => {
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
});
