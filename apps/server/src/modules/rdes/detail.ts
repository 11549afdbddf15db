import { l, type RdeContract, type RdeDetail, type RdeSummary } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { notFound, type RecordContext } from '../../platform/record-route.js';
import { rdeSource } from './service.js';

/*
 * One RDE (/rde-detail/{rdeId}): every field, the module's own data (`details`, labelled by the web), and the
 * contracts registered under its number (contract_references of the module's kind, rof or ied, with the RDE's
 * number, of the same client). Read within the user's client scope: another client's RDE is "not found",
 * whatever its id.
 */

/** Another client's registration is "not found" too, whatever its id. */
const rdeNotFound = notFound(l('RDE não encontrado.', 'RDE not found.'));

/** The module's kinds of contract reference (a portfolio registration has none). */
const REFERENCE_KIND = { rof: 'rof', ied: 'ied', portfolio: null } as const;

async function linkedContracts(db: Kysely<Database>, rde: RdeSummary): Promise<RdeContract[]> {
  const kind = REFERENCE_KIND[rde.rdeType];
  if (!kind) return [];
  const rows = await db
    .selectFrom('contract_references as cr')
    .innerJoin('contracts as k', 'k.id', 'cr.contract_id')
    .select([
      'k.id',
      'k.contract_number',
      'k.contract_date',
      'k.contract_type',
      'k.status',
      'k.currency',
      'k.me_value',
    ])
    .where('cr.kind', '=', kind)
    .where('cr.number', '=', rde.rdeNumber)
    .where('k.client_id', '=', rde.client.id)
    .orderBy('k.contract_date', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map((k) => ({
    id: k.id,
    contractNumber: k.contract_number,
    contractDate: k.contract_date,
    type: k.contract_type,
    status: k.status,
    currency: k.currency,
    meValue: k.me_value,
  }));
}

export async function getRde(ctx: RecordContext, id: string): Promise<RdeDetail> {
  const { db } = ctx;
  const row = await rdeSource
    .select(rdeSource.table(db).where(inClientScope('r.client_id', clientScope(ctx.user))))
    .select(['r.notes', 'r.created_at', 'r.details'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw rdeNotFound(ctx.locale);
  const summary = rdeSource.map(row);
  return {
    ...summary,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    details: row.details as RdeDetail['details'],
    contracts: await linkedContracts(db, summary),
  };
}
