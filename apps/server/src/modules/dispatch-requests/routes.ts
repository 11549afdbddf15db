import {
  dispatchRequestIdParamsSchema,
  dispatchRequestRegisterSchema,
  dispatchRequestRejectSchema,
  DISPATCH_REQUESTS_ACCESS,
  dispatchRequestSummarySchema,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestFacts } from '../../platform/request-facts.js';
import { routeOptions } from '../../platform/route-options.js';
import { registerDispatchRequest, rejectDispatchRequest } from './actions.js';
import { dispatchRequestSource } from './service.js';

const tags = ['dispatch-requests'];
const options = routeOptions(tags);
/** The list is for whoever consults trade or decides requests; deciding takes `trade.register-dispatch`. */
const CONSULT = {
  permission: DISPATCH_REQUESTS_ACCESS.permissions,
  staffOnly: DISPATCH_REQUESTS_ACCESS.staffOnly,
} as const;
const DECIDE = {
  permission: 'trade.register-dispatch',
  staffOnly: DISPATCH_REQUESTS_ACCESS.staffOnly,
} as const;
const ONE_REQUEST = {
  params: dispatchRequestIdParamsSchema,
  response: { 200: dispatchRequestSummarySchema },
};

/** /api/dispatch-requests: the dispatch (DU-E) requests, their downloads, and the register/reject decisions. */
export const dispatchRequestRoutes: ServerArea = async (app, { database, clock }) => {
  const { db } = database;
  const context = (req: FastifyRequest) => ({ user: currentUser(req), clock, ...requestFacts(req) });
  const once = idempotency({ database, clock });
  listRoutes(app, {
    ...dispatchRequestSource.routes(db),
    tags,
    summary: 'Dispatch (DU-E) requests of the user’s clients, oldest request first',
    auth: CONSULT,
    database,
  });

  app.post(
    '/api/dispatch-requests/:id/register',
    options.action(DECIDE, 'Register a pending dispatch request with its DU-E number', {
      ...ONE_REQUEST,
      body: dispatchRequestRegisterSchema,
    }),
    async (req, reply) =>
      once(req, reply, (db) =>
        registerDispatchRequest({ ...context(req), db }, req.params.id, req.body.dueNumber),
      ),
  );

  app.post(
    '/api/dispatch-requests/:id/reject',
    options.action(DECIDE, 'Reject a pending dispatch request, with the reason', {
      ...ONE_REQUEST,
      body: dispatchRequestRejectSchema,
    }),
    async (req, reply) =>
      once(req, reply, (db) =>
        rejectDispatchRequest({ ...context(req), db }, req.params.id, req.body.reason),
      ),
  );
};
