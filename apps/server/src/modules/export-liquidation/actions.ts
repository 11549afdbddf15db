import { Dec, type ExportLiquidationResult } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';
import { aboveOpenAmount, contractNotFound, notLiquidable, tooManyDecimals } from './messages.js';
import { exportLiquidationSource } from './service.js';

/*
 * POST /api/export-liquidation/:contractId: liquidates `amount` of an open export contract's foreign-currency
 * value. One transaction: the contract locked `for update` within the user's client scope (404 outside), its
 * type and status checked (409), then a conditional update that never takes the liquidated value past the
 * ME value; reaching it, the contract becomes `liquidated` at the injected clock's now. Audited in the same
 * transaction. Only the contract changes: the treasury bills and payment orders tied to it are other areas'
 * records and are not touched here.
 */

export interface LiquidationContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
  clock: Clock;
}

export async function liquidateExport(
  ctx: LiquidationContext,
  contractId: string,
  amount: string,
): Promise<ExportLiquidationResult> {
  const scope = clientScope(ctx.user);
  await inTransaction(ctx.db, async (trx) => {
    const contract = await trx
      .selectFrom('contracts as k')
      .innerJoin('currencies as cur', 'cur.code', 'k.currency')
      .select(['k.id', 'k.contract_number', 'k.client_id', 'k.contract_type', 'k.status', 'cur.decimals'])
      .where('k.id', '=', contractId)
      .where(inClientScope('k.client_id', scope))
      .forUpdate('k')
      .executeTakeFirst();
    if (!contract) throw contractNotFound(ctx.locale);
    if (contract.contract_type !== 'export' || contract.status !== 'open')
      throw notLiquidable(contract.contract_type, contract.status, ctx.locale);
    if (new Dec(amount).decimalPlaces() > contract.decimals) throw tooManyDecimals(ctx.locale);
    const now = ctx.clock();
    const total = sql<string>`liquidated_me_value + ${amount}::numeric`;
    const updated = await trx
      .updateTable('contracts')
      .set({
        liquidated_me_value: total,
        status: sql`case when ${total} = me_value then 'liquidated' else status end`,
        liquidated_at: sql`case when ${total} = me_value then ${now}::timestamptz else liquidated_at end`,
        updated_at: now,
      })
      .where('id', '=', contract.id)
      .where('status', '=', 'open')
      .where(sql<boolean>`${total} <= me_value`)
      .returning(['liquidated_me_value', 'me_value', 'status'])
      .executeTakeFirst();
    if (!updated) throw aboveOpenAmount(ctx.locale);
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: 'contract.liquidate',
      entity: 'contract',
      entityId: contract.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: {
        contractNumber: contract.contract_number,
        clientId: contract.client_id,
        amount,
        liquidatedMeValue: updated.liquidated_me_value,
        openAmount: new Dec(updated.me_value).minus(updated.liquidated_me_value).toFixed(2),
        status: updated.status,
      },
    });
  });
  const source = exportLiquidationSource;
  // Any status: the action answers with a liquidated contract too.
  const row = await source
    .select(source.table(ctx.db))
    .select(['k.status', 'k.liquidated_at'])
    .where('k.id', '=', contractId)
    .executeTakeFirstOrThrow();
  return {
    ...source.map(row),
    status: row.status,
    liquidatedAt: row.liquidated_at ? row.liquidated_at.toISOString() : null,
  };
}
