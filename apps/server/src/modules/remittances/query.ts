import {
  parseSort,
  remittancesList,
  remittanceSummarySchema,
  type RemittanceListFilters,
} from '@fxbo/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { nullsLast } from '../../http/list-query.js';
import { inClientScope } from '../../platform/client-scope.js';
import { keptScopeTotals } from '../../platform/kept-amount-totals.js';
import { instant } from '../../platform/list-source-fields.js';
import { containsTwoForms, saoPauloDays } from '../../platform/list-source-filters.js';
import {
  pageCountFirst,
  pageJoined,
  pageSmallSetFirst,
  type PlanParts,
} from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The remittances list (spec 3 "Remittance"), declared (platform/list-source.ts): each filter in the form its
 * index serves (docs/data-model.md, "Indexes", and migration 0006): client scope and client, CPF/CNPJ (exact),
 * reference (exact), remittant (shipper), status, beneficiary name (trigram contains), payment-date range,
 * VET rate (exact or range), remittance type (partial indexes) and inclusion-date range (São Paulo days). The
 * page is planned by the filters (pageRemittances); each row's actions are the user's (service.ts).
 */

type Parts = PlanParts<unknown, RemittanceListFilters>;

/** The tests' and the bench's choice of branch where the count decides (http/list-query.ts). */
export interface RemittancePlanOptions {
  sortLimit?: number;
  preferMerged?: boolean;
}

/**
 * A date range under the other date's order: payment-date range in inclusion order (the default sort) or
 * inclusion-date range in payment order. Payment follows inclusion by days, which the planner cannot know,
 * so it walks the sort index from the newest row (see listPageCountFirst).
 */
function crossDateRange(query: RemittanceListFilters): boolean {
  const field = parseSort(query.sort).field;
  if (field === 'includeDate') return Boolean(query.paymentDateFrom || query.paymentDateTo);
  if (field === 'paymentDate') return Boolean(query.includeDateFrom || query.includeDateTo);
  return false;
}

/** The payment days of a closed payment-date range under the inclusion order, else undefined. */
function paymentDaysInInclusionOrder(
  query: RemittanceListFilters,
): { from: string; count: number } | undefined {
  const { paymentDateFrom: from, paymentDateTo: to } = query;
  if (parseSort(query.sort).field !== 'includeDate' || !from || !to) return undefined;
  return { from, count: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 };
}

/**
 * The ids of one page of a payment-date range in inclusion order, merged from one index scan per payment
 * day: each day's first offset + limit matches come in inclusion order from an index on (…, payment_date,
 * include_date, id), and the page is cut from their union, which holds the first offset + limit of the range.
 */
function pageIdsByPaymentDay(
  parts: Parts,
  days: { from: string; count: number },
  limit: number,
  offset: number,
): RawBuilder<string> {
  const { query } = parts;
  const oneDay = parts
    .filteredBy({ ...query, paymentDateFrom: undefined, paymentDateTo: undefined })
    .where('r.payment_date', '=', sql<string>`d.day`)
    .select(['r.id', 'r.include_date']);
  const firstOfDay = parts.ordered(oneDay).limit(offset + limit);
  const direction = sql.raw(parseSort(query.sort).direction === 'asc' ? 'asc' : 'desc');
  return sql<string>`(select p.id from (select ${days.from}::date + i as day from generate_series(0, ${days.count - 1}) as i) as d
    cross join lateral (${firstOfDay}) as p
    order by p.include_date ${direction}, p.id ${direction} limit ${limit} offset ${offset})`;
}

/**
 * One page of remittances, planned by the filters: a beneficiary's name by its matches (few read once by the
 * trigram index, many by walking the sort index, without parallel workers: starting them costs more than the
 * walk); a date range under the other date's order counted first; anything else joined and cut in one query.
 */
export function pageRemittances<Row>(
  parts: PlanParts<Row, RemittanceListFilters>,
  opts: RemittancePlanOptions = {},
) {
  const { query } = parts;
  if (query.name) return pageSmallSetFirst(parts, { serialWalk: true });
  if (!crossDateRange(query)) return pageJoined(parts);
  const days = paymentDaysInInclusionOrder(query);
  return pageCountFirst(parts, {
    ...opts,
    merged: days && {
      parts: days.count,
      ids: (limit, offset) => pageIdsByPaymentDay(parts as Parts, days, limit, offset),
    },
  });
}

/** A row of the list before its actions: whether it was ever blocked (they offer "blocking reasons"). */
export const remittanceRowSchema = remittanceSummarySchema
  .omit({ actions: true })
  .extend({ everBlocked: z.boolean() });

export const remittanceSource = listSource({
  resource: remittancesList,
  row: remittanceRowSchema,
  from: 'remittances as r',
  // Shippers and clients are small: in a download their names come from a lookup cached per key (Memoize).
  joins: (q) =>
    q.innerJoin('shippers as s', 's.id', 'r.shipper_id').innerJoin('clients as c', 'c.id', 'r.client_id'),
  // One client (a client's user, as a rule) as an equality: an index led by the client then gives a sort's
  // order (`= any(array)` reads it unordered, and then sorts the client's 60,000 rows, npm run bench).
  scope: (scope) =>
    scope?.length === 1 && scope[0]
      ? sql<SqlBool>`r.client_id = ${scope[0]}::int8`
      : inClientScope('r.client_id', scope),
  fields: {
    id: 'r.id',
    reference: 'r.reference',
    includeDate: instant('r.include_date'),
    paymentDate: 'r.payment_date',
    status: 'r.status',
    currency: 'r.currency',
    meValue: 'r.me_value',
    mnValue: 'r.mn_value',
    vetRate: 'r.vet_rate',
    beneficiaryName: 'r.beneficiary_name',
    beneficiaryTaxId: 'r.beneficiary_tax_id',
    shipper: { id: 'r.shipper_id', name: 's.name' },
    client: { id: 'r.client_id', name: 'c.name' },
    isDuplicate: { sql: 'r.duplicate_of_id', read: (v) => v !== null },
    hasDataIssues: 'r.has_data_issues',
    // Only the page's rows are probed (remittance_blocks_remittance). `offset 0` keeps the planner from turning
    // the EXISTS into a hashed subplan, which it prices by the million rows before the limit and which then
    // reads every block (5 ms of a 5.3 ms page, npm run bench).
    everBlocked:
      'exists (select "b"."id" from "remittance_blocks" as "b" where "b"."remittance_id" = "r"."id" offset 0)',
  },
  filters: {
    taxId: 'r.beneficiary_tax_id',
    // On its trigram index; a row condition where the sort index is walked through frequent matches.
    name: containsTwoForms('r.beneficiary_name'),
    // The bare predicates match the partial indexes' own (`where duplicate_of_id is not null`, `where has_data_issues`).
    type: (type: string) =>
      type === 'duplicity'
        ? sql<SqlBool>`${sql.ref('r.duplicate_of_id')} is not null`
        : type === 'data'
          ? sql<SqlBool>`r.has_data_issues`
          : undefined,
    includeDate: saoPauloDays('r.include_date'),
  },
  // Null until priced: last in both directions (migration 0038's descending index).
  sorts: { mnValue: [nullsLast('r.mn_value')] },
  downloads: { beneficiary: 'r.beneficiary_name', taxId: 'r.beneficiary_tax_id' },
  mapping: {
    totalsUnjoined: true,
    scopeTotals: (db) => (scope) => keptScopeTotals(db, 'remittances', scope),
  },
  plan: (parts) => pageRemittances(parts),
});
