import { quotationsList, quotationSummarySchema } from '@fxbo/domain';
import { sql, type SqlBool } from 'kysely';
import { nullsLast } from '../../http/list-query.js';
import { pageJoined } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';
import { quotationInScope, quotationOfClient } from './scope.js';

/*
 * The quotations list (/quotation, spec 3 "Quotation"), declared (platform/list-source.ts): each filter in the
 * form its index serves (migrations 0003, 0016 and 0018, docs/data-model.md "Indexes"); the scope and the
 * client read a group's quotations too (scope.ts).
 */

export const quotationSource = listSource({
  resource: quotationsList,
  row: quotationSummarySchema,
  from: 'quotations as q',
  // The client, and the group quoted for or the client's group.
  joins: (q) =>
    q
      .leftJoin('clients as c', 'c.id', 'q.client_id')
      .leftJoin('client_groups as g', (j) => j.on(sql<SqlBool>`g.id = coalesce(q.group_id, c.group_id)`))
      .leftJoin('banks as b', 'b.id', 'q.winning_bank_id'),
  scope: quotationInScope,
  fields: {
    id: 'q.id',
    quotationDate: 'q.quotation_date',
    client: { id: 'q.client_id', name: 'c.name' },
    group: { id: 'g.id', name: 'g.name' },
    byGroup: 'q.group_id is not null',
    quotationType: 'q.quotation_type',
    currency: 'q.currency',
    winningRate: 'q.winning_rate',
    quotedAmount: 'q.quoted_amount',
    bank: { id: 'b.id', code: 'b.compe_code', name: 'b.name' },
    status: 'q.status',
  },
  filters: {
    clientId: quotationOfClient,
    // The bank by its unique COMPE code: one index probe, then the bank's own quotations index.
    bankCode: (code: string) =>
      sql<SqlBool>`${sql.ref('q.winning_bank_id')} = (select bk.id from banks bk where bk.compe_code = ${code})`,
  },
  // An open or canceled quotation has no rate: last either way (migration 0018's index for the descending).
  sorts: { winningRate: [nullsLast('q.winning_rate')] },
  downloads: {
    party: 'case when q.group_id is null then c.name else g.name end',
    bank: "concat_ws(' - ', b.compe_code, b.name)",
  },
  mapping: { totalsUnjoined: true },
  plan: pageJoined,
});

/** One page of the quotations the user's scope allows. */
export const listQuotations = quotationSource.list;
