import {
  parseSort,
  remittanceActions,
  remittancesList,
  setsNoFilter,
  type RemittanceList,
  type RemittanceListFilters,
  type RemittanceSummary,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  listPage,
  listPageCountFirst,
  listPageSmallSetFirst,
  orderBySort,
  unaccentContains,
} from '../../http/list-query.js';
import { pageIdsAside } from '../../http/page-ids-aside.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { resolveRecord } from '../../platform/filter-records.js';
import type { RemittanceContext } from './context.js';
import { filteredRemittances, SORT_COLUMNS } from './query.js';
import { SUMMARY_COLUMNS, summaryOf } from './summary.js';

/*
 * The remittances list (spec 3 "Remittance"): one page of the user's remittances, planned by the filters, and
 * the shippers for the remittant filter. The detail is in detail.ts, the row actions in actions.ts and
 * beneficiary.ts.
 */

/** The context lives in context.ts; re-exported for the list's tests, which import it from here. */
export type { RemittanceContext } from './context.js';

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
  db: Kysely<Database>,
  query: RemittanceListFilters,
  scope: readonly string[] | undefined,
  days: { from: string; count: number },
  limit: number,
  offset: number,
): RawBuilder<string> {
  const oneDay = filteredRemittances(
    db,
    { ...query, paymentDateFrom: undefined, paymentDateTo: undefined },
    scope,
  )
    .where('r.payment_date', '=', sql<string>`d.day`)
    .select(['r.id', 'r.include_date']);
  const firstOfDay = orderBySort(oneDay, query.sort, SORT_COLUMNS, 'r.id').limit(offset + limit);
  const direction = sql.raw(parseSort(query.sort).direction === 'asc' ? 'asc' : 'desc');
  return sql<string>`(select p.id from (select ${days.from}::date + i as day from generate_series(0, ${days.count - 1}) as i) as d
    cross join lateral (${firstOfDay}) as p
    order by p.include_date ${direction}, p.id ${direction} limit ${limit} offset ${offset})`;
}

/** GET /api/remittances: one page of the user's remittances matching the filters, with the total. */
export async function listRemittances(
  ctx: RemittanceContext,
  query: RemittanceListFilters,
  opts: { countThreshold?: number; sortLimit?: number; preferMerged?: boolean } = {},
): Promise<RemittanceList> {
  const scope = clientScope(ctx.user);
  const filtered = filteredRemittances(ctx.db, query, scope);
  const joined = (q: typeof filtered) =>
    q
      .innerJoin('shippers as s', 's.id', 'r.shipper_id')
      .innerJoin('clients as c', 'c.id', 'r.client_id')
      .select(SUMMARY_COLUMNS)
      // Only the page's rows are probed (remittance_blocks_remittance): offers "blocking reasons" when there are
      // some. `offset 0` keeps the planner from turning the EXISTS into a hashed subplan, which it prices by the
      // million rows before the limit and which then reads every block (5 ms of a 5.3 ms page, npm run bench).
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('remittance_blocks as b')
              .select('b.id')
              .whereRef('b.remittance_id', '=', 'r.id')
              .offset(0),
          )
          .as('ever_blocked'),
      );
  const ordered = orderBySort(joined(filtered), query.sort, SORT_COLUMNS, 'r.id');
  const map = (r: Awaited<ReturnType<typeof ordered.execute>>[number]): RemittanceSummary =>
    summaryOf(r, remittanceActions(r.status, ctx.user.permissions, Boolean(r.ever_blocked)));
  if (query.name) {
    // A contains-search: read few matches once by the trigram index, or walk the sort index for many.
    return listPageSmallSetFirst({
      db: ctx.db,
      filtered,
      sort: query.sort,
      columns: SORT_COLUMNS,
      tiebreaker: 'r.id',
      request: query,
      countThreshold: opts.countThreshold,
      rowsOf: async (ids) =>
        (
          await orderBySort(
            joined(ctx.db.selectFrom('remittances as r').where('r.id', 'in', ids)),
            query.sort,
            SORT_COLUMNS,
            'r.id',
          ).execute()
        ).map(map),
      // Matches are frequent: walk the sort index until the page is full. A parallel plan would spend more
      // starting its workers than the walk takes.
      largeRows: (limit, offset) =>
        ctx.db.transaction().execute(async (trx) => {
          await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
          const rows = await orderBySort(
            joined(filteredRemittances(trx, query, scope, { nameIndexed: false })),
            query.sort,
            SORT_COLUMNS,
            'r.id',
          )
            .limit(limit)
            .offset(offset)
            .execute();
          return rows.map(map);
        }),
    });
  }
  if (crossDateRange(query)) {
    // The page's rows, from a subquery that selects their ids in the list's order.
    const byIds = (ids: Expression<string>) =>
      orderBySort(
        joined(ctx.db.selectFrom('remittances as r').where('r.id', 'in', ids)),
        query.sort,
        SORT_COLUMNS,
        'r.id',
      );
    const days = paymentDaysInInclusionOrder(query);
    return listPageCountFirst({
      db: ctx.db,
      filtered,
      // The page's ids are sorted out of the filters' indexes (index-only where they allow), then joined.
      sorted: (limit, offset) =>
        byIds(pageIdsAside(filtered.select('r.id'), query.sort, SORT_COLUMNS, 'r.id', { limit, offset })),
      walked: (limit, offset) => ordered.limit(limit).offset(offset),
      merged: days && {
        parts: days.count,
        rows: (limit, offset) => byIds(pageIdsByPaymentDay(ctx.db, query, scope, days, limit, offset)),
      },
      request: query,
      map,
      countThreshold: opts.countThreshold,
      sortLimit: opts.sortLimit,
      preferMerged: opts.preferMerged,
    });
  }
  return listPage({
    db: ctx.db,
    rows: ordered,
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(remittancesList.filters, query),
    map,
  });
}

/** Shippers ("remittants") of the user's clients, for the filter picker (at most 200, by name). */
export async function listShipperOptions(
  ctx: RemittanceContext,
  query: { q?: string | undefined; clientId?: string | undefined },
) {
  const scope = clientScope(ctx.user);
  // A client outside the scope (or none) is not found, as in the lists' client filter.
  if (query.clientId) await resolveRecord(ctx.db, scope, 'client', query.clientId, ctx.locale);
  let q = ctx.db
    .selectFrom('shippers as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .where(inClientScope('s.client_id', scope))
    .select(['s.id', 's.name', 's.code', 's.client_id', 'c.name as client_name'])
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(200);
  if (query.clientId) q = q.where('s.client_id', '=', query.clientId);
  if (query.q) q = q.where(unaccentContains('s.name', query.q));
  const rows = await q.execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      client: { id: r.client_id, name: r.client_name },
    })),
  };
}
