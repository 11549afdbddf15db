import { ALL_PERMISSION_KEYS, type PaymentOrderDetail } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { expectOneFieldError } from '../../../test/field-errors.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../../test/suite.js';

// Wednesday 2026-11-25, 10:00 in São Paulo.
const clock = testClock('2026-11-25T13:00:00Z');

describe('payment order staff actions: confirm, cancel, comment, write-off', () => {
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t);
  const { consultOnly, ofA } = suiteAgents(t, {
    consultOnly: staffWith('payment-orders.consult'),
    ofA: () => clientOf([a.id], ...ALL_PERMISSION_KEYS),
  });
  let staff: Agent;
  let staffId: string;

  beforeAll(async () => {
    ({ id: staffId, agent: staff } = await signedInUser(t, staffWith(...ALL_PERMISSION_KEYS)));
  });

  const post = (agent: Agent, url: string, payload: Record<string, unknown>, lang = 'pt-BR') =>
    t.app.inject({ method: 'POST', url, headers: { ...agent.headers, 'accept-language': lang }, payload });
  const confirmed = (values = {}) =>
    createPaymentOrder(t.database.db, a.id, {
      state: 'confirmed',
      credit_value: '1000.00',
      available_balance: '1000.00',
      credit_date: '2026-11-20',
      confirmed_at: new Date('2026-11-20T15:00:00Z'),
      ...values,
    });
  const balanceOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('payment_orders')
        .select('available_balance')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).available_balance;

  describe('confirm credit', () => {
    it('moves a waiting order to confirmed on the credit date, makes the credit less expenses available, audits', async () => {
      const { id } = await createPaymentOrder(t.database.db, a.id, {
        credit_value: '2000.00',
        available_balance: '0',
        banker_expenses: '35.00',
        register_date: '2026-11-20',
      });
      const res = await post(staff, `/api/payment-orders/${id}/confirm`, { creditDate: '2026-11-24' });
      expect(res.statusCode).toBe(200);
      expect(res.json<PaymentOrderDetail>()).toMatchObject({
        state: 'confirmed',
        creditDate: '2026-11-24',
        availableBalance: '1965.00',
        confirmedBy: { id: staffId },
        confirmedAt: '2026-11-25T13:00:00.000Z',
      });
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.confirm']);
      // Twice: the second finds it confirmed already.
      const again = await post(
        staff,
        `/api/payment-orders/${id}/confirm`,
        { creditDate: '2026-11-24' },
        'en',
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().title).toBe(
        'Only orders waiting for the credit date can be confirmed (state: “Confirmed”).',
      );
    });

    it('refuses a credit date in the future (by the clock), before the register date, or missing', async () => {
      const { id } = await createPaymentOrder(t.database.db, a.id, { register_date: '2026-11-20' });
      expectOneFieldError(
        await post(staff, `/api/payment-orders/${id}/confirm`, { creditDate: '2026-11-26' }, 'en'),
        {
          path: 'body.creditDate',
          code: 'credit_date_in_future',
          message: 'The credit date cannot be in the future.',
        },
      );
      expectOneFieldError(
        await post(staff, `/api/payment-orders/${id}/confirm`, { creditDate: '2026-11-19' }),
        {
          path: 'body.creditDate',
          code: 'credit_date_before_register',
          message: 'A data do crédito não pode ser anterior ao registro da ordem.',
        },
      );
      const missing = await post(staff, `/api/payment-orders/${id}/confirm`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({
        path: 'body.creditDate',
        message: 'Informe a data do crédito.',
      });
      // Today itself is fine.
      expect(
        (await post(staff, `/api/payment-orders/${id}/confirm`, { creditDate: '2026-11-25' })).statusCode,
      ).toBe(200);
    });
  });

  describe('cancel', () => {
    it('cancels an order with nothing received, with the reason; nothing stays available', async () => {
      const { id } = await confirmed();
      const res = await post(staff, `/api/payment-orders/${id}/cancel`, {
        reason: 'Ordem duplicada pelo banco',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<PaymentOrderDetail>()).toMatchObject({
        state: 'canceled',
        cancelReason: 'Ordem duplicada pelo banco',
        availableBalance: '0.00',
        actions: { cancel: false, writeOff: false, receive: false },
      });
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.cancel']);
    });

    it('refuses once something was written off, and without a reason', async () => {
      const { id } = await confirmed();
      expect(
        (await post(staff, `/api/payment-orders/${id}/write-offs`, { amount: '1.00', reason: 'Tarifa' }))
          .statusCode,
      ).toBe(200);
      const res = await post(staff, `/api/payment-orders/${id}/cancel`, { reason: 'Desistência' }, 'en');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('already_received');
      const noReason = await post(staff, `/api/payment-orders/${id}/cancel`, { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(await balanceOf(id)).toBe('999.00');
    });
  });

  describe('comment', () => {
    it('adds a comment by the user, audited; refuses an empty or overlong one', async () => {
      const { id } = await confirmed();
      const res = await post(staff, `/api/payment-orders/${id}/comments`, {
        body: '  Cliente fecha amanhã.  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<PaymentOrderDetail>().comments).toEqual([
        expect.objectContaining({
          body: 'Cliente fecha amanhã.',
          user: expect.objectContaining({ id: staffId }),
        }),
      ]);
      expect((await post(staff, `/api/payment-orders/${id}/comments`, { body: '' })).statusCode).toBe(400);
      expect(
        (await post(staff, `/api/payment-orders/${id}/comments`, { body: 'x'.repeat(2001) })).statusCode,
      ).toBe(400);
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.comment']);
    });
  });

  describe('manual write-off', () => {
    it('takes the amount off the available balance, dated by the clock, audited', async () => {
      const { id } = await confirmed();
      const res = await post(staff, `/api/payment-orders/${id}/write-offs`, {
        amount: '250.50',
        reason: 'Tarifa do correspondente',
      });
      expect(res.statusCode).toBe(200);
      const d = res.json<PaymentOrderDetail>();
      expect(d.availableBalance).toBe('749.50');
      expect(d.writeOffs).toEqual([expect.objectContaining({ amount: '250.50', date: '2026-11-25' })]);
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.write_off']);
    });

    it('never goes beyond the available balance, in either language; the whole balance is fine', async () => {
      const { id } = await confirmed({ available_balance: '100.00' });
      expectOneFieldError(
        await post(staff, `/api/payment-orders/${id}/write-offs`, { amount: '100.01', reason: 'x' }, 'en'),
        {
          path: 'body.amount',
          code: 'write_off_above_balance',
          message: 'The write-off cannot exceed the available balance.',
        },
      );
      expect(await balanceOf(id)).toBe('100.00');
      const all = await post(staff, `/api/payment-orders/${id}/write-offs`, {
        amount: '100.00',
        reason: 'Saldo residual',
      });
      expect(all.json<PaymentOrderDetail>()).toMatchObject({
        availableBalance: '0.00',
        actions: { writeOff: false },
      });
    });

    it('holds under concurrency: ten parallel write-offs of 30 from 100 take exactly three', async () => {
      const { id } = await confirmed({ available_balance: '100.00' });
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(staff, `/api/payment-orders/${id}/write-offs`, { amount: '30.00', reason: 'Paralela' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 400, 400, 400, 400, 400, 400, 400,
      ]);
      expect(await balanceOf(id)).toBe('10.00');
      const rows = await t.database.db
        .selectFrom('payment_order_write_offs')
        .select('amount')
        .where('payment_order_id', '=', id)
        .execute();
      expect(rows).toHaveLength(3);
    });

    it('refuses a waiting order, cents on a currency without them, and a zero or malformed amount', async () => {
      const waiting = await createPaymentOrder(t.database.db, a.id);
      expect(
        (await post(staff, `/api/payment-orders/${waiting.id}/write-offs`, { amount: '1.00', reason: 'x' }))
          .statusCode,
      ).toBe(409);
      const yen = await confirmed({
        currency: 'JPY',
        credit_value: '100000.00',
        available_balance: '100000.00',
      });
      expectOneFieldError(
        await post(staff, `/api/payment-orders/${yen.id}/write-offs`, { amount: '10.50', reason: 'x' }),
        {
          path: 'body.amount',
          code: 'money_invalid',
          message: 'Deve ser um valor com até 2 casas decimais.',
        },
      );
      const { id } = await confirmed();
      for (const amount of ['0', '0.00', '-5', '1.234', 'abc', ''])
        expect(
          (await post(staff, `/api/payment-orders/${id}/write-offs`, { amount, reason: 'x' })).statusCode,
          amount,
        ).toBe(400);
      expect(await balanceOf(id)).toBe('1000.00');
    });
  });

  describe('permissions and scope', () => {
    it('refuses each action to a user without its permission, and to a client (staff actions)', async () => {
      const { id } = await confirmed();
      for (const [path, body] of [
        ['confirm', { creditDate: '2026-11-24' }],
        ['cancel', { reason: 'x' }],
        ['comments', { body: 'x' }],
        ['write-offs', { amount: '1.00', reason: 'x' }],
      ] as const) {
        expect((await post(consultOnly, `/api/payment-orders/${id}/${path}`, body)).statusCode, path).toBe(
          403,
        );
      }
      expect(await balanceOf(id)).toBe('1000.00');
      expect(await auditActions(t.database.db, { entityId: id })).toEqual([]);
    });

    it("answers 404 for another client's order, changing nothing", async () => {
      const other = await createPaymentOrder(t.database.db, b.id, {
        state: 'confirmed',
        available_balance: '1000.00',
        credit_date: '2026-11-20',
        confirmed_at: new Date('2026-11-20T15:00:00Z'),
      });
      expect(
        (await post(ofA, `/api/payment-orders/${other.id}/write-offs`, { amount: '1.00', reason: 'x' }))
          .statusCode,
      ).toBe(404);
      expect((await post(ofA, `/api/payment-orders/${other.id}/cancel`, { reason: 'x' })).statusCode).toBe(
        404,
      );
      expect(await balanceOf(other.id)).toBe('1000.00');
    });
  });
});
