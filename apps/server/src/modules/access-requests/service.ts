import type { Kysely, Transaction } from 'kysely';
import type {
  accessRequestsList,
  AccessRequestSortField,
  AccessRequestSummary,
  accessRequestListQuerySchema,
  DownloadColumnId,
} from '@fxbo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { listPage, orderBySort, type Page, type SortColumns } from '../../http/list-query.js';
import { clientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { approver, requestVisibleTo, type RequestContext } from './context.js';

/*
 * The administrators' queue of access requests (/access-requests): filters, one page, the downloads' SQL and
 * the row both the list and the detail (detail.ts) read. The public form is create.ts, the decisions decisions.ts.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type ListQuery = z.output<typeof accessRequestListQuerySchema>;
type Filters = Pick<ListQuery, 'status'>;

const SORT_COLUMNS: SortColumns<AccessRequestSortField> = {
  createdAt: ['r.created_at'],
  name: ['r.name'],
};

/** `from access_requests r where <the approver's scope> and <filters>`, nothing selected yet. */
function filteredRequests(db: Executor, filters: Filters, scope: ClientScope) {
  let q = db.selectFrom('access_requests as r').where(requestVisibleTo(scope));
  if (filters.status) q = q.where('r.status', '=', filters.status);
  return q;
}

/** How the list's downloads are read (platform/list-routes.ts): its filters and each column's SQL. */
export function accessRequestDownloads(
  db: Executor,
): DownloadMapping<Filters, AccessRequestSortField, DownloadColumnId<typeof accessRequestsList>> {
  return {
    filtered: (filters, scope) => filteredRequests(db, filters, scope),
    expressions: {
      name: 'r.name',
      email: 'r.email',
      cpf: 'r.cpf',
      company: 'r.company',
      clients: "array_to_string(r.client_tax_ids, ', ')",
      createdAt: 'r.created_at',
      status: 'r.status',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'r.id',
  };
}

export function summarySelect(db: Executor, from = db.selectFrom('access_requests as r')) {
  return from
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.name',
      'r.cpf',
      'r.email',
      'r.phone',
      'r.birth_date',
      'r.company',
      'r.client_tax_ids',
      'r.status',
      'r.created_at',
      'r.decided_at',
      'r.decision_reason',
      'r.user_id',
      'd.id as decider_id',
      'd.name as decider_name',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['executeTakeFirstOrThrow']>>;

export function toSummary(r: SummaryRow): AccessRequestSummary {
  return {
    id: String(r.id),
    name: r.name,
    cpf: r.cpf,
    email: r.email,
    phone: r.phone,
    birthDate: r.birth_date,
    company: r.company,
    clientTaxIds: r.client_tax_ids,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    decidedBy: r.decider_id && r.decider_name ? { id: r.decider_id, name: r.decider_name } : null,
    decisionReason: r.decision_reason,
    userId: r.user_id,
  };
}

export async function listAccessRequests(
  ctx: RequestContext,
  q: ListQuery,
): Promise<Page<AccessRequestSummary>> {
  const filtered = filteredRequests(ctx.db, q, clientScope(approver(ctx)));
  return listPage({
    db: ctx.db,
    rows: orderBySort(summarySelect(ctx.db, filtered), q.sort, SORT_COLUMNS, 'r.id'),
    filtered,
    request: q,
    map: toSummary,
  });
}
