import { accessRequestsList, accessRequestSummarySchema } from '@fxbo/domain';
import { instant } from '../../platform/list-source-fields.js';
import { pageJoined } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';
import { requestVisibleTo } from './context.js';

/*
 * The administrators' queue of access requests (/access-requests), declared (platform/list-source.ts): an
 * approver with a client scope sees the requests naming one of their clients (context.ts); the row is also the
 * detail's (detail.ts). The public form is create.ts, the decisions decisions.ts.
 */

export const accessRequestSource = listSource({
  resource: accessRequestsList,
  row: accessRequestSummarySchema,
  from: 'access_requests as r',
  joins: (q) => q.leftJoin('users as d', 'd.id', 'r.decided_by'),
  scope: requestVisibleTo,
  fields: {
    id: 'r.id',
    name: 'r.name',
    cpf: 'r.cpf',
    email: 'r.email',
    phone: 'r.phone',
    birthDate: 'r.birth_date',
    company: 'r.company',
    clientTaxIds: 'r.client_tax_ids',
    status: 'r.status',
    createdAt: instant('r.created_at'),
    decidedAt: instant('r.decided_at'),
    decidedBy: { id: 'd.id', name: 'd.name' },
    decisionReason: 'r.decision_reason',
    userId: 'r.user_id',
  },
  downloads: { clients: "array_to_string(r.client_tax_ids, ', ')" },
  plan: pageJoined,
});
