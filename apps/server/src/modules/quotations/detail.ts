import type { QuotationDetail } from '@fxbo/domain';
import { clientScope } from '../../platform/client-scope.js';
import type { RecordContext } from '../../platform/record-route.js';
import { quotationNotFound } from './messages.js';
import { quotationInScope } from './scope.js';
import { quotationSource } from './service.js';

/*
 * One quotation with every field of its detail screen (spec 2 "Quotation detail"): the banks' quotes (the
 * winner marked) and the contracts closed from it. Read within the user's client scope (its clients and their
 * groups): anything else is "not found", whatever its id.
 */

export async function getQuotation(ctx: RecordContext, id: string): Promise<QuotationDetail> {
  const { db } = ctx;
  const row = await quotationSource
    .select(quotationSource.table(db).where(quotationInScope(clientScope(ctx.user))))
    .leftJoin('users as o', 'o.id', 'q.operator_user_id')
    .select([
      'q.mn_amount',
      'q.me_liquidation_date',
      'q.mn_liquidation_date',
      'q.square',
      'q.operator_user_id',
      'o.name as operator_name',
      'q.ir_value',
      'q.notes',
      'q.created_at',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!row) throw quotationNotFound(ctx.locale);
  const [quotes, contracts] = await Promise.all([
    db
      .selectFrom('quotation_bank_quotes as bq')
      .innerJoin('banks as b', 'b.id', 'bq.bank_id')
      .select(['bq.id', 'bq.bank_id', 'b.compe_code', 'b.name', 'bq.rate', 'bq.quoted_at', 'bq.winner'])
      .where('bq.quotation_id', '=', id)
      .orderBy('bq.winner', 'desc')
      .orderBy('bq.quoted_at')
      .orderBy('bq.id')
      .execute(),
    db
      .selectFrom('quotation_contracts as qc')
      .innerJoin('contracts as k', 'k.id', 'qc.contract_id')
      .select(['k.id', 'k.contract_number', 'k.contract_date', 'k.currency', 'k.me_value', 'k.rate'])
      .where('qc.quotation_id', '=', id)
      .orderBy('k.contract_date')
      .orderBy('k.id')
      .execute(),
  ]);
  return {
    ...quotationSource.map(row),
    mnAmount: row.mn_amount,
    meLiquidationDate: row.me_liquidation_date,
    mnLiquidationDate: row.mn_liquidation_date,
    square: row.square,
    operator:
      row.operator_user_id && row.operator_name
        ? { id: row.operator_user_id, name: row.operator_name }
        : null,
    irValue: row.ir_value,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    quotes: quotes.map((bq) => ({
      id: bq.id,
      bank: { id: bq.bank_id, code: bq.compe_code, name: bq.name },
      rate: bq.rate,
      quotedAt: bq.quoted_at.toISOString(),
      winner: bq.winner,
    })),
    contracts: contracts.map((k) => ({
      id: k.id,
      contractNumber: k.contract_number,
      contractDate: k.contract_date,
      currency: k.currency,
      meValue: k.me_value,
      rate: k.rate,
    })),
  };
}
