import type { FxSpread } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../../db/audit.js';
import type { Database } from '../../../db/schema.js';
import { fieldFailure } from '../../../http/messages.js';
import { clientScope } from '../../../platform/client-scope.js';
import { resolveRecord } from '../../../platform/filter-records.js';
import type { ActionContext } from '../../../platform/locked-change.js';

/*
 * The spreads staff set (spec 3 "Receiving flow"): per currency, the brokerage's default (no client) and a
 * client's own, which replaces the default for that client. A quote takes the client's, else the default.
 */

function spreadRows(db: Kysely<Database>) {
  return db
    .selectFrom('fx_spreads as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select([
      's.client_id',
      'c.name as client_name',
      's.currency',
      's.spread_percent',
      's.operation_fee',
      's.updated_by',
      'u.name as updated_by_name',
      's.updated_at',
    ]);
}

type SpreadRow = Awaited<ReturnType<ReturnType<typeof spreadRows>['execute']>>[number];

function spreadOf(r: SpreadRow): FxSpread {
  return {
    client: r.client_id ? { id: r.client_id, name: r.client_name ?? '' } : null,
    currency: r.currency,
    spreadPercent: r.spread_percent,
    operationFee: r.operation_fee,
    updatedBy: r.updated_by && r.updated_by_name ? { id: r.updated_by, name: r.updated_by_name } : null,
    updatedAt: r.updated_at.toISOString(),
  };
}

/**
 * GET /api/fx-spreads: the brokerage's defaults, and with `clientId` (a client the user may see) that client's
 * own spreads too; by currency, the default first.
 */
export async function listSpreads(
  ctx: ActionContext,
  clientId: string | undefined,
): Promise<{ items: FxSpread[] }> {
  if (clientId) await resolveRecord(ctx.db, clientScope(ctx.user), 'client', clientId, ctx.locale);
  const rows = await spreadRows(ctx.db)
    .where((eb) =>
      clientId
        ? eb.or([eb('s.client_id', 'is', null), eb('s.client_id', '=', clientId)])
        : eb('s.client_id', 'is', null),
    )
    .orderBy('s.currency')
    .orderBy('s.client_id', (o) => o.asc().nullsFirst())
    .execute();
  return { items: rows.map(spreadOf) };
}

/**
 * PUT /api/fx-spreads: creates or replaces the spread of (client, currency), `clientId` absent for the default,
 * audited with what it was and what it is, in one transaction.
 */
export async function setSpread(
  ctx: ActionContext,
  body: {
    clientId?: string | null | undefined;
    currency: string;
    spreadPercent: string;
    operationFee: string;
  },
): Promise<FxSpread> {
  const clientId = body.clientId ?? null;
  if (clientId) await resolveRecord(ctx.db, clientScope(ctx.user), 'client', clientId, ctx.locale);
  const currency = await ctx.db
    .selectFrom('currencies')
    .select('code')
    .where('code', '=', body.currency)
    .where('code', '<>', 'BRL')
    .executeTakeFirst();
  if (!currency) throw fieldFailure(ctx.locale, [{ path: 'currency', code: 'currency_invalid' }]);

  const sameKey = sql<boolean>`s.client_id is not distinct from ${clientId}::int8 and s.currency = ${body.currency}`;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('fx_spreads as s')
      .select(['s.id', 's.spread_percent', 's.operation_fee'])
      .where(sameKey)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      spread_percent: body.spreadPercent,
      operation_fee: body.operationFee,
      updated_by: ctx.user.userId,
      updated_at: sql<Date>`now()`,
    };
    const after = await trx
      .insertInto('fx_spreads')
      .values({ client_id: clientId, currency: body.currency, ...values })
      .onConflict((oc) => oc.constraint('fx_spreads_one_per_client_currency').doUpdateSet(values))
      .returning(['id', 'spread_percent', 'operation_fee'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: 'fx_spread.update',
      entity: 'fx_spread',
      entityId: after.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: {
        clientId,
        currency: body.currency,
        before: before ? { spreadPercent: before.spread_percent, operationFee: before.operation_fee } : null,
        after: { spreadPercent: after.spread_percent, operationFee: after.operation_fee },
      },
    });
  });
  const row = await spreadRows(ctx.db).where(sameKey).executeTakeFirstOrThrow();
  return spreadOf(row);
}
