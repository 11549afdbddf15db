import {
  Dec,
  l,
  toMoneyString,
  toRateString,
  type BackToBackDetail,
  type BackToBackLegContract,
  type BackToBackMargin,
} from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { notFound, type RecordContext } from '../../platform/record-route.js';
import { backToBackSource } from './service.js';

/*
 * One back-to-back operation (/back-to-back-detail/{backId}): its fields, both legs' contracts side by side and
 * the margin between them. Read within the user's client scope: another client's operation is "not found",
 * whatever its id.
 */

/** Another client's operation is "not found" too, whatever its id. */
const backToBackNotFound = notFound(
  l('Operação back-to-back não encontrada.', 'Back-to-back operation not found.'),
);

/**
 * What the operation earns, exact: the export leg's reais less the import leg's, and the export rate less the
 * import rate. Unknown (null) while either leg is missing.
 */
export function marginOf(
  importLeg: Pick<BackToBackLegContract, 'mnValue' | 'rate'> | null,
  exportLeg: Pick<BackToBackLegContract, 'mnValue' | 'rate'> | null,
): BackToBackMargin {
  if (!importLeg || !exportLeg) return { mnValue: null, rateSpread: null };
  return {
    mnValue: toMoneyString(new Dec(exportLeg.mnValue).minus(importLeg.mnValue)),
    rateSpread: toRateString(new Dec(exportLeg.rate).minus(importLeg.rate)),
  };
}

async function legs(db: Kysely<Database>, ids: string[]): Promise<Map<string, BackToBackLegContract>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contracts as k')
    .leftJoin('banks as b', 'b.id', 'k.bank_id')
    .select([
      'k.id',
      'k.contract_number',
      'k.contract_date',
      'k.contract_type',
      'k.currency',
      'k.me_value',
      'k.rate',
      'k.mn_value',
      sql<string | null>`coalesce(b.short_name, b.name)`.as('bank_name'),
      'k.counterparty_name',
    ])
    .where('k.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((k) => [
      k.id,
      {
        id: k.id,
        contractNumber: k.contract_number,
        contractDate: k.contract_date,
        type: k.contract_type,
        currency: k.currency,
        meValue: k.me_value,
        rate: k.rate,
        mnValue: k.mn_value,
        bank: k.bank_name,
        counterparty: k.counterparty_name,
      },
    ]),
  );
}

export async function getBackToBack(ctx: RecordContext, id: string): Promise<BackToBackDetail> {
  const { db } = ctx;
  const source = backToBackSource;
  const row = await source
    .select(source.table(db).where(inClientScope('o.client_id', clientScope(ctx.user))))
    .select(['o.notes', 'o.created_at'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw backToBackNotFound(ctx.locale);
  const summary = source.map(row);
  const [importId, exportId] = [summary.importContract?.id, summary.exportContract?.id];
  const contracts = await legs(
    db,
    [importId, exportId].filter((k): k is string => k !== undefined),
  );
  const importLeg = (importId && contracts.get(importId)) || null;
  const exportLeg = (exportId && contracts.get(exportId)) || null;
  return {
    ...summary,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    importLeg,
    exportLeg,
    margin: marginOf(importLeg, exportLeg),
  };
}
