import {
  remittanceActions,
  type RemittanceList,
  type RemittanceListFilters,
  type RemittanceSummary,
} from '@fxbo/domain';
import { unaccentContains } from '../../http/list-query.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { resolveRecord } from '../../platform/filter-records.js';
import type { ActionContext } from '../../platform/locked-change.js';
import { pageRemittances, remittanceSource, type RemittancePlanOptions } from './query.js';

/*
 * The remittances list (spec 3 "Remittance"): one page of the user's remittances, planned by the filters, and
 * the shippers for the remittant filter. The detail is in detail.ts, the row actions in actions.ts and
 * beneficiary.ts.
 */

/** The context lives in context.ts; re-exported for the list's tests, which import it from here. */

/**
 * GET /api/remittances: one page of the user's remittances matching the filters, with the total; each row
 * with the actions the user may take on it ("blocking reasons" when it was ever blocked).
 */
export async function listRemittances(
  ctx: ActionContext,
  query: RemittanceListFilters,
  opts: { countThreshold?: number } & RemittancePlanOptions = {},
): Promise<RemittanceList> {
  const { countThreshold, ...choice } = opts;
  const page = await remittanceSource.list(ctx.db, query, clientScope(ctx.user), {
    countThreshold,
    plan: (parts) => pageRemittances(parts, choice),
  });
  const withActions = ({ everBlocked, ...row }: (typeof page.items)[number]): RemittanceSummary => ({
    ...row,
    actions: remittanceActions(row.status, ctx.user.permissions, everBlocked),
  });
  return { ...page, items: page.items.map(withActions) };
}

/** Shippers ("remittants") of the user's clients, for the filter picker (at most 200, by name). */
export async function listShipperOptions(
  ctx: ActionContext,
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
