import { Dec, toSaoPauloDate, type PaymentOrderDetail } from '@fxbo/domain';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, PaymentOrdersTable } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { changeLocked, type ActionAudit } from '../../platform/locked-change.js';
import type { PaymentOrderContext } from './context.js';
import { getPaymentOrder } from './detail.js';
import { alreadyReceived, fieldError, paymentOrderNotFound, stateConflict } from './messages.js';

/*
 * The staff actions on a payment order (confirm credit, cancel, comment, manual write-off). Each runs in one
 * transaction on the order locked `for update` (client scope applied), writes its audit row in the same
 * transaction, and answers with the order as it now is. Two actions on one order take turns on the lock, so a
 * balance read under it is still the balance when the change is written.
 */

export type LockedOrder = Selectable<PaymentOrdersTable>;

/** The order, locked `for update` until the transaction ends, within the user's client scope (else 404). */
export async function lockOrder(
  trx: Transaction<Database>,
  ctx: PaymentOrderContext,
  id: string,
): Promise<LockedOrder> {
  const order = await trx
    .selectFrom('payment_orders as p')
    .selectAll('p')
    .where('p.id', '=', id)
    .where(inClientScope('p.client_id', clientScope(ctx.user)))
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw paymentOrderNotFound(ctx.locale);
  return order;
}

/** Runs `change` on the order locked in scope, audits it, answers with the fresh detail. */
export async function changeLockedOrder(
  ctx: PaymentOrderContext,
  id: string,
  change: (trx: Transaction<Database>, order: LockedOrder) => Promise<ActionAudit>,
): Promise<PaymentOrderDetail> {
  await changeLocked(
    ctx,
    {
      entity: 'payment_order',
      id,
      lock: (trx) => lockOrder(trx, ctx, id),
      named: (order) => ({ oprNumber: order.opr_number, clientId: order.client_id }),
    },
    change,
  );
  return getPaymentOrder(ctx, id);
}

/** POST /api/payment-orders/:id/confirm: waiting → confirmed on `creditDate`; what was credited is available. */
export function confirmCredit(ctx: PaymentOrderContext, id: string, creditDate: string) {
  return changeLockedOrder(ctx, id, async (trx, order) => {
    if (order.state !== 'waiting_credit_date') throw stateConflict('confirm', order.state, ctx.locale);
    const now = ctx.clock();
    if (creditDate > toSaoPauloDate(now)) throw fieldError('creditDate', 'credit_date_in_future', ctx.locale);
    if (creditDate < order.register_date)
      throw fieldError('creditDate', 'credit_date_before_register', ctx.locale);
    await trx
      .updateTable('payment_orders')
      .set({
        state: 'confirmed',
        credit_date: creditDate,
        confirmed_by: ctx.user.userId,
        confirmed_at: now,
        // Nothing can have been received while waiting: the credit less the bank's expenses is available.
        available_balance: sql`greatest(0, credit_value - banker_expenses)`,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
    return { action: 'payment_order.confirm', details: { creditDate } };
  });
}

/** Anything that took part of the order: a receiving not canceled, a write-off, a purchase contract. */
async function somethingReceived(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('payment_order_receivings')
              .select(sql`1`.as('x'))
              .where('payment_order_id', '=', orderId)
              .where('status', '<>', 'canceled'),
          ),
          eb.exists(
            eb
              .selectFrom('payment_order_write_offs')
              .select(sql`1`.as('x'))
              .where('payment_order_id', '=', orderId),
          ),
          eb.exists(
            eb
              .selectFrom('payment_order_purchase_contracts')
              .select(sql`1`.as('x'))
              .where('payment_order_id', '=', orderId),
          ),
        ])
        .as('any'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.any);
}

/** POST /api/payment-orders/:id/cancel: only while nothing was received; nothing stays available. */
export function cancelOrder(ctx: PaymentOrderContext, id: string, reason: string) {
  return changeLockedOrder(ctx, id, async (trx, order) => {
    if (order.state === 'canceled') throw stateConflict('cancel', order.state, ctx.locale);
    if (await somethingReceived(trx, order.id)) throw alreadyReceived(ctx.locale);
    const now = ctx.clock();
    await trx
      .updateTable('payment_orders')
      .set({
        state: 'canceled',
        canceled_at: now,
        cancel_reason: reason,
        available_balance: '0',
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
    return { action: 'payment_order.cancel', details: { from: order.state, reason } };
  });
}

/** POST /api/payment-orders/:id/comments. */
export function addComment(ctx: PaymentOrderContext, id: string, body: string) {
  return changeLockedOrder(ctx, id, async (trx, order) => {
    const row = await trx
      .insertInto('payment_order_comments')
      .values({ payment_order_id: order.id, user_id: ctx.user.userId, body, created_at: ctx.clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { action: 'payment_order.comment', details: { commentId: row.id } };
  });
}

/** An amount with more decimals than its currency has (JPY: none) is refused. */
export async function checkCurrencyDecimals(
  trx: Transaction<Database>,
  currency: string,
  amount: string,
  field: string,
  ctx: PaymentOrderContext,
): Promise<void> {
  const { decimals } = await trx
    .selectFrom('currencies')
    .select('decimals')
    .where('code', '=', currency)
    .executeTakeFirstOrThrow();
  if (new Dec(amount).decimalPlaces() > decimals) throw fieldError(field, 'money_invalid', ctx.locale);
}

/**
 * POST /api/payment-orders/:id/write-offs: takes `amount` off the available balance, never below zero. The
 * update is conditional as well as locked, so the balance cannot go negative even if a path forgot the lock.
 */
export function writeOff(ctx: PaymentOrderContext, id: string, amount: string, reason: string) {
  return changeLockedOrder(ctx, id, async (trx, order) => {
    if (order.state !== 'confirmed') throw stateConflict('writeOff', order.state, ctx.locale);
    await checkCurrencyDecimals(trx, order.currency, amount, 'amount', ctx);
    const now = ctx.clock();
    const taken = await trx
      .updateTable('payment_orders')
      .set({ available_balance: sql`available_balance - ${amount}::numeric`, updated_at: now })
      .where('id', '=', order.id)
      .where('available_balance', '>=', amount)
      .returning('available_balance')
      .executeTakeFirst();
    if (!taken) throw fieldError('amount', 'write_off_above_balance', ctx.locale);
    const row = await trx
      .insertInto('payment_order_write_offs')
      .values({
        payment_order_id: order.id,
        amount,
        write_off_date: toSaoPauloDate(now),
        user_id: ctx.user.userId,
        reason,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      action: 'payment_order.write_off',
      details: { writeOffId: row.id, amount, reason, availableAfter: taken.available_balance },
    };
  });
}
