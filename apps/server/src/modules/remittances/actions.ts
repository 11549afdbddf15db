import {
  REMITTANCE_CANCELABLE_STATUSES,
  REMITTANCE_UNBLOCKABLE_STATUSES,
  type RemittanceDetail,
  type RemittanceHistoryAction,
  type RemittanceHistoryEntry,
  type RemittanceStatus,
} from '@fxbo/domain';
import { sql, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { Database, RemittancesTable } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { changeLocked, type ActionAudit } from '../../platform/locked-change.js';
import type { ActionContext } from '../../platform/locked-change.js';
import { getRemittance } from './detail.js';
import { remittanceNotFound, stateConflict } from './messages.js';

/*
 * The row actions on a remittance (cancel, unblock; the beneficiary's correction is in beneficiary.ts). Each runs
 * in one transaction on the remittance locked `for update` (client scope applied), writes its history and audit
 * rows in the same transaction, and answers with the remittance as it now is.
 */

export type Locked = Pick<
  Selectable<RemittancesTable>,
  'id' | 'status' | 'client_id' | 'shipper_id' | 'currency' | 'me_value' | 'reference'
>;

/**
 * Runs `change` in one transaction on the remittance locked with `select … for update` (client scope applied:
 * another client's remittance is not found), writes the audit row it returns in the same transaction, then
 * answers with the remittance as it now is.
 */
export async function changeLockedRemittance(
  ctx: ActionContext,
  id: string,
  change: (trx: Transaction<Database>, row: Locked) => Promise<ActionAudit>,
): Promise<RemittanceDetail> {
  const lock = async (trx: Transaction<Database>): Promise<Locked> => {
    const row = await trx
      .selectFrom('remittances as r')
      .select(['r.id', 'r.status', 'r.client_id', 'r.shipper_id', 'r.currency', 'r.me_value', 'r.reference'])
      .where('r.id', '=', id)
      .where(inClientScope('r.client_id', clientScope(ctx.user)))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw remittanceNotFound(ctx.locale);
    return row;
  };
  const named = (row: Locked) => ({ reference: row.reference, clientId: row.client_id });
  await changeLocked(ctx, { entity: 'remittance', id, lock, named }, change);
  return getRemittance(ctx, id);
}

export async function writeHistory(
  trx: Transaction<Database>,
  ctx: ActionContext,
  row: Locked,
  action: RemittanceHistoryAction,
  to: RemittanceStatus,
  note: string | null,
  systemNote: RemittanceHistoryEntry['systemNote'] = null,
): Promise<void> {
  await trx
    .insertInto('remittance_history')
    .values({
      remittance_id: row.id,
      user_id: ctx.user.userId,
      action,
      from_status: row.status,
      to_status: to,
      note,
      note_code: systemNote?.code ?? null,
      note_params: systemNote?.fields ? JSON.stringify({ fields: systemNote.fields }) : null,
    })
    .execute();
}

const AWAITING_PAYMENT: readonly RemittanceStatus[] = ['received', 'pending', 'processing'];

/** A status change: the row's new status (with the columns that go with it), its history and the snapshot. */
async function moveStatus(
  trx: Transaction<Database>,
  ctx: ActionContext,
  row: Locked,
  move: {
    to: RemittanceStatus;
    history: RemittanceHistoryAction;
    note: string | null;
    set?: UpdateObject<Database, 'remittances'>;
  },
): Promise<void> {
  await trx
    .updateTable('remittances')
    .set({ ...move.set, status: move.to, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
  await writeHistory(trx, ctx, row, move.history, move.to, move.note);
  await moveSnapshot(trx, row, move.to);
}

/**
 * Keeps the shipper's balance snapshot in step with a status change: blocked ME is "locked", ME received,
 * pending or processing is "pending wire". The balance screen computes both from the remittances; the
 * snapshot's `updated_at` is its "last update".
 */
async function moveSnapshot(trx: Transaction<Database>, row: Locked, to: RemittanceStatus): Promise<void> {
  const delta = (inSet: (s: RemittanceStatus) => boolean) =>
    (inSet(to) ? 1 : 0) - (inSet(row.status) ? 1 : 0);
  const locked = delta((s) => s === 'blocked');
  const pending = delta((s) => AWAITING_PAYMENT.includes(s));
  await trx
    .updateTable('shipper_balances')
    .set({
      locked_balance: sql`greatest(0, locked_balance + ${locked}::int * ${row.me_value}::numeric)`,
      pending_wire: sql`greatest(0, pending_wire + ${pending}::int * ${row.me_value}::numeric)`,
      updated_at: sql`now()`,
    })
    .where('shipper_id', '=', row.shipper_id)
    .where('currency', '=', row.currency)
    .execute();
}

/** POST /api/remittances/:id/cancel: received, pending, blocked or returned → canceled, with the reason. */
export async function cancelRemittance(
  ctx: ActionContext,
  id: string,
  reason: string,
): Promise<RemittanceDetail> {
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_CANCELABLE_STATUSES.includes(row.status))
      throw stateConflict('cancel', row.status, ctx.locale);
    await moveStatus(trx, ctx, row, {
      to: 'canceled',
      history: 'canceled',
      note: reason,
      set: { cancel_reason: reason, canceled_at: sql`now()`, canceled_by: ctx.user.userId },
    });
    return { action: 'remittance.cancel', details: { from: row.status, reason } };
  });
}

/** POST /api/remittances/:id/unblock: blocked → pending, every open block closed with the optional note. */
export async function unblockRemittance(
  ctx: ActionContext,
  id: string,
  note: string | null,
): Promise<RemittanceDetail> {
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_UNBLOCKABLE_STATUSES.includes(row.status))
      throw stateConflict('unblock', row.status, ctx.locale);
    const closed = await trx
      .updateTable('remittance_blocks')
      .set({
        // A block recorded in the future (clock skew of an importer) is closed at its own time.
        unblocked_at: sql`greatest(now(), blocked_at)`,
        unblocked_by: ctx.user.userId,
        unblock_note: note,
      })
      .where('remittance_id', '=', row.id)
      .where('unblocked_at', 'is', null)
      .returning('id')
      .execute();
    await moveStatus(trx, ctx, row, { to: 'pending', history: 'unblocked', note });
    return { action: 'remittance.unblock', details: { note, blocksClosed: closed.map((b) => b.id) } };
  });
}
