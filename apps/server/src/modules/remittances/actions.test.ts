import { describe, expect, it } from 'vitest';
import {
  createBalanceSnapshot,
  createBlock,
  createRemittance,
  createShipper,
} from '../../../test/fixtures/remittances.js';
import {
  t,
  a,
  operatorId,
  operator,
  consultOnly,
  req,
  remittance,
  audits,
  history,
} from './actions-setup.js';

describe('remittance detail and row actions', () => {
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
});
